/**
 * Whether the calculator itself (not the window: a host page may embed it in a narrow column) is wide enough for
 * the desktop layouts. Measured by a ResizeObserver, whose first report comes after the browser's own layout and
 * before the first paint, so a narrow calculator is never painted wide; it is applied at once (flushSync), and the
 * browser lays out again before painting. Reading the width when mounted instead forced a layout of its own in the
 * middle of React's commit: about 9 ms of the first view, then laid out again for the frame.
 *
 * Only a change of layout renders in the callback: `flushSync` first runs the effects React has pending, and a render
 * they cause there (Reset All's Undo line) changes the calculator's size while the browser is delivering its sizes. A
 * page edge to edge on a phone, whose scroll bar comes and goes with its height, then heard "ResizeObserver loop
 * completed with undelivered notifications" as an error from the calculator (Firefox and WebKit, a phone review).
 */
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** The narrowest width, in pixels, that gets the desktop layouts. */
export const wideLayoutMinWidth = 640;

/** Tracks whether `ref`'s element is at least `wideLayoutMinWidth` wide; wide until measured. */
export function useWideLayout(ref: RefObject<HTMLElement | null>): boolean {
  const [wide, setWide] = useState(true);
  const shown = useRef(wide);
  shown.current = wide;
  useLayoutEffect(() => {
    const element = ref.current;
    // A test DOM has no ResizeObserver (and measures 0): keep the default.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      const measured = width >= wideLayoutMinWidth;
      // An element not laid out (hidden) measures 0: keep what it was until a real width arrives.
      if (width > 0 && measured !== shown.current) flushSync(() => setWide(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return wide;
}
