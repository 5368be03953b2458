/**
 * Which steps the step indicator may jump to (spec section 2: completed steps are clickable, and in the widget the
 * steps jump between each other): any earlier step, and a later one once everything before it is done — the
 * vehicle submitted, charging done, editions compared.
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

/** Whether the visitor may go straight from the current step to `step`. */
export function canGoTo(state: CalculatorState, step: CalculatorStep): boolean {
  if (step === state.step) return false;
  if (stepIndex(step) < stepIndex(state.step)) return true;
  return calculatorStepOrder.slice(0, stepIndex(step)).every((before) => isDone(state, before));
}

/** The steps the step indicator offers as buttons. */
export const reachableSteps = (state: CalculatorState): CalculatorStep[] =>
  calculatorStepOrder.filter((step) => canGoTo(state, step));
