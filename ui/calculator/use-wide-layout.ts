/**
 * Whether the calculator itself (not the window: a host page may embed it in a narrow column) is wide enough for
 * the desktop layouts. Measured with a ResizeObserver; wide until measured.
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

/** The narrowest width, in pixels, that gets the desktop layouts. */
export const wideLayoutMinWidth = 640;

/** Tracks whether `ref`'s element is at least `wideLayoutMinWidth` wide. */
export function useWideLayout(ref: RefObject<HTMLElement | null>): boolean {
  const [wide, setWide] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // An element not laid out yet (or a test DOM) measures 0: keep the default until a real width arrives.
    const measure = (width: number) => width > 0 && setWide(width >= wideLayoutMinWidth);
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return wide;
}
