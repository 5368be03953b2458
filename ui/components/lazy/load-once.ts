/** A load from a chunk beside the embed, made once: callers share one request, and a failed load can be tried again. */

/** The load, and its result once it has arrived. */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way; resolves with the result (again at once when it has arrived). */
  load: () => Promise<T>;
  /** The result if it has arrived, else `undefined`. */
  loaded: () => T | undefined;
  /**
   * Resolves with the result once it has arrived, however many loads that takes, and never rejects: it starts a load
   * only if none has started, and after a failure waits for the next load someone else starts (a Retry), so waiting
   * here never spends a download attempt of its own.
   */
  arrived: () => Promise<T>;
}

/** Wraps `load` (usually an `import()`), whose result is never `undefined`. */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let result: T | undefined;
  let pending: Promise<T> | undefined;
  let started = false;
  let waiting: { promise: Promise<T>; resolve: (value: T) => void } | undefined;
  const start = () => {
    started = true;
    pending ??= load().then(
      (value) => {
        result = value;
        waiting?.resolve(value);
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load: start,
    loaded: () => result,
    arrived: () => {
      if (result !== undefined) return Promise.resolve(result);
      if (!waiting) {
        let resolve: (value: T) => void = () => {};
        const promise = new Promise<T>((settle) => {
          resolve = settle;
        });
        waiting = { promise, resolve };
      }
      if (!started) void start().catch(() => {});
      return waiting.promise;
    },
  };
}
