/**
 * Terms and Conditions, in the WAI-ARIA Disclosure pattern: a button with `aria-expanded` shows or hides the sanitised
 * terms, which scroll into view when opened. Present only when there is terms text; always printed. Open or closed is
 * the compare step's, so "Read the full terms" beside the results can open it. The HTML (and the sanitiser) loads only
 * when the terms are first opened, so nothing in it is requested before the visitor asks to read it; until then the
 * terms are in the page as plain text, for printing.
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { HtmlContent } from '../../../components/html-content/html-content.tsx';
import { PlainText } from '../../../components/html-content/plain-text.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { scrollBehavior } from '../../../components/motion/reduced-motion.ts';
import { useCalculatorSetup } from '../../calculator-context.ts';
import { stepScrollDelayMs } from '../../use-step-change.ts';

/** Props of `TermsDisclosure`. */
export interface TermsDisclosureProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The show/hide button, for moving focus to the terms. */
  toggleRef?: RefObject<HTMLButtonElement | null>;
}

/** The collapsible terms. */
export function TermsDisclosure({ open, onOpenChange, toggleRef }: TermsDisclosureProps) {
  const { texts } = useCalculatorSetup();
  const t = texts.compare;
  const id = useId();
  // Once opened, the HTML stays (closing hides it; opening again shows it at once). Derived during render.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(
      () => region.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' }),
      stepScrollDelayMs,
    );
    return () => clearTimeout(timer);
  }, [open]);
  if (!t.terms.trim()) return null;
  return (
    <section className="calc-terms">
      <h3 className="calc-terms__heading">
        <button
          ref={toggleRef}
          type="button"
          className="calc-terms__toggle"
          aria-expanded={open}
          aria-controls={id}
          // Tracked by its title, not by the show/hide words that change as it is clicked.
          tracking-title={t.termsTitle}
          onClick={() => onOpenChange(!open)}
        >
          <span>{t.termsTitle}</span>{' '}
          <span className="calc-terms__action">
            {open ? t.hideTerms : t.showTerms}
            <Icon name="chevron-down" />
          </span>
        </button>
      </h3>
      <div ref={region} id={id} className="calc-terms__content" hidden={!open}>
        {opened ? <HtmlContent html={t.terms} retryLabel={texts.status.retry} /> : <PlainText html={t.terms} />}
      </div>
    </section>
  );
}
