/** Styles for the shared button (used by `hcuk-button` and by every element that renders a `Button`). */
export const buttonStyles = `
:host { display: inline-block; }
:host([hidden]) { display: none; }
.hcuk-button { display: inline-flex; align-items: center; justify-content: center; gap: var(--_space-2);
  min-height: 44px; padding: var(--_space-2) var(--_space-5); border: 2px solid var(--_primary);
  border-radius: var(--_radius-pill); font: inherit; font-weight: 600; line-height: 1.25; text-decoration: none;
  cursor: pointer; transition: background-color 150ms ease, color 150ms ease, border-color 150ms ease; }
.hcuk-button--primary { background: var(--_primary); color: var(--_on-primary); }
.hcuk-button--primary:hover { background: var(--_primary-hover); border-color: var(--_primary-hover); }
.hcuk-button--secondary { background: var(--_surface); color: var(--_primary); }
.hcuk-button--secondary:hover { background: var(--_surface-alt); color: var(--_primary-hover); border-color: var(--_primary-hover); }
.hcuk-button--link { min-height: 0; padding: 0; border: 0; border-radius: var(--_radius-sm); background: none;
  color: var(--_primary); text-decoration: underline; text-underline-offset: 3px; }
.hcuk-button--link:hover { color: var(--_primary-hover); text-decoration-thickness: 2px; }
.hcuk-button:disabled, .hcuk-button[aria-disabled='true'] { cursor: not-allowed; opacity: 0.5; }
`;
