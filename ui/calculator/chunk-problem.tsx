/**
 * A part of the calculator (the flow, a later step) whose chunk could not be downloaded, twice. Shown in the part's
 * place, with what the visitor can do (`chunk-failure.ts`: check the connection only when the browser is offline)
 * and Try again, which really downloads it again (a new URL each time: `chunk-loader.ts`).
 */
import type { ChunkFailureTexts } from '../components/lazy/chunk-failure.ts';
import type { ChunkState } from '../components/lazy/use-chunk.ts';
import { QueryProblem, type StatusTexts } from './query-problem.tsx';

/** The status texts for each piece of advice about a failed download. */
export const chunkFailureTexts = (status: StatusTexts): ChunkFailureTexts => ({
  offline: status.unreachable,
  retry: status.tryAgain,
  reload: status.reloadPage,
});

/** Props of `ChunkProblem`. */
export interface ChunkProblemProps {
  /** The chunk's failure and Retry, from `useChunk`. */
  chunk: Pick<ChunkState<unknown>, 'error' | 'advice' | 'retry'>;
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
      action={chunkFailureTexts(status)[chunk.advice ?? 'retry']}
      status={status}
      onRetry={chunk.retry}
      report={report}
    />
  );
}
