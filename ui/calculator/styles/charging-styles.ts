/** The charging step: profile choice, share sliders, prices and the total. */
export const chargingStyles = `
.calc-custom-badge { margin-left: var(--_space-2); padding: 2px var(--_space-2); border-radius: var(--_radius-pill);
  background: var(--_surface-alt); font-size: var(--_font-size-sm); font-weight: 600; }
.calc-shares { min-width: 0; margin: var(--_space-2) 0 var(--_space-4); padding: var(--_space-4); border: 0; border-radius: var(--_radius-md);
  background: var(--_surface-alt); }
.calc-share { display: grid; grid-template-columns: 1fr auto; grid-template-areas: 'label value' 'slider slider' 'price price';
  align-items: center; gap: var(--_space-1) var(--_space-3); padding: var(--_space-3) 0; border-bottom: 1px solid var(--_border); }
.calc-share__label { grid-area: label; font-weight: 700; }
.calc-share__slider { grid-area: slider; width: 100%; height: 32px; margin: 0; accent-color: var(--_primary); cursor: pointer; }
.calc-share__value { grid-area: value; min-width: 3.5em; text-align: right; font-variant-numeric: tabular-nums; font-weight: 700; }
.calc-share__price { grid-area: price; display: flex; align-items: center; flex-wrap: wrap; gap: var(--_space-2); }
@container calc (min-width: 640px) {
  .calc-share { grid-template-columns: 9rem 1fr 3.5rem 13rem; grid-template-areas: 'label slider value price'; }
  .calc-share__price { justify-content: flex-end; }
}
.calc-share__note { grid-column: 1 / -1; }
.calc-price { min-height: 44px; padding: var(--_space-1) var(--_space-2); border: 0; background: none; color: var(--_primary);
  font: inherit; font-variant-numeric: tabular-nums; text-decoration: underline dotted; text-underline-offset: 4px; cursor: pointer; }
/* The pencil is decoration: with an empty alternative text, it is not read as part of the button's name (the first
   declaration is for engines without alternative text for generated content). */
.calc-price::after { content: ' ✎'; content: ' ✎' / ''; text-decoration: none; }
.calc-price--fixed { display: inline-flex; align-items: center; color: var(--_text-muted); text-decoration: none; cursor: default; }
.calc-price--fixed::after { content: none; }
.calc-price-editor { display: inline-flex; flex-wrap: wrap; align-items: stretch; gap: var(--_space-2); }
.calc-price-editor__error { flex-basis: 100%; order: -1; margin: 0; font-size: var(--_font-size-sm); }
.calc-total { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--_space-2); padding-top: var(--_space-3); font-size: var(--_font-size-lg); }
.calc-total .calc-field__error { margin: 0; font-size: var(--_font-size-md); }
`;
