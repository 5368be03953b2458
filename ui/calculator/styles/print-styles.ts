/**
 * The comparison on paper: no controls (buttons, tabs, steps, basket, inputs), no dialog, the terms always shown,
 * each card's claims with their qualifications and notes, and the table of every period's figures in place of the
 * interactive cards' single period.
 */
export const printStyles = `
@media print {
  /* Paper is white, whatever the theme on screen: black text, no tinted panels. */
  .calc { --_text: #000; --_text-muted: #333; --_surface: #fff; --_surface-alt: #fff; --_border: #888;
    --_primary: #000; --_success: #000; --_danger: #000; padding: 0; color: #000; background: #fff; }
  .calc button, .calc .hcuk-button, .calc nav, .calc-tabs, .calc-basket, .calc-back-to-top, .calc-current__mileage,
  .calc-icon-button, .calc-back, .calc-info, .calc [role='status'], .calc-basis { display: none !important; }
  /* Of a card's one period on screen, paper keeps its claims with every qualification and note beside them (CAP Code
     3.10: a trial found the print without "until March 2028", "if charged fully every day" or what the saving
     counts); the table below gives each period's figures. */
  .calc-result__panel > :not(.calc-headline-block):not(.calc-result__more),
  .calc-result__more > :not(.calc-result__other-basis) { display: none !important; }
  .calc .calc-result__other-basis { margin: 1pt 0 0; font-size: 6.5pt; }
  .calc-result__panel { padding: 0; border: 0; }
  .calc .calc-headline { padding: 0; font-size: 8pt; background: none; border: 0; }
  .calc .calc-headline svg { display: none; }
  .calc-headline-block { gap: 1pt; }
  .calc .calc-headline__basis, .calc .calc-headline__as-of { font-size: 6.5pt; line-height: 1.25; }
  /* The chart at about half the page's width: its table gives every month, and the cards' notes need the room. */
  .calc .calc-cost-chart { max-width: 18rem; }
  .calc .calc-cost-chart__legend { gap: 0 12pt; margin-top: 2pt; font-size: 7pt; }
  .calc .calc-notice { margin: 0 0 6pt; padding: 3pt 6pt; font-size: 7.5pt; }
  .calc-compare { display: block; }
  .calc-current { position: static; margin-bottom: 12pt; background: none; border: 1px solid #888; }
  .calc-results__list { display: block; }
  .calc-result { break-inside: avoid; margin-bottom: 8pt; border: 1px solid #888; }
  .calc-terms__content[hidden] { display: block !important; }
  .calc .calc-terms__toggle { display: block !important; }
  .calc-terms__action { display: none; }
  .calc-print-only { display: table; }
  .calc .calc-current__check--paper { display: block; }
  .calc-print-table { width: 100%; margin-top: 12pt; border-collapse: collapse; font-size: 10pt; break-inside: avoid; }
  .calc-print-table th, .calc-print-table td { padding: 4pt 6pt; border: 1px solid #888; text-align: left; vertical-align: top; }
  .calc-print-table__amount { white-space: nowrap; }
  /* A dialog never prints: the quote request's holds what the visitor typed about themselves. */
  .hcuk-modal, .hcuk-modal-unavailable { display: none !important; }
  /* Three vehicles on two sides of A4: smaller type, the vehicles side by side, the method and terms in two
     columns, and nothing that only serves the screen (the call to action, the vehicles' specifications). */
  .calc { font-size: 8.5pt; line-height: 1.3; }
  .calc h2, .calc-step-header__title { font-size: 14pt; }
  .calc h3, .calc-representative__title { font-size: 10.5pt; }
  .calc-step-header { margin: 0 0 6pt; }
  .calc-compare { display: block; }
  .calc-current { display: block; padding: 6pt; }
  .calc-current__figure { font-size: 12pt; }
  .calc-current .calc-figures, .calc-current__extras { display: none; }
  .calc-results__list { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 6pt; }
  .calc-result { display: block; margin: 0; padding: 6pt; max-width: none; break-inside: auto; }
  .calc-result__model { font-size: 10pt; }
  /* Paper has no image or Remove button: the name takes the card's width, not the image's 88 px column. */
  .calc-result__head { display: block; }
  .calc-result__description, .calc-finance__title, .calc-finance__dated, .calc-finance__note, .calc-finance__outgoings,
  .calc-finance-statements, .calc-representative .calc-finance__note { font-size: 7.5pt; }
  .calc-result > * + * { margin-top: 4pt; }
  .calc-specs, .calc-result__image, .calc-info, .calc-result .hcuk-button, .calc-finance__inputs,
  .calc-finance__hp { display: none !important; }
  .calc-representative { margin-bottom: 6pt; padding: 6pt; font-size: 8.5pt; break-inside: avoid; }
  .calc-representative__rows { grid-template-columns: 1fr 1fr; column-gap: 12pt; }
  .calc-finance { padding-top: 4pt; font-size: 8pt; }
  .calc-illustration { padding: 4pt; }
  .calc-assumptions { padding: 6pt; break-inside: avoid; }
  /* The method in two columns, each row its label then its value: paper is narrow for a two-column grid. */
  .calc-assumptions .calc-assumptions__list { display: block; columns: 2; column-gap: 12pt; font-size: 6.5pt; }
  .calc-assumptions .calc-assumptions__list > div { display: block; margin-bottom: 3pt; break-inside: avoid; }
  .calc-assumptions .calc-assumptions__list dt { display: inline; }
  .calc-assumptions .calc-assumptions__list dt::after { content: ': '; }
  .calc-assumptions .calc-assumptions__list dd { display: inline; }
  .calc-print-table { margin-top: 6pt; font-size: 7pt; }
  /* Paper cannot scroll: an open PCP and HP table is shown whole, its box as wide as the table (no containment), with
     narrow cells so that it fits a third of A4. */
  .calc .calc-products__scroll { overflow: visible; contain: none; }
  .calc .calc-products__table th, .calc .calc-products__table td { padding: 1pt 3pt; }
  .calc-print-table th, .calc-print-table td { padding: 2pt 4pt; }
  .calc-terms__content { columns: 3; column-gap: 10pt; padding-bottom: 0; font-size: 6.5pt; }
  /* Nothing after the terms: the actions hold only buttons, and a live region is never seen. Their margins alone
     could carry a page that is full to its foot onto a blank sheet. */
  .calc-actions, .calc .hcuk-visually-hidden { display: none !important; }
  .calc-terms__content p { margin: 0 0 3pt; }
}
`;
