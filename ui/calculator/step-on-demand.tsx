/**
 * A later step, from its chunk: the loading indicator while it downloads, and if the download fails (twice), the
 * failure in the step's place with Retry. The navigation stays, and so does everything the visitor entered: it lives
 * in the calculator's state, not in the step.
 */

import { useChunk } from '../components/lazy/use-chunk.ts';
import { LoadingSpinner } from '../components/loading-spinner/loading-spinner.tsx';
import { useCalculatorSetup } from './calculator-context.ts';
import { ChunkProblem } from './chunk-problem.tsx';
import { type LaterStep, laterSteps } from './lazy-steps.ts';
import { stepAnalytics } from './state/store/index.ts';

/** Props of `StepOnDemand`; render it with `key={step}`, so each step has its own download state. */
export interface StepOnDemandProps {
  /** Which later step. */
  step: LaterStep;
}

/** The step once downloaded. */
export function StepOnDemand({ step }: StepOnDemandProps) {
  const { texts, host } = useCalculatorSetup();
  const chunk = useChunk(laterSteps[step]);
  const Step = chunk.value;
  if (Step) return <Step />;
  if (!chunk.failed) return <LoadingSpinner label={texts.loading} />;
  return <ChunkProblem chunk={chunk} status={texts.status} report={{ host, stepName: stepAnalytics[step].name }} />;
}
