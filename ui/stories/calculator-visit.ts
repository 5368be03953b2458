/**
 * Calculator stories start on a step with given inputs, without clicking through: a visit is stored the way a
 * reload finds it, through the state module's own store (as the component tests' `seed-visit.ts` does), so a change
 * of the stored format follows automatically.
 */

import type { CalculatorStep } from '../calculator/state/store/index.ts';
import { type CalculatorState, initialCalculatorState, storageKey } from '../calculator/state/store/index.ts';
import { mockSetup } from '../calculator/test/mock-configuration.ts';
import { comparingVisit, seedVisit } from '../calculator/test/seed-visit.ts';

/** The MG4 EV SE Standard Range and Long Range, the editions the compare stories show. */
export const mg4Editions = ['mg-mg4-se-sr', 'mg-mg4-se-lr'];

/**
 * A visit on `step`: the first visit for `vehicle`; past it, the initial figures accepted and the first charging
 * profile saved, comparing `mg4Editions` on `compare`; `changes` last.
 */
export function visitAt(step: CalculatorStep, changes: Partial<CalculatorState> = {}): CalculatorState {
  if (step === 'vehicle') return { ...initialCalculatorState(mockSetup), ...changes };
  const compared = step === 'compare' ? mg4Editions : [];
  return comparingVisit(compared, { step, ...(step === 'charging' ? { savedCharging: null } : {}), ...changes });
}

/** Forgets every stored calculator visit (each story starts afresh). */
export function clearStoredVisits(): void {
  const prefix = storageKey('');
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
}

/** A story `beforeEach` that stores `visit` for the story's brand before the calculator mounts. */
export const startAt =
  (visit: CalculatorState) =>
  ({ args }: { args: Record<string, unknown> }): void => {
    clearStoredVisits();
    seedVisit(String(args.brand ?? ''), visit);
  };
