/**
 * What a step change does: a virtual page view, the `hcuk-step-change` event (also sent on load for a later step),
 * after 25 ms a scroll to the top of the calculator (allowing for the host's sticky bar and a top margin), and focus on
 * the new step's heading as soon as it is on screen (a step loading from its chunk shows it later), so keyboard and
 * screen-reader users start where the content starts. A visitor who has already tabbed into the new step by then is
 * left where they are.
 */
import { type MutableRefObject, type RefObject, useEffect, useRef } from 'react';
import { scrollBehavior } from '../components/motion/reduced-motion.ts';
import type { CalculatorOptions } from './calculator-options.ts';
import { trackStepView } from './calculator-tracking.ts';
import { focusedIn } from './parts/focused-in.ts';
import { type CalculatorStep, calculatorStepOrder } from './state/store/index.ts';

/** Sends the element's `hcuk-step-change` event. */
export type StepChangeEmitter = (
  name: 'hcuk-step-change',
  detail: { step: CalculatorStep; previous: CalculatorStep },
) => void;

/** The delay before scrolling, in milliseconds. */
export const stepScrollDelayMs = 25;

/** Selectors already said not to be valid: once each, not at every step change. */
const refusedSelectors = new Set<string>();

/** The height of the host's sticky bar named by `stickyHeader` (a CSS selector), or 0 without one. */
export function stickyHeaderHeight(stickyHeader: string): number {
  let sticky: Element | null = null;
  try {
    sticky = stickyHeader ? document.querySelector(stickyHeader) : null;
  } catch {
    if (!refusedSelectors.has(stickyHeader)) {
      refusedSelectors.add(stickyHeader);
      console.warn(`[hcuk] <hcuk-cost-saving-calculator> sticky-header "${stickyHeader}" is not a valid CSS selector`);
    }
  }
  return sticky?.getBoundingClientRect().height ?? 0;
}

/** Scrolls the window so `host`'s top sits below the sticky bar named by `stickyHeader`, plus `margin` pixels. */
export function scrollToCalculator(host: HTMLElement, stickyHeader: string, margin: number): void {
  const offset = stickyHeaderHeight(stickyHeader) + margin;
  const top = Math.max(0, host.getBoundingClientRect().top + window.scrollY - offset);
  window.scrollTo({ top, behavior: scrollBehavior() });
}

/**
 * Whether the visitor has already moved focus into the step in `container`, past its heading (a quick Tab after
 * Next), from `before` (what had focus as the step changed: Back or a step indicator's button keeps it, and is no
 * move). The step-change scroll is then skipped, since it would carry the focused control out of view or under the
 * sticky basket after it had been revealed (WCAG 2.2 SC 2.4.11 Focus Not Obscured), and so is the heading's focus.
 */
export function focusMovedInto(container: HTMLElement | null | undefined, before: Element | null = null): boolean {
  const focused = focusedIn(container);
  return Boolean(
    focused && focused !== before && container?.contains(focused) && !focused.closest('[data-step-heading]'),
  );
}

/**
 * Moves focus to the step heading on screen in `container`, if there is one; says whether it did. A step still
 * loading leaves the previous one mounted but hidden (React Suspense): its heading is passed over.
 */
export function focusStepHeading(container: ParentNode | null | undefined): boolean {
  const headings = Array.from(container?.querySelectorAll<HTMLElement>('[data-step-heading]') ?? []);
  const heading = headings.find((candidate) => candidate.checkVisibility?.() ?? true);
  heading?.focus({ preventScroll: true });
  return Boolean(heading);
}

/**
 * Runs the step-change effects for `step`; `container` holds the step's `[data-step-heading]`, and `headingFocus`
 * is left set when the heading is not there yet (its `StepHeader` then takes focus when it mounts).
 */
export function useStepChange(
  step: CalculatorStep,
  host: HTMLElement,
  container: RefObject<HTMLElement | null>,
  headingFocus: MutableRefObject<boolean>,
  options: Pick<CalculatorOptions, 'stickyHeader' | 'scrollMargin'>,
  emit: StepChangeEmitter,
): void {
  const previous = useRef<CalculatorStep | null>(null);
  const latest = useRef({ options, emit });
  latest.current = { options, emit };
  useEffect(() => {
    const { options: current, emit: send } = latest.current;
    trackStepView(host, step);
    const before = previous.current;
    previous.current = step;
    // The first step shown on load is a page view, not a change: no scroll, no focus move. A later step (a stored visit
    // or a shared link) is still said to the host, from the first, so a host that starts at the first step follows.
    if (before === null) {
      if (step !== calculatorStepOrder[0]) send('hcuk-step-change', { step, previous: calculatorStepOrder[0] });
      return;
    }
    send('hcuk-step-change', { step, previous: before });
    headingFocus.current = true;
    const focusedAtChange = focusedIn(container.current) ?? null;
    const timer = setTimeout(() => {
      // A visitor who tabbed into the new step within the delay keeps their place: moving focus back to the heading
      // would make their next Tab repeat the controls they had passed, and the scroll could hide the focused one.
      if (focusMovedInto(container.current, focusedAtChange)) {
        headingFocus.current = false;
        return;
      }
      scrollToCalculator(host, current.stickyHeader, current.scrollMargin);
      if (headingFocus.current && focusStepHeading(container.current)) headingFocus.current = false;
    }, stepScrollDelayMs);
    return () => clearTimeout(timer);
  }, [step, host, container, headingFocus]);
}
