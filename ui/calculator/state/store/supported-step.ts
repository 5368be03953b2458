/**
 * The step a visitor can be shown with the data there is: a step restored from storage, or left behind by a catalogue
 * change, must never show a comparison of nothing or a models step without charging. Compare needs compared editions;
 * models need the vehicle submitted and charging done; charging needs the vehicle submitted.
 * A step that cannot be shown gives way to the nearest earlier one that can; the first step always can.
 */
import type { CalculatorState } from './calculator-state.ts';
import { type CalculatorStep, previousStep } from './calculator-steps.ts';
import { prerequisitesDone } from './step-access.ts';

/** The state's own step when it can be shown, else the nearest earlier one that can. */
export function supportedStep(state: CalculatorState): CalculatorStep {
  let step = state.step;
  while (!prerequisitesDone(state, step)) step = previousStep(step);
  return step;
}

/** `state` on its supported step (the same object when it is already there). */
export function onSupportedStep(state: CalculatorState): CalculatorState {
  const step = supportedStep(state);
  return step === state.step ? state : { ...state, step };
}
