/**
 * Which steps the step indicator may jump to (completed steps are clickable, so a visitor who went back to edit the
 * vehicle can jump straight back to the comparison): any earlier step, and a later one once everything before it is
 * done — the vehicle submitted, charging done, editions compared. A forward jump from Details or Charging submits that
 * step first, with its checks (`StepForm`), so edits are never left behind or costed unchecked.
 */
import type { CalculatorState } from './calculator-state.ts';
import { type CalculatorStep, calculatorStepOrder, stepIndex } from './calculator-steps.ts';

/** Whether `step`'s own work is done in `state`. */
function isDone(state: CalculatorState, step: CalculatorStep): boolean {
  if (step === 'vehicle') return state.accepted !== null;
  if (step === 'charging') return state.savedCharging !== null;
  if (step === 'select') return state.compared.length > 0;
  return false;
}

/** Whether every step before `step` is done in `state`: what `step` needs to be shown (the first step needs nothing). */
export const prerequisitesDone = (state: CalculatorState, step: CalculatorStep): boolean =>
  calculatorStepOrder.slice(0, stepIndex(step)).every((before) => isDone(state, before));

/** Whether the visitor may go straight from the current step to `step`. */
export function canGoTo(state: CalculatorState, step: CalculatorStep): boolean {
  if (step === state.step) return false;
  if (stepIndex(step) < stepIndex(state.step)) return true;
  // Comparison compares the basket as it is (the reducer): offered while there is one, and from Models at once.
  if (step === 'compare' && state.selected.length === 0) return false;
  return state.step === 'select' || prerequisitesDone(state, step);
}

/**
 * The steps whose own work is done. Only these are announced "(completed)": a step the indicator offers because its
 * prerequisites are done (charging, once the vehicle is submitted) is not done itself.
 */
export const completedSteps = (state: CalculatorState): CalculatorStep[] =>
  calculatorStepOrder.filter((step) => isDone(state, step));

/** The steps the step indicator offers as buttons. */
export const reachableSteps = (state: CalculatorState): CalculatorStep[] =>
  calculatorStepOrder.filter((step) => canGoTo(state, step));
