/**
 * A part of the embed that loads from a chunk beside it (a later step, the dialog, the sanitiser). A download is a
 * network request that can fail: a failed one is tried again once by itself after a short wait, then left for the
 * visitor's Retry (`use-chunk.ts`); callers share one request, and a loaded chunk is kept.
 */
import { type LoadOnce, loadOnce } from './load-once.ts';

/** How long a failed chunk download waits before its one automatic retry; default 1 second. */
export const chunkRetryDelayMs = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wraps `load` (an `import()`); `what` names the part in the `[hcuk]` error logged when both tries fail. */
export function lazyChunk<T>(what: string, load: () => Promise<T>, retryDelayMs = chunkRetryDelayMs): LoadOnce<T> {
  return loadOnce(() =>
    load()
      .catch(() => wait(retryDelayMs).then(load))
      .catch((error: unknown) => {
        console.error(`[hcuk] Could not download ${what} (tried twice); serve all of dist/ beside the embed`, error);
        throw error;
      }),
  );
}
