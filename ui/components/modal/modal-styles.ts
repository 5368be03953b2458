/**
 * Styles for the modal: fade and scale, 300 ms in and 200 ms out, none with reduced motion. The modal renders them
 * itself, so they load with it; its buttons use the button styles of the shadow root it is in. Its height is kept
 * within the dynamic viewport (`dvh`): a phone's `100vh` is the height without the browser's toolbars, so the foot
 * of a long dialog (the quote request's Send) would sit under them while the page behind cannot scroll. The title
 * keeps clear of the close button (44 px, 8 px in), so a tap at its end cannot close the dialog.
 */

/** Modal CSS. */
export const modalStyles = `.hcuk-modal { position: fixed; inset: 0; z-index: 2147483000; display: flex; align-items: center; justify-content: center;
  padding: var(--_space-4); }
.hcuk-modal[data-state='closing'] { pointer-events: none; }
.hcuk-modal__backdrop { position: absolute; inset: 0; background: var(--_overlay); }
.hcuk-modal__dialog { position: relative; width: 100%; max-height: calc(100vh - 2 * var(--_space-4));
  max-height: calc(100dvh - 2 * var(--_space-4)); overflow: auto;
  padding: var(--_space-6) var(--_space-5) var(--_space-5); border-radius: var(--_radius-lg); background: var(--_surface);
  color: var(--_text); box-shadow: 0 12px 40px rgb(0 0 0 / 30%); }
.hcuk-modal[data-state='open'] .hcuk-modal__backdrop { animation: hcuk-fade-in var(--_duration-in) ease-out both; }
.hcuk-modal[data-state='open'] .hcuk-modal__dialog { animation: hcuk-modal-in var(--_duration-in) ease-out both; }
.hcuk-modal[data-state='closing'] .hcuk-modal__backdrop { animation: hcuk-fade-out var(--_duration-out) ease-in both; }
.hcuk-modal[data-state='closing'] .hcuk-modal__dialog { animation: hcuk-modal-out var(--_duration-out) ease-in both; }
.hcuk-modal__dialog:focus { outline: none; }
.hcuk-modal__close { position: absolute; top: var(--_space-2); right: var(--_space-2); display: inline-flex;
  align-items: center; justify-content: center; width: 44px; height: 44px; border: 0; border-radius: 50%;
  background: none; color: var(--_text); cursor: pointer; }
.hcuk-modal__close:hover { background: var(--_surface-alt); }
/* Within the dialog, so the margins outrank a page or calculator reset of headings and paragraphs (the calculator's
   \`.hcuk-root :is(h2, p)\` took them away: the title ran under the close button). */
.hcuk-modal__dialog .hcuk-modal__title { margin: 0 calc(44px + var(--_space-2) - var(--_space-5)) var(--_space-3) 0;
  font-size: var(--_font-size-xl); line-height: 1.25; }
.hcuk-modal__dialog .hcuk-modal__message { margin: 0 0 var(--_space-3); }
.hcuk-modal__content { color: var(--_text); }
.hcuk-modal__content a { color: var(--_primary); }
.hcuk-modal__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space-3); margin-top: var(--_space-5); }
/* On a phone the dialog is the whole screen: the page's own text showing at its edges read as the dialog's (a
   host-page review: the quote's dates ran on into the page's figures below them). */
@media (max-width: 30rem) {
  .hcuk-modal { padding: 0; }
  .hcuk-modal__dialog { height: 100vh; height: 100dvh; max-height: none; border-radius: 0; box-shadow: none; }
}
@keyframes hcuk-fade-in { from { opacity: 0; } }
@keyframes hcuk-fade-out { to { opacity: 0; } }
@keyframes hcuk-modal-in { from { opacity: 0; transform: scale(0.95); } }
@keyframes hcuk-modal-out { to { opacity: 0; transform: scale(0.95); } }
@media (prefers-reduced-motion: reduce) {
  .hcuk-modal__backdrop, .hcuk-modal__dialog { animation: none !important; }
}
`;
