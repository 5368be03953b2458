/**
 * Back to Top: appears once the editions header has scrolled out of view above the screen, and returns to the top of
 * the calculator with focus on the step's heading.
 */
import { type RefObject, useEffect, useState } from 'react';
import { Icon } from '../../../components/icon/icon.tsx';
import { useCalculatorSetup } from '../../calculator-context.ts';
import { scrollToCalculator } from '../../use-step-change.ts';

/** Props of `BackToTop`. */
export interface BackToTopProps {
  /** The editions header watched for leaving the screen. */
  watch: RefObject<HTMLElement | null>;
}

/** A floating button, shown only while the header is above the screen. */
export function BackToTop({ watch }: BackToTopProps) {
  const { texts, host, options } = useCalculatorSetup();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const header = watch.current;
    if (!header || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [watch]);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="calc-back-to-top"
      onClick={() => {
        scrollToCalculator(host, options.stickyHeader, options.scrollMargin);
        host.shadowRoot?.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" />
      {texts.select.backToTop}
    </button>
  );
}
