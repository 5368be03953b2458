/** The calculator's navigation: the step indicator, completed steps clickable, and a Back link. */
import { StepProgress } from '../components/step-progress/step-progress.tsx';
import { useCalculator } from './calculator-context.ts';
import { trackComparison } from './calculator-tracking.ts';
import {
  calculatorStepOrder,
  completedSteps,
  isCalculatorStep,
  reachableSteps,
  stepIndex,
} from './state/store/index.ts';
import { useOfferedEditions } from './use-offered-editions.ts';
import { usePruneUnavailable } from './use-prune-unavailable.ts';

/** The step indicator and, from the second step on, Back. */
export function CalculatorNav() {
  const { texts, state, dispatch, options, stepSubmit, host } = useCalculator();
  const { describe } = useOfferedEditions();
  usePruneUnavailable();
  const steps = calculatorStepOrder.map((value) => ({ value, label: texts.steps[value] }));
  const track = (linkText: string) =>
    trackComparison(host, state.step, { linkText, selection: describe(state.selected) });
  return (
    <>
      <StepProgress
        steps={steps}
        current={state.step}
        clickable
        completed={completedSteps(state)}
        reachable={reachableSteps(state)}
        appearance={options.eapplyBranding ? 'dark' : 'light'}
        label="Calculator steps"
        onStepSelect={(value, index) => {
          if (!isCalculatorStep(value)) return;
          // Forward from a step with a form: that step's own submit, with its checks, then on (step-form.tsx); a
          // refused one stays, untracked, as a refused Next does.
          const submit = stepSubmit.current;
          if (submit && stepIndex(value) > stepIndex(state.step)) {
            if (submit(value)) track(steps[index]?.label ?? value);
            return;
          }
          track(steps[index]?.label ?? value);
          dispatch({ type: 'step/go', step: value });
        }}
      />
      {state.step === 'vehicle' ? null : (
        <button
          type="button"
          className="calc-back"
          onClick={() => {
            track(texts.back);
            dispatch({ type: 'step/back' });
          }}
        >
          {texts.back}
        </button>
      )}
    </>
  );
}
