/** Styles for the step indicator (numbered circles 40px across). */
export const stepProgressStyles = `
:host { display: block; }
:host([hidden]) { display: none; }
.hcuk-steps { --_step-bg: var(--_surface); --_step-fg: var(--_text); padding: var(--_space-3) 0; background: var(--_step-bg); }
.hcuk-steps--dark { --_step-bg: var(--_primary); --_step-fg: var(--_on-primary); }
.hcuk-steps__list { display: flex; gap: var(--_space-2); margin: 0; padding: 0; list-style: none; }
.hcuk-steps__step { flex: 1 1 0; position: relative; display: flex; justify-content: center; }
.hcuk-steps__step + .hcuk-steps__step::before { content: ''; position: absolute; top: 20px; right: calc(50% + 28px);
  width: calc(100% - 48px); border-top: 2px solid var(--_step-fg); opacity: 0.5; }
.hcuk-steps__target { display: flex; flex-direction: column; align-items: center; gap: var(--_space-2); padding: 0;
  border: 0; border-radius: var(--_radius-md); background: none; color: var(--_step-fg); font: inherit; text-align: center; }
button.hcuk-steps__target { cursor: pointer; }
button.hcuk-steps__target:hover .hcuk-steps__label { text-decoration: underline; }
.hcuk-steps__circle { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
  border: 2px solid var(--_step-fg); border-radius: 50%; font-weight: 700; }
.is-complete .hcuk-steps__circle { background: var(--_step-fg); color: var(--_step-bg); }
/* The current step: filled, with a halo ring so it differs from completed steps without relying on colour. */
.is-current .hcuk-steps__circle { background: var(--_step-fg); color: var(--_step-bg);
  box-shadow: 0 0 0 3px var(--_step-bg), 0 0 0 5px var(--_step-fg); }
.hcuk-steps__label { font-size: var(--_font-size-sm); }
.is-current .hcuk-steps__label { font-weight: 700; }
.hcuk-steps--dark :focus-visible { outline-color: var(--_on-primary); }
/* Forced colours drop backgrounds and shadows, so every circle was the same outline: the completed and current ones
   stay filled, in the system's own colours, and the current one keeps its ring (WCAG 1.4.1, 1.4.11). */
@media (forced-colors: active) {
  .is-complete .hcuk-steps__circle, .is-current .hcuk-steps__circle { forced-color-adjust: none;
    border-color: CanvasText; background: CanvasText; color: Canvas; }
  .is-current .hcuk-steps__circle { box-shadow: 0 0 0 3px Canvas, 0 0 0 5px CanvasText; }
}
`;
