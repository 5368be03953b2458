/**
 * The compare step: the current-vehicle card (sticky beside the results on wide screens, min 270px; stacked above
 * on narrow ones), result cards (min 300px, max 425px; from a 1,100px calculator, min 260px so three fit beside the
 * current-vehicle card at 1280px), tabs, the headline and figures, the assumptions, the info block and the terms
 * (readable paragraphs).
 */
export const compareStyles = `
.calc-compare { display: grid; grid-template-columns: 1fr; gap: var(--_space-5); align-items: start; }
@container calc (min-width: 760px) {
  .calc-compare { grid-template-columns: minmax(270px, 300px) 1fr; }
  .calc-current { position: sticky; top: var(--_space-4); }
}
.calc-current { display: grid; gap: var(--_space-3); min-width: 0; padding: var(--_space-4); border-radius: var(--_radius-md);
  background: var(--_surface-alt); }
@container calc (min-width: 480px) and (max-width: 759px) {
  .calc-current { grid-template-columns: 1fr 1fr; }
  .calc-current__title, .calc-current__cost { grid-column: 1 / -1; }
}
.calc-current__title { font-size: var(--_font-size-lg); }
.calc-current__label { color: var(--_text-muted); font-size: var(--_font-size-sm); }
.calc-current__figure { font-size: var(--_font-size-xl); font-weight: 700; font-variant-numeric: tabular-nums; }
.calc-current__others { color: var(--_text-muted); font-size: var(--_font-size-sm); font-variant-numeric: tabular-nums; }
.calc-current__extras { display: grid; gap: var(--_space-1); margin: var(--_space-2) 0 0; font-size: var(--_font-size-sm); }
.calc-current__extras > div { display: flex; justify-content: space-between; gap: var(--_space-3); }
.calc-current__extras dt { color: var(--_text-muted); }
.calc-current__extras dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.calc-current__section { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: var(--_space-1) var(--_space-3);
  padding-top: var(--_space-3); border-top: 1px solid var(--_border); font-size: var(--_font-size-sm); }
.calc-current__section p { flex: 1 1 12rem; }
.calc-current__detail { display: block; color: var(--_text-muted); }
/* Drawn as .calc-field__check is, across the section under the summary and its Edit link. */
.calc-current__section .calc-current__check { flex-basis: 100%; margin: 0; padding-left: var(--_space-2); border-left: 4px solid var(--_text);
  font-weight: 700; }
.calc-current__check--paper { display: none; }
.calc-current__mileage .calc-field { margin: 0; }
.calc-current__mileage .calc-field__label { font-size: var(--_font-size-sm); }
.calc-current__mileage > .calc-link { margin-top: var(--_space-2); }
.calc-results { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space-4); min-width: 0; }
.calc-results__list { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); gap: var(--_space-4);
  margin: 0; padding: 0; list-style: none; }
/* After the base rules it overrides: same specificity, so order decides. */
@container calc (min-width: 1100px) {
  .calc-compare { grid-template-columns: 270px 1fr; gap: var(--_space-4); }
  .calc-results__list { grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); }
}
/* A card's head, tabs, running costs (its headline, its figures and what follows them: three rows), specs, finance and
   call-to-action share their row's tracks (subgrid): side by side, they line up, each card's figures level with the
   others' whatever the length of its headline and notes. */
/* Its one column is capped at a 425px card's content width too, not left to the card's max-width alone: Firefox sizes
   the subgrid's rows for the column the list gives the card (up to 960px wide), so a card narrower than that got rows
   too short for its wrapped text, and "View Offers" lay over its finance example's buttons. */
.calc-result { --_result-max: 425px; --_result-border: 2px; display: grid; grid-row: span 7; grid-template-rows: subgrid;
  grid-template-columns: minmax(0, calc(var(--_result-max) - 2 * (var(--_space-4) + var(--_result-border)))); row-gap: var(--_space-3);
  align-content: start; max-width: var(--_result-max); padding: var(--_space-4); border: var(--_result-border) solid var(--_border);
  border-radius: var(--_radius-md); background: var(--_surface); }
.calc-result__head { display: grid; grid-template-columns: 88px minmax(0, 1fr) auto; gap: var(--_space-3); align-items: start; }
.calc-result__image { width: 88px; height: 60px; object-fit: contain; border-radius: var(--_radius-sm); background: var(--_surface-alt);
  opacity: 0; transition: opacity 300ms ease; }
.calc-result__image.is-loaded, .calc-result__image--placeholder { opacity: 1; }
.calc-result__title { display: grid; gap: 2px; justify-items: start; min-width: 0; }
.calc-result__model { font-size: var(--_font-size-lg); font-weight: 700; line-height: 1.25; }
.calc-result__description { margin: 0; color: var(--_text-muted); font-size: var(--_font-size-sm); font-weight: 400; }
.calc-tabs { display: flex; flex-wrap: wrap; border-bottom: 2px solid var(--_border); }
.calc-tabs__tab { flex: 1 0 auto; min-height: 44px; overflow-wrap: normal; margin-bottom: -2px; padding: var(--_space-2) var(--_space-1); border: 0; border-bottom: 4px solid transparent;
  background: none; color: var(--_text-muted); font: inherit; font-weight: 600; cursor: pointer; }
.calc-tabs__tab[aria-selected='true'] { border-bottom-color: var(--_primary); color: var(--_primary); }
.calc-tabs__tab:hover { color: var(--_text); }
/* Forced colours paint every border in the text colour: the unselected tabs' bar goes, the selected one's is the
   system's highlight (WCAG 1.4.1, 1.4.11). */
@media (forced-colors: active) {
  .calc-tabs__tab { border-bottom-color: Canvas; }
  .calc-tabs__tab[aria-selected='true'] { border-bottom-color: Highlight; color: Highlight; }
}
.calc-result__panel { display: grid; grid-row: span 3; grid-template-rows: subgrid; row-gap: var(--_space-3); align-content: start;
  border-radius: var(--_radius-sm); }
.calc-result__more { display: grid; align-content: start; gap: var(--_space-3); }
.calc-headline { display: flex; align-items: flex-start; gap: var(--_space-2); padding: var(--_space-3); border-radius: var(--_radius-sm);
  background: var(--_surface-alt); font-size: var(--_font-size-lg); font-weight: 700; line-height: 1.3; font-variant-numeric: tabular-nums; }
.calc-headline > svg { flex: none; margin-top: 0.2em; }
.calc-headline--saves { border-left: 4px solid var(--_success); }
.calc-headline--saves > svg { color: var(--_success); }
.calc-headline--costs-more, .calc-headline--same { border-left: 4px solid var(--_text-muted); }
.calc-figures, .calc-specs { display: grid; align-content: start; gap: var(--_space-2); margin: 0; }
.calc-figures > div, .calc-specs > div { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: var(--_space-3); }
.calc-figures dt, .calc-specs dt { flex: 1 1 8em; }
.calc-figures dd, .calc-specs dd { margin: 0 0 0 auto; font-weight: 700; font-variant-numeric: tabular-nums; text-align: right; white-space: nowrap; }
.calc-headline-block { display: grid; align-content: start; gap: var(--_space-1); }
.calc-headline__as-of, .calc-result__other-basis { margin: 0; color: var(--_text-muted); font-size: var(--_font-size-sm); }
.calc-headline__basis { margin: 0; font-size: var(--_font-size-sm); }
.calc-tariff-figures { font-size: var(--_font-size-sm); }
.calc-tariff-figures__title { margin: 0 0 var(--_space-1); font-weight: 700; }
.calc-tariff-figures ul { display: grid; gap: var(--_space-1); margin: 0; padding-left: 1.25em; }
.calc-basis { margin-bottom: var(--_space-3); }
.calc-specs { padding-top: var(--_space-3); border-top: 1px solid var(--_border); font-size: var(--_font-size-sm); }
.calc-specs dt { color: var(--_text-muted); }
/* A spec may hold two figures ("3.0 miles per kWh · 32.3 mpg on petrol"): it wraps between them, never inside one. */
.calc-specs dd { white-space: normal; }
.calc-result .hcuk-button { align-self: end; }
.calc-result__pending { color: var(--_text-muted); }
.calc-result--finance { grid-row: span 8; }
/* The finance example (CONC 3.5.5R; decisions/0002): every item of the representative example at one size and weight, and
   nothing about the payment larger than the example itself. */
.calc-finance { display: grid; gap: var(--_space-2); align-content: start; padding-top: var(--_space-3); border-top: 1px solid var(--_border);
  font-size: var(--_font-size-sm); }
.calc-finance__title { font-size: var(--_font-size-md); }
.calc-finance__example { padding: var(--_space-3); border: 1px solid var(--_border); border-radius: var(--_radius-sm); background: var(--_surface-alt); }
.calc-finance__example-title { margin-bottom: var(--_space-2); font-weight: 700; }
.calc-finance__rows { display: grid; gap: var(--_space-1); margin: 0; }
.calc-finance__rows > div { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: var(--_space-3); }
.calc-finance__rows dt, .calc-finance__rows dd { margin: 0; font-weight: 400; }
.calc-finance__rows dt { flex: 1 1 10em; }
.calc-finance__rows dd { flex: 0 1 auto; margin-left: auto; text-align: right; font-variant-numeric: tabular-nums; }
/* The one representative example (CONC 3.5.5R, 3.5.7R): once, above the vehicles, larger than any other
   cost-of-credit figure on the page; each vehicle's own illustration is smaller and plainer. */
.calc-representative { display: grid; gap: var(--_space-2); margin-bottom: var(--_space-4); padding: var(--_space-4);
  border: 2px solid var(--_text); border-radius: var(--_radius-md); background: var(--_surface-alt); font-size: var(--_font-size-md); }
.calc-representative__title { font-size: var(--_font-size-lg); }
.calc-representative__basis, .calc-representative p { margin: 0; }
.calc-representative__rows { display: grid; gap: var(--_space-1) var(--_space-5); margin: 0; }
@container calc (min-width: 720px) { .calc-representative__rows { grid-template-columns: 1fr 1fr; } }
/* The other product's example, in a vehicle's card beside the PCP and HP table: one column, as wide as the card. */
.calc-representative--in-card { margin: var(--_space-3) 0 0; padding: var(--_space-3); }
.calc-representative--in-card .calc-representative__title { margin: 0; font-size: var(--_font-size-md); }
@container calc (min-width: 720px) { .calc-representative--in-card .calc-representative__rows { grid-template-columns: 1fr; } }
.calc-representative__rows > div { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: var(--_space-3);
  padding: 2px 0; border-bottom: 1px solid var(--_border); }
.calc-representative__rows dt { flex: 1 1 10em; margin: 0; }
.calc-representative__rows dd { flex: 0 1 auto; margin: 0 0 0 auto; font-weight: 700; text-align: right; font-variant-numeric: tabular-nums; }
.calc-finance-statements { display: grid; gap: var(--_space-1); color: var(--_text-muted); font-size: var(--_font-size-sm); }
.calc-finance-statements p { margin: 0; }
/* A dealer's page: that the dealer is a broker paid commission is said in the page's own text colour, not muted with
   the lender's details (CONC 4.5.3R: the commission's existence and nature, prominently). */
.calc-finance-statements__broker { color: var(--_text); }
.calc-illustration { display: grid; gap: var(--_space-1); padding: var(--_space-2) var(--_space-3); border: 1px solid var(--_border);
  border-radius: var(--_radius-sm); }
.calc-illustration__summary { margin: 0; }
/* Another rate than the example's, said as plainly as the payment it qualifies (CONC 3.3.1R(1A)(c)). */
.calc-illustration__other-rate { margin: 0; font-weight: 700; }
.calc-finance__dated { margin: 0; color: var(--_text-muted); font-size: var(--_font-size-sm); }
.calc-quote-form__deal { display: grid; gap: var(--_space-1); margin-bottom: var(--_space-4); padding: var(--_space-3);
  border: 1px solid var(--_border); border-radius: var(--_radius-sm); font-size: var(--_font-size-sm); }
.calc-quote-form__deal-title { font-size: var(--_font-size-md); }
.calc-quote-form__vehicle { margin: 0; font-weight: 700; }
.calc-finance__outgoings, .calc-finance__note, .calc-finance__status, .calc-finance__none { margin: 0; }
/* The finance notes (why the outgoings are not a saving, the PCP explainer, the HP suggestion) have no colour of their
   own: said as plainly as the payment beside them (CONC 3.3.1R(1A)(c): a caveat no less prominent than the figure it
   qualifies). Only the status line is muted. */
.calc-finance__status { color: var(--_text-muted); }
.calc-finance__fields { display: grid; gap: var(--_space-2); margin-top: var(--_space-2); }
.calc-finance__fields[hidden] { display: none; }
.calc-finance__fields .calc-field { margin-bottom: var(--_space-2); }
.calc-finance .hcuk-button { justify-self: start; }
/* A figure in the PCP and HP table never breaks, as everywhere in the calculator: its column is as wide as its widest
   figure, each measure's name on a row of its own above its two figures, and a table wider than its card (200% text
   on a phone) scrolls sideways in its own box. */
/* Its width is its place's, never its table's (inline-size containment): otherwise the table's width would pass up
   through the grids around it and widen the card, and the page, instead of scrolling here. */
.calc-products__scroll { contain: inline-size; margin-top: var(--_space-2); overflow-x: auto; }
.calc-products__table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.calc-products__table caption { margin-bottom: var(--_space-1); text-align: left; font-weight: 700; }
.calc-products__table th, .calc-products__table td { padding: var(--_space-1) 0 var(--_space-1) var(--_space-2);
  border-bottom: 1px solid var(--_border); text-align: right; overflow-wrap: normal; }
.calc-products__table th[scope='rowgroup'] { padding: var(--_space-1) 0 0; border-bottom: 0; text-align: left; font-weight: 400; }
.calc-products__table td { width: 50%; padding-top: 0; }
.calc-products__trade-off { margin: var(--_space-2) 0 0; }
.calc-share-link { display: grid; gap: var(--_space-2); justify-items: start; }
.calc-share-link p { margin: 0; }
/* Empty, the status takes no row (and no gap), so the button lines up with Print beside it; it stays rendered, as a
   live region must be to be heard when it fills. */
.calc-share-link > [role='status']:empty { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
.calc-share-link__fallback { display: grid; gap: var(--_space-1); }
.calc-share-link__fallback .calc-field__input { width: min(36em, 100%); }
.calc-quote-form .calc-field__input--long { width: 100%; max-width: 24em; }
.calc-quote-form > p { margin: 0 0 var(--_space-3); }
.calc-field__hint { margin-bottom: var(--_space-1); color: var(--_text-muted); }
.calc-checkbox { display: flex; align-items: flex-start; gap: var(--_space-2); cursor: pointer; }
.calc-checkbox input { flex: none; width: 24px; height: 24px; margin: 0; accent-color: var(--_primary); }
.calc-error-summary { margin-bottom: var(--_space-4); padding: var(--_space-3) var(--_space-4); border: 3px solid var(--_danger); }
.calc-error-summary:focus { outline: 3px solid var(--_focus); }
.calc-error-summary__title { margin-bottom: var(--_space-2); font-size: var(--_font-size-lg); }
.calc-error-summary ul { margin: 0; padding-left: var(--_space-4); }
.calc-error-summary a { display: inline-block; min-height: 24px; padding: var(--_space-1) 0; color: var(--_danger); font-weight: 700; }
.calc-finance__sent { display: grid; gap: var(--_space-2); }
.calc-finance__sent p { margin: 0; }
/* The address as sent can be longer than a phone's width: it breaks rather than runs off the dialog. */
.calc-finance__sent-to { overflow-wrap: anywhere; }
/* Moves to the next line whole where it fits, rather than breaking at its hyphen; a longer one still wraps. */
.calc-finance__reference-id, .calc-finance__sent-email { display: inline-block; max-width: 100%; overflow-wrap: anywhere; }
.calc-finance__reference { font-weight: 700; }
.calc-assumptions { display: grid; gap: var(--_space-3); justify-items: start; padding: var(--_space-4); border: 1px solid var(--_border);
  border-radius: var(--_radius-md); }
.calc-assumptions__title { font-size: var(--_font-size-lg); }
.calc-assumptions__list { display: grid; gap: var(--_space-2); margin: 0; font-size: var(--_font-size-sm); }
@container calc (min-width: 640px) {
  .calc-assumptions__list { grid-template-columns: max-content 1fr; column-gap: var(--_space-4); }
  .calc-assumptions__list > div { display: contents; }
}
.calc-assumptions__list dt { font-weight: 700; }
.calc-assumptions__list dd { margin: 0; }
.calc-info { padding: var(--_space-4); border-left: 4px solid var(--_primary); background: var(--_surface-alt); }
.calc-info__title { font-size: var(--_font-size-lg); margin-bottom: var(--_space-1); }
.calc-info .calc-actions { margin-top: var(--_space-3); }
.calc-terms { border-top: 1px solid var(--_border); border-bottom: 1px solid var(--_border); }
.calc-terms__heading { font-size: var(--_font-size-md); }
.calc-terms__toggle { display: flex; width: 100%; align-items: center; justify-content: space-between; gap: var(--_space-3); min-height: 48px;
  padding: var(--_space-2) 0; border: 0; background: none; color: var(--_text); font: inherit; font-weight: 700; text-align: left; cursor: pointer; }
/* Show terms / Hide terms wrap between their words only: a flex item's text would otherwise break inside "terms" at
   200% text on a phone. */
.calc-terms__action { display: inline-flex; align-items: center; gap: var(--_space-1); color: var(--_primary); font-weight: 600;
  overflow-wrap: normal; }
.calc-terms__toggle[aria-expanded='true'] svg { transform: rotate(180deg); }
.calc-terms__content { max-width: 46rem; padding-bottom: var(--_space-4); color: var(--_text-muted); font-size: var(--_font-size-sm); line-height: 1.6; }
.calc-terms__content p + p { margin-top: var(--_space-3); }
.calc-terms__content[hidden] { display: none; }
.calc-print-only { display: none; }
`;
