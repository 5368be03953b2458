/**
 * A handler whose identity never changes but which always runs the latest render's code: memoised cards keep their
 * props equal across renders, so checking one card re-renders that card, not all 5,000.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

/** A stable function that calls the latest `handler`. */
export function useStableHandler<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
