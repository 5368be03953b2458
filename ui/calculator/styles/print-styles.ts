/**
 * The comparison on paper: no controls (buttons, tabs, steps, basket, inputs), no dialog, the terms always shown,
 * and the table of every period's figures in place of the interactive cards' single period.
 */
export const printStyles = `
@media print {
  /* Paper is white, whatever the theme on screen: black text, no tinted panels. */
  .calc { --_text: #000; --_text-muted: #333; --_surface: #fff; --_surface-alt: #fff; --_border: #888;
    --_primary: #000; --_success: #000; --_danger: #000; padding: 0; color: #000; background: #fff; }
  .calc button, .calc .hcuk-button, .calc nav, .calc-tabs, .calc-basket, .calc-back-to-top, .calc-current__mileage,
  .calc-result__panel, .calc-icon-button, .calc-back, .calc-info, .calc [role='status'] { display: none !important; }
  .calc-compare { display: block; }
  .calc-current { position: static; margin-bottom: 12pt; background: none; border: 1px solid #888; }
  .calc-results__list { display: block; }
  .calc-result { break-inside: avoid; margin-bottom: 8pt; border: 1px solid #888; }
  .calc-terms__content[hidden] { display: block !important; }
  .calc .calc-terms__toggle { display: block !important; }
  .calc-terms__action { display: none; }
  .calc-print-only { display: table; }
  .calc-print-table { width: 100%; margin-top: 12pt; border-collapse: collapse; font-size: 10pt; break-inside: avoid; }
  .calc-print-table th, .calc-print-table td { padding: 4pt 6pt; border: 1px solid #888; text-align: left; vertical-align: top; }
  /* A dialog never prints: the quote request's holds what the visitor typed about themselves. */
  .hcuk-modal, .hcuk-modal-unavailable { display: none !important; }
}
`;
