/**
 * What the calculator's element shows before its flow has loaded (the first download holds only this): the host box,
 * the loading indicator's place and a problem in place. The flow brings the rest (`base-styles.ts`).
 */
export const shellStyles = `
:host { display: block; min-width: 0; }
:host([hidden]) { display: none; }
/* No specificity, so any class's margin below, and any host rule, wins over it without !important. */
:where(.hcuk-root) :where(h2, h3, h4, p) { margin: 0; }
.calc-problem { display: flex; gap: var(--_space-3); margin: var(--_space-4); padding: var(--_space-4); border: 2px solid var(--_danger);
  border-radius: var(--_radius-md); background: var(--_surface); color: var(--_text); }
.calc-problem > svg { flex: none; color: var(--_danger); margin-top: 2px; }
.calc-problem__title { font-weight: 700; }
.calc-problem__reason { margin: var(--_space-1) 0 var(--_space-3); color: var(--_text-muted); }
`;
