/**
 * A part of the calculator (the flow, a later step) whose chunk could not be downloaded, twice: for the visitor, a
 * server that cannot be reached. Shown in the part's place, with Retry.
 */
import type { ChunkState } from '../components/lazy/use-chunk.ts';
import { QueryProblem, type StatusTexts } from './query-problem.tsx';

/** Props of `ChunkProblem`. */
export interface ChunkProblemProps {
  /** The chunk's failure and Retry, from `useChunk`. */
  chunk: Pick<ChunkState<unknown>, 'error' | 'retry'>;
  status: StatusTexts;
  /** The element and the part, for the analytics event. */
  report: { host: Element; stepName: string };
}

/** The failure in place. */
export function ChunkProblem({ chunk, status, report }: ChunkProblemProps) {
  return (
    <QueryProblem
      what={status.calculatorFailed}
      error={chunk.error}
      action={status.unreachable}
      status={status}
      onRetry={chunk.retry}
      report={report}
    />
  );
}
