/**
 * Print on Ctrl+P or Cmd+P: the browser's own print is replaced by the comparison's, which starts after 100 ms so the
 * page has settled; the print stylesheet lays the comparison out without its controls.
 */
import { useEffect } from 'react';

/** The delay before printing after the shortcut, in milliseconds. */
export const printDelayMs = 100;

/** While `active`, Ctrl+P and Cmd+P print the comparison. */
export function usePrintShortcut(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'p') return;
      // Two calculators comparing on one page each listen: the first to hear the keys prints, once.
      if (event.defaultPrevented) return;
      event.preventDefault();
      clearTimeout(timer);
      timer = setTimeout(() => window.print(), printDelayMs);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      clearTimeout(timer);
    };
  }, [active]);
}
