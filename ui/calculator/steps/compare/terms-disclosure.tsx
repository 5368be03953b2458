/**
 * Terms and Conditions (spec section 2), in the WAI-ARIA Disclosure pattern: a button with `aria-expanded` shows
 * or hides the sanitised terms, which scroll into view when opened. Present only when there is terms text; always
 * printed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { HtmlContent } from '../../../components/html-content/html-content.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { useCalculator } from '../../calculator-context.ts';
import { stepScrollDelayMs } from '../../use-step-change.ts';

/** The collapsible terms. */
export function TermsDisclosure() {
  const { texts } = useCalculator();
  const t = texts.compare;
  const id = useId();
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(
      () => region.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }),
      stepScrollDelayMs,
    );
    return () => clearTimeout(timer);
  }, [open]);
  if (!t.terms.trim()) return null;
  return (
    <section className="calc-terms">
      <h3 className="calc-terms__heading">
        <button
          type="button"
          className="calc-terms__toggle"
          aria-expanded={open}
          aria-controls={id}
          // Tracked by its title, not by the show/hide words that change as it is clicked.
          tracking-title={t.termsTitle}
          onClick={() => setOpen(!open)}
        >
          <span>{t.termsTitle}</span>
          <span className="calc-terms__action">
            {open ? t.hideTerms : t.showTerms}
            <Icon name="chevron-down" />
          </span>
        </button>
      </h3>
      <div ref={region} id={id} className="calc-terms__content" hidden={!open}>
        <HtmlContent html={t.terms} />
      </div>
    </section>
  );
}
