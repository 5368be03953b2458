/** The calculator's state: its shape, actions, reducer, steps, and what is stored across reloads. */
export * from './calculator-actions.ts';
export * from './calculator-reducer.ts';
export * from './calculator-setup.ts';
export * from './calculator-state.ts';
export * from './calculator-steps.ts';
export * from './calculator-store.ts';
export * from './own-value.ts';
export * from './step-access.ts';
export * from './stored-state-guard.ts';
export * from './supported-step.ts';
export * from './vehicle-tax-presence.ts';
