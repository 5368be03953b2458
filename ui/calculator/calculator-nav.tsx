/** The calculator's navigation: the step indicator, completed steps clickable, and a Back link. */
import { StepProgress } from '../components/step-progress/step-progress.tsx';
import { useCalculator } from './calculator-context.ts';
import { trackComparison } from './calculator-tracking.ts';
import { calculatorStepOrder, completedSteps, isCalculatorStep, reachableSteps } from './state/store/index.ts';
import { jumpToStep } from './step-jump.ts';
import { useOfferedEditions } from './use-offered-editions.ts';
import { usePruneUnavailable } from './use-prune-unavailable.ts';

/** The step indicator and, from the second step on, Back. */
export function CalculatorNav() {
  const { texts, state, dispatch, options, stepSubmit, host, historyBack } = useCalculator();
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
          // A refused forward jump (the step's own checks) stays, untracked, as a refused Next does.
          if (jumpToStep(state, value, dispatch, stepSubmit)) track(steps[index]?.label ?? value);
        }}
      />
      {state.step === 'vehicle' ? null : (
        <button
          type="button"
          className="calc-back"
          onClick={() => {
            track(texts.back);
            // The same way as the browser's Back where the entry before is the step before, so the two walk one path.
            if (!historyBack.current()) dispatch({ type: 'step/back' });
          }}
        >
          {texts.back}
        </button>
      )}
    </>
  );
}
