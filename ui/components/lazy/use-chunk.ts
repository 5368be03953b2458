/**
 * A chunk as a component sees it: loading, loaded or failed, with a Retry that downloads it again. Unlike
 * `React.lazy`, which keeps a rejected download for good, a failure here is shown in place and can be retried.
 */
import { useEffect, useState } from 'react';
import type { LoadOnce } from './load-once.ts';

/** What a component renders from: the chunk's value once loaded, whether it failed, and a Retry. */
export interface ChunkState<T> {
  /** The loaded value (a component, a function); `undefined` while loading or after a failure. */
  value: T | undefined;
  /** Whether the download failed (after its automatic retry). */
  failed: boolean;
  /** Why it failed (the rejected import's error), for the console; `undefined` unless it failed. */
  error: unknown;
  /** Downloads the chunk again. */
  retry: () => void;
}

/** Loads `chunk` while `wanted` (default true); a chunk already loaded is there on the first render. */
export function useChunk<T>(chunk: LoadOnce<T>, wanted = true): ChunkState<T> {
  const [state, setState] = useState<{ value?: T; error?: unknown }>(() => ({ value: chunk.loaded() }));
  const value = state.value ?? chunk.loaded();
  const failed = state.error !== undefined;
  useEffect(() => {
    if (!wanted || value !== undefined || failed) return;
    let current = true;
    chunk.load().then(
      (loaded) => current && setState({ value: loaded }),
      (error: unknown) => current && setState({ error: error ?? 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [chunk, wanted, value, failed]);
  // Clearing the failure starts the download again (the effect above).
  return { value, failed, error: state.error, retry: () => setState({}) };
}
