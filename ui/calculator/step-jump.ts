/**
 * A move to another step that the visitor asked for outside the step's own buttons (the step indicator, the browser's
 * Back and Forward): back at once; forward from a step with a form through that step's own submit, with its checks
 * (`StepForm`), so edits are never left behind or costed unchecked; forward elsewhere only where `canGoTo` allows.
 */
import type { Dispatch, MutableRefObject } from 'react';
import {
  type CalculatorAction,
  type CalculatorState,
  type CalculatorStep,
  canGoTo,
  stepIndex,
} from './state/store/index.ts';

/** The current step's own submit towards a later step (set by `StepForm`); says whether it was accepted. */
export type StepSubmit = MutableRefObject<((to: CalculatorStep) => boolean) | null>;

/** Moves `state` towards `to`; says whether the move was accepted (a refused submit shows the step's messages). */
export function jumpToStep(
  state: CalculatorState,
  to: CalculatorStep,
  dispatch: Dispatch<CalculatorAction>,
  stepSubmit: StepSubmit,
): boolean {
  const submit = stepSubmit.current;
  if (submit && stepIndex(to) > stepIndex(state.step)) return submit(to);
  if (!canGoTo(state, to)) return false;
  dispatch({ type: 'step/go', step: to });
  return true;
}
