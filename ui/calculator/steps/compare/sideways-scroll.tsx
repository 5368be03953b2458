/**
 * A box in which a table too wide for a narrow screen scrolls sideways, named by the table's caption (a region). It is
 * a tab stop only while its table is wider than it, so a keyboard can reach and scroll it then (WCAG 2.1.1), and
 * passes over it when there is nothing to scroll. Measured by a ResizeObserver on the box and its table, whose first
 * report comes before the first paint; until measured (and in a test DOM, which has none), it is a tab stop.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** Props of `SidewaysScroll`. */
export interface SidewaysScrollProps {
  className: string;
  /** The id of what names the box: the table's caption. */
  labelledBy: string;
  children: ReactNode;
}

export function SidewaysScroll({ className, labelledBy, children }: SidewaysScrollProps) {
  const box = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    // A tab stop while it scrolls: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section ref={box} className={className} aria-labelledby={labelledBy} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </section>
  );
}
