/** The models step: filter chips, sort, the card grid (1, 2 or 3 columns), the basket and Back to Top. */
export const selectStyles = `
.calc-toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: var(--_space-3) var(--_space-5);
  margin-bottom: var(--_space-4); }
.calc-toolbar .calc-field, .calc-toolbar .calc-fieldset { margin-bottom: 0; }
.calc-toolbar .calc-field__control, .calc-toolbar__item { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
.calc-toolbar__item .calc-field__label { flex-basis: 100%; }
.calc-model-filter { flex: 1 1 24rem; }
.calc-chips { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
.calc-chips__separator { align-self: stretch; width: 2px; margin: 0 var(--_space-1); background: var(--_border); }
.calc-chip { position: relative; display: inline-flex; }
.calc-chip input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.calc-chip span { display: inline-flex; align-items: center; min-height: 40px; padding: var(--_space-1) var(--_space-4);
  border: 2px solid var(--_border); border-radius: var(--_radius-pill); background: var(--_surface); }
.calc-chip input:checked + span { border-color: var(--_primary); background: var(--_primary); color: var(--_on-primary); font-weight: 700; }
.calc-chip input:focus-visible + span { outline: 3px solid var(--_focus); outline-offset: 2px; }
/* The room under the grid holds Back to top once the basket stops being stuck, so it never covers the last card. */
.calc-grid { display: grid; grid-template-columns: 1fr; gap: var(--_space-4); margin: 0 0 calc(56px + var(--_space-5)); padding: 0; list-style: none; }
/* A long grid, a page at a time: the count and Show more take the room under it instead. */
.calc-grid:has(+ .calc-more) { margin-bottom: var(--_space-4); }
/* Cards off screen are not laid out or painted until they come near it (a grid of thousands after many
   Show more), yet stay in the page for focus, find and assistive technology; 340px is a card's usual height. Its
   paint containment clips anything drawn outside the item, so a card's focus ring is drawn inside its border
   (WCAG 2.4.7: always visible). */
.calc-grid__item { content-visibility: auto; contain-intrinsic-size: auto 340px; }
.calc-more { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-3); margin-bottom: calc(56px + var(--_space-5)); }
.calc-more p { margin: 0; color: var(--_text-muted); }
@container calc (min-width: 480px) { .calc-grid { grid-template-columns: repeat(2, 1fr); } }
@container calc (min-width: 900px) { .calc-grid { grid-template-columns: repeat(3, 1fr); } }
.calc-card { position: relative; display: grid; grid-template-columns: 1fr auto; gap: var(--_space-1) var(--_space-2); height: 100%;
  padding: var(--_space-4); border: 2px solid var(--_border); border-radius: var(--_radius-md); background: var(--_surface); cursor: pointer;
  transition: border-color 150ms ease, box-shadow 150ms ease, opacity 150ms ease; }
.calc-card:hover { border-color: var(--_primary); }
.calc-card.is-selected { border-color: var(--_primary); box-shadow: inset 0 0 0 2px var(--_primary); }
/* The contents are dimmed, not the card, so its focus ring keeps full contrast (it stays in the Tab order). */
.calc-card.is-disabled { cursor: not-allowed; }
.calc-card.is-disabled > :not(.calc-card__check) { opacity: 0.45; }
.calc-card.is-disabled:hover { border-color: var(--_border); }
.calc-card__check { position: absolute; opacity: 0; inset: 0; width: 100%; height: 100%; margin: 0; cursor: inherit; }
.calc-card:has(.calc-card__check:focus-visible) { outline: 3px solid var(--_focus); outline-offset: -3px; }
.calc-card__image { grid-column: 1 / -1; width: 100%; aspect-ratio: 2 / 1; object-fit: contain; border-radius: var(--_radius-sm);
  background: var(--_surface-alt); opacity: 0; transition: opacity 300ms ease; }
.calc-card__image.is-loaded, .calc-card__image--placeholder { opacity: 1; }
.calc-card__train { grid-column: 1 / -1; justify-self: start; }
.calc-card__model { grid-column: 1 / -1; font-size: var(--_font-size-lg); font-weight: 700; line-height: 1.25; }
.calc-card__description { grid-column: 1 / -1; color: var(--_text-muted); }
.calc-card__economy { grid-column: 1 / -1; font-size: var(--_font-size-sm); font-variant-numeric: tabular-nums; }
.calc-card__price { align-self: end; font-weight: 700; font-variant-numeric: tabular-nums; }
.calc-card__state { align-self: end; display: inline-flex; align-items: center; gap: var(--_space-1); padding: 2px var(--_space-3);
  border: 2px solid var(--_primary); border-radius: var(--_radius-pill); color: var(--_primary); font-weight: 700; }
.is-selected .calc-card__state { background: var(--_primary); color: var(--_on-primary); }
.calc-basket { position: sticky; bottom: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-3) var(--_space-5);
  margin: 0 calc(-1 * var(--_space-4)); padding: var(--_space-3) var(--_space-4); border-top: 1px solid var(--_border);
  background: var(--_surface); box-shadow: 0 -6px 16px rgb(0 0 0 / 10%); }
@container calc (min-width: 640px) { .calc-basket { margin-inline: calc(-1 * var(--_space-5)); padding-inline: var(--_space-5); } }
.calc-basket__head { flex: 1 1 12rem; }
.calc-basket__title { font-size: var(--_font-size-md); }
.calc-basket__max { margin-top: var(--_space-1); color: var(--_text-muted); font-size: var(--_font-size-sm); }
.calc-basket__body { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-3); flex: 3 1 28rem; }
.calc-basket__actions { margin-left: auto; }
.calc-slots { display: flex; flex-wrap: wrap; gap: var(--_space-2); flex: 1 1 auto; margin: 0; padding: 0; list-style: none; }
.calc-slot { display: grid; grid-template-columns: 48px minmax(0, 1fr); grid-template-areas: 'image name' 'image remove'; align-items: center;
  column-gap: var(--_space-2); width: 13rem; min-height: 60px; padding: var(--_space-1) var(--_space-2); border: 2px solid var(--_primary);
  border-radius: var(--_radius-md); font-size: var(--_font-size-sm); }
.calc-slot--empty { border: 2px dashed var(--_border); }
.calc-slot__image { grid-area: image; width: 48px; height: 48px; object-fit: contain; border-radius: var(--_radius-sm); background: var(--_surface-alt); }
.calc-slot__name { grid-area: name; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
.calc-slot__remove { grid-area: remove; justify-self: start; font-size: var(--_font-size-sm); }
.calc-basket__thumbs { display: flex; gap: var(--_space-2); padding: var(--_space-1); border: 0; border-radius: var(--_radius-pill);
  background: none; cursor: pointer; }
.calc-thumb { display: block; width: 44px; height: 44px; border: 2px solid var(--_primary); border-radius: 50%; object-fit: cover; background: var(--_surface-alt); }
.calc-thumb--empty { border: 2px dashed var(--_border); }
.hcuk-modal .calc-slots { flex-direction: column; }
.hcuk-modal .calc-slot { width: 100%; }
.hcuk-modal .calc-basket__body { flex-direction: column; align-items: stretch; }
.hcuk-modal .calc-basket__body > .calc-link { align-self: flex-start; }
.calc-back-to-top { position: absolute; right: var(--_space-4); bottom: calc(100% + var(--_space-3)); z-index: 3; display: inline-flex; align-items: center; gap: var(--_space-2);
  min-height: 44px; padding: var(--_space-2) var(--_space-4); border: 2px solid var(--_primary); border-radius: var(--_radius-pill);
  background: var(--_surface); color: var(--_primary); font: inherit; font-weight: 700; box-shadow: 0 4px 12px rgb(0 0 0 / 20%); cursor: pointer; }
`;
