/** A load from a chunk beside the embed, made once: callers share one request, and a failed load can be tried again. */

/** The load, and its result once it has arrived. */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way; resolves with the result (again at once when it has arrived). */
  load: () => Promise<T>;
  /** The result if it has arrived, else `undefined`. */
  loaded: () => T | undefined;
}

/** Wraps `load` (usually an `import()`), whose result is never `undefined`. */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let result: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= load().then(
        (value) => (result = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => result,
  };
}
