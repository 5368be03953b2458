/** Styles for `hcuk-icon`. */
export const iconStyles = `
:host { display: inline-flex; vertical-align: middle; line-height: 0; }
:host([hidden]) { display: none; }
.hcuk-icon { flex: none; }
`;
