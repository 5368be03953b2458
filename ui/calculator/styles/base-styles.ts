/**
 * The calculator's frame, type, fields, links, actions and problem messages (genesis tokens only). Any word or number
 * from an answer, however long, breaks inside the calculator rather than widening the host page (a 100 KB description
 * once made a page 1.6 million px wide): `overflow-wrap: anywhere`, which unlike `break-word` also lets grid and flex
 * items shrink below the word's width, and selects and fields never wider than their place.
 */
export const baseStyles = `
.calc { container: calc / inline-size; position: relative; padding: var(--_space-4) 0 var(--_space-6); background: var(--_surface); color: var(--_text);
  overflow-wrap: anywhere; }
.calc select, .calc-field { max-width: 100%; }
/* Parts more than one step shows (a power train's pill, a picture's placeholder) are styled here, with the flow: a
   visitor who reloads on the comparison never loads the models step's styles. */
.calc-card__image--placeholder, .calc-image--placeholder, .calc-thumb--placeholder, .calc-slot__image--placeholder, .calc-result__image--placeholder {
  display: flex; align-items: center; justify-content: center; color: var(--_text-muted); }
.calc-card__train { padding: 2px var(--_space-2); border-radius: var(--_radius-pill); background: var(--_surface-alt);
  color: var(--_text); font-size: var(--_font-size-sm); font-weight: 600; }
/* A figure never breaks: money, percentages and mileages in values, headlines and tabs wrap only between words, and
   where there is no room the layout reflows (a row's value moves under its label) instead. */
.calc dd, .calc-headline, .calc-tabs__tab, .calc-current__figure, .calc-illustration__summary, .calc-finance__outgoings,
.calc-finance__dated, .calc-result__panel p { overflow-wrap: normal; }
.calc__step { padding: 0 var(--_space-4); }
@container calc (min-width: 640px) { .calc__step { padding: 0 var(--_space-5); } }
.calc-step-header { margin: var(--_space-4) 0 var(--_space-5); max-width: 46rem; }
.calc-step-header__title { font-size: var(--_font-size-xl); line-height: 1.25; margin-bottom: var(--_space-2); }
.calc-step-header__title:focus { outline: none; }
.calc-step-header__title:focus-visible { outline: 3px solid var(--_focus); outline-offset: 4px; }
.calc-step-header__description { color: var(--_text-muted); }
.calc-back { display: inline-flex; align-items: center; gap: var(--_space-1); margin: var(--_space-3) var(--_space-4) 0;
  padding: var(--_space-1) 0; border: 0; background: none; color: var(--_text); font: inherit; text-decoration: underline;
  text-underline-offset: 3px; cursor: pointer; }
.calc-back::before { content: ''; width: 7px; height: 7px; border: solid currentColor; border-width: 0 0 2px 2px; transform: rotate(45deg); }
@container calc (min-width: 640px) { .calc-back { margin-inline: var(--_space-5); } }
.calc-link { padding: 0; border: 0; background: none; color: var(--_primary); font: inherit; text-decoration: underline;
  text-underline-offset: 3px; cursor: pointer; }
.calc-link:hover { color: var(--_primary-hover); text-decoration-thickness: 2px; }
.calc-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-4); margin-top: var(--_space-5); }
/* What Reset All did, with Undo: on a line of its own; empty, out of sight but still a live region. */
.calc-actions__status { flex-basis: 100%; margin: 0; }
.calc-actions__status:empty { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
.calc-form { max-width: 40rem; }
.calc-fieldset { margin: 0 0 var(--_space-5); padding: 0; border: 0; min-width: 0; }
.calc-field { margin-bottom: var(--_space-5); }
.calc-field__label-row { display: flex; align-items: center; gap: var(--_space-2); }
.calc-field__label { display: block; margin-bottom: var(--_space-1); padding: 0; font-weight: 700; }
.calc-field--error { padding-left: var(--_space-3); border-left: 4px solid var(--_danger); }
.calc-field__error { margin: 0 0 var(--_space-2); color: var(--_danger); font-weight: 700; }
.calc-field__control { display: flex; flex-wrap: wrap; align-items: stretch; gap: var(--_space-2); }
.calc-field__prefix, .calc-field__suffix { display: inline-flex; align-items: center; }
.calc-field__check { margin: var(--_space-2) 0 0; padding-left: var(--_space-2); border-left: 4px solid var(--_text);
  font-weight: 700; }
.calc-field__echo { margin-top: var(--_space-1); color: var(--_text-muted); font-size: var(--_font-size-sm); font-variant-numeric: tabular-nums; }
.calc-field__prefix { min-width: 40px; justify-content: center; margin-right: calc(-1 * var(--_space-2)); border: 2px solid var(--_text);
  border-right: 0; background: var(--_surface-alt); font-weight: 700; }
.calc-field__input, .calc-select { min-height: 44px; padding: var(--_space-1) var(--_space-2); border: 2px solid var(--_text);
  border-radius: 0; background: var(--_surface); color: var(--_text); font: inherit; }
.calc-field__input--short { width: 6.5em; }
.calc-field__input--medium { width: 9em; }
.calc-field__input--chars-10, .calc-field__input--chars-20 { box-sizing: border-box; max-width: 100%; }
.calc-field__input--chars-10 { width: 23ex; }
.calc-field__input--chars-20 { width: 41ex; }
.calc-plate { margin-bottom: var(--_space-5); padding: var(--_space-3) var(--_space-4); border: 1px solid var(--_border); border-radius: var(--_radius-md); }
.calc-plate__title { margin: 0 0 var(--_space-2); font-size: var(--_font-size-md); }
.calc-plate .calc-field { margin-bottom: var(--_space-2); }
.calc-plate__hint { margin: 0 0 var(--_space-1); color: var(--_text-muted); font-size: var(--_font-size-sm); }
.calc-plate__control { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
.calc-plate__input { font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; }
.calc-plate__outcome p { margin: 0 0 var(--_space-1); }
.calc-plate__problem { font-weight: 700; }
.calc-field__input--price { width: 5.5em; }
.calc-field--error .calc-field__input { border-color: var(--_danger); }
.calc-field__input:focus, .calc-select:focus { outline: 3px solid var(--_focus); outline-offset: 0; box-shadow: inset 0 0 0 2px var(--_text); }
.calc-select--wide { min-width: 14em; max-width: 100%; }
.calc-radios { display: flex; flex-direction: column; gap: var(--_space-2); }
.calc-radios--inline, .calc-radios--row { flex-direction: row; flex-wrap: wrap; }
.calc-radio { display: inline-flex; align-items: center; gap: var(--_space-2); min-height: 44px; padding-right: var(--_space-3); cursor: pointer; }
.calc-radio input { flex: none; width: 24px; height: 24px; margin: 0; accent-color: var(--_primary); }
.calc-radio--tile { padding: var(--_space-2) var(--_space-3); border: 2px solid var(--_border); border-radius: var(--_radius-md); }
.calc-radio--tile:has(input:checked) { border-color: var(--_primary); background: var(--_surface-alt); font-weight: 700; }
.calc-help-link { display: inline-block; margin-top: var(--_space-2); }
.calc-help-row { display: flex; align-items: center; gap: var(--_space-3); margin: calc(-1 * var(--_space-3)) 0 var(--_space-4); }
.calc-tooltip { position: relative; display: inline-flex; }
.calc-tooltip__trigger { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
  border: 0; border-radius: 50%; background: none; color: var(--_primary); cursor: pointer; }
.calc-tooltip__trigger:hover { background: var(--_surface-alt); }
.calc-tooltip__bubble { position: absolute; z-index: 3; left: 50%; bottom: calc(100% + 6px); width: max-content; max-width: min(18rem, 80vw);
  transform: translateX(calc(-50% + var(--_shift, 0px))); padding: var(--_space-2) var(--_space-3); border-radius: var(--_radius-sm); background: var(--_text);
  color: var(--_surface); font-size: var(--_font-size-sm); font-weight: 400; box-shadow: 0 4px 12px rgb(0 0 0 / 20%); }
.calc-tooltip__bubble[hidden] { display: none; }
.calc-note, .calc-empty { color: var(--_text-muted); font-size: var(--_font-size-sm); }
.calc-empty { margin: var(--_space-5) 0; font-size: var(--_font-size-md); }
.calc-notice { display: grid; gap: var(--_space-2); justify-items: start; margin: 0 0 var(--_space-5); padding: var(--_space-4);
  border-left: 4px solid var(--_primary); background: var(--_surface-alt); }
.calc-notice__title { font-weight: 700; }
.calc-shared-note p, .calc-shared-note ul { margin: 0; }
.calc-shared-note ul { padding-left: var(--_space-5); }
.calc-icon-button { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 44px; height: 44px;
  border: 0; border-radius: 50%; background: none; color: var(--_text-muted); cursor: pointer; }
.calc-icon-button:hover { background: var(--_surface-alt); color: var(--_danger); }
`;
