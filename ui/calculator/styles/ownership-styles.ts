/**
 * Cost over the agreement: the panel around them (its sentences, one block a vehicle); the chart scales to its
 * container (never wider), its lines told apart by dash, marker and label as well as colour (the theme's high-contrast colours, black on paper); the table scrolls sideways in its own
 * box on a narrow screen rather than widening the page, and prints open.
 *
 * Printing a closed `<details>`: its contents sit in the element's own shadow tree, so no rule on its children (such
 * as `details:not([open]) > :not(summary) { display: block }`) can show them. Browsers with `::details-content`
 * (Chrome 131, Safari 18.4) take the rule below; the table also opens itself on `beforeprint` and closes again on
 * `afterprint`, which covers the rest. The `::details-content` rule stands alone, as an unknown pseudo-element would
 * drop any selector list it was in.
 */
export const ownershipStyles = `
.calc-ownership { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space-3); min-width: 0; padding: var(--_space-4); border: 1px solid var(--_border);
  border-radius: var(--_radius-md); }
.calc-ownership__title { font-size: var(--_font-size-lg); }
.calc-ownership p { margin: 0; }
.calc-ownership__basis { display: grid; gap: var(--_space-2); justify-items: start; }
.calc-ownership__vehicles { display: grid; gap: var(--_space-3); margin: 0; padding: 0; list-style: none; }
.calc-ownership__vehicles > li { display: grid; gap: var(--_space-1); padding-left: var(--_space-3); border-left: 4px solid var(--_border);
  font-variant-numeric: tabular-nums; }
.calc-cost-chart { display: block; width: 100%; max-width: 36rem; height: auto; color: var(--_text); }
.calc-cost-chart text { fill: var(--_text); font-size: 13px; }
.calc-cost-chart__grid { stroke: var(--_border); stroke-width: 1; }
.calc-cost-chart__axis { fill: none; stroke: var(--_text); stroke-width: 1.5; }
.calc-cost-chart__line { fill: none; stroke-width: 2.5; stroke-linejoin: round; }
.calc-cost-chart__line--current { stroke-width: 3; }
.calc-cost-chart__markers, .calc-cost-chart__key { stroke-width: 1.5; stroke-linejoin: round; }
.calc-cost-chart__pay-off { fill: none; stroke: var(--_text); stroke-width: 2; }
.calc-cost-chart__legend { display: grid; gap: var(--_space-1); margin: var(--_space-2) 0 0; padding: 0; list-style: none; }
.calc-cost-chart__legend li { display: flex; align-items: center; gap: var(--_space-2); }
.calc-cost-chart__sample { flex: none; overflow: visible; }
.calc-cost-chart__label { font-weight: 700; }
.calc-cost-table { max-width: 100%; }
.calc-cost-table > summary { min-height: 44px; padding: var(--_space-2) 0; color: var(--_primary); font-weight: 700; cursor: pointer; }
.calc-cost-table__scroll { max-width: 100%; overflow-x: auto; }
.calc-cost-table__table { border-collapse: collapse; font-size: var(--_font-size-sm); font-variant-numeric: tabular-nums; }
.calc-cost-table__table caption { padding-bottom: var(--_space-2); font-weight: 700; text-align: left; }
.calc-cost-table__table th, .calc-cost-table__table td { padding: var(--_space-1) var(--_space-3); border-bottom: 1px solid var(--_border);
  text-align: right; white-space: nowrap; }
.calc-cost-table__table thead th { max-width: 12rem; vertical-align: bottom; white-space: normal; overflow-wrap: normal; }
.calc-cost-table__table thead th:first-child { white-space: nowrap; }
.calc-cost-table__table th:first-child { text-align: left; }
.calc-cost-table__pay-off { font-weight: 700; outline: 2px solid var(--_text); outline-offset: -2px; }
@media print {
  .calc-ownership { gap: 4pt; padding: 6pt; }
  .calc-ownership__vehicles > li { break-inside: avoid; }
  .calc-cost-chart { max-width: 11cm; break-inside: avoid; }
  /* The key in two columns: four lines of it under a chart a third of the page high made a fourth page. */
  .calc-cost-chart__legend { grid-template-columns: repeat(2, max-content); column-gap: 12pt; }
  .calc-cost-table__between { display: none; }
  .calc-cost-table > summary { display: none; }
  .calc-cost-table__scroll { overflow: visible; }
  .calc-cost-table__table { width: 100%; font-size: 7.5pt; }
  .calc-cost-table__table th, .calc-cost-table__table td { padding: 1pt 4pt; border: 1px solid #888; }
}
@media print {
  .calc-cost-table::details-content { content-visibility: visible; }
}
`;
