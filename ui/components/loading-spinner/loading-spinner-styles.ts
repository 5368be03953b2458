/** Styles for the loading spinner. */
export const loadingSpinnerStyles = `
:host { display: block; }
:host([hidden]) { display: none; }
.hcuk-spinner { display: flex; flex-direction: column; align-items: center; gap: var(--_space-3); padding: var(--_space-4); }
.hcuk-spinner__ring { display: block; border-radius: 50%; border: 4px solid var(--_surface-alt);
  border-top-color: var(--_primary); animation: hcuk-spin 900ms linear infinite; }
.hcuk-spinner__label { color: var(--_text-muted); font-size: var(--_font-size-sm); }
@keyframes hcuk-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  /* A slow pulse instead of spinning: still shows activity without motion. */
  .hcuk-spinner__ring { animation: hcuk-pulse 2s ease-in-out infinite !important; animation-duration: 2s !important; }
}
@keyframes hcuk-pulse { 50% { opacity: 0.4; } }
`;
