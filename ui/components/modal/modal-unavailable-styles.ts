/** Styles for the dialog that could not be downloaded: a box in the page's flow, where the dialog would have opened. */
export const modalUnavailableStyles = `
.hcuk-modal-unavailable { margin: var(--_space-3) 0; padding: var(--_space-4); border: 2px solid var(--_border);
  border-radius: var(--_radius-md); background: var(--_surface); color: var(--_text); }
.hcuk-modal-unavailable__title { margin: 0 0 var(--_space-2); font-weight: 700; }
.hcuk-modal-unavailable p { margin: 0 0 var(--_space-2); }
.hcuk-modal-unavailable__reason { color: var(--_text-muted); }
.hcuk-modal-unavailable__actions { display: flex; flex-wrap: wrap; gap: var(--_space-3); margin-top: var(--_space-3); }
`;
