/**
 * A chunk as a component sees it: loading, loaded or failed, with a Retry that downloads it again. Unlike
 * `React.lazy`, which keeps a rejected download for good, a failure here is shown in place and can be retried.
 */
import { useEffect, useState } from 'react';
import { type ChunkFailureAdvice, chunkFailureAdvice } from './chunk-failure.ts';
import type { LoadOnce } from './load-once.ts';

/** What a component renders from: the chunk's value once loaded, whether it failed, and a Retry. */
export interface ChunkState<T> {
  /** The loaded value (a component, a function); `undefined` while loading or after a failure. */
  value: T | undefined;
  /** Whether the download failed (after its automatic retry). */
  failed: boolean;
  /** Why it failed (the rejected import's error), for the console; `undefined` unless it failed. */
  error: unknown;
  /** What the visitor can do about the failure; `undefined` unless it failed. */
  advice: ChunkFailureAdvice | undefined;
  /** Downloads the chunk again; once the page has used every attempt (`advice` is `reload`), reloads the page. */
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
  const advice = failed ? chunkFailureAdvice(state.error) : undefined;
  // Clearing the failure starts the download again (the effect above). A page that has used every attempt at a
  // file can only get it by loading again; the calculator keeps what the visitor typed across a reload.
  const retry = advice === 'reload' ? () => window.location.reload() : () => setState({});
  return { value, failed, error: state.error, advice, retry };
}
