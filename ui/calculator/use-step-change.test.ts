import { act, renderHook } from '@testing-library/react';
import { createElement, type MutableRefObject } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalculatorSetupContext, type CalculatorSetupValue } from './calculator-context.ts';
import { StepHeader } from './parts/step-header.tsx';
import type { CalculatorStep } from './state/store/index.ts';
import { focusMovedInto, stepScrollDelayMs, stickyHeaderHeight, useStepChange } from './use-step-change.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A step in a shadow root, as the calculator renders it: a heading, then a card's checkbox. */
function stepInShadowRoot() {
  const host = document.body.appendChild(document.createElement('div'));
  const step = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('section'));
  step.innerHTML = '<h2 data-step-heading tabindex="-1">Choose models</h2><input type="checkbox" aria-label="MG4">';
  const [heading, checkbox] = step.children as unknown as [HTMLElement, HTMLElement];
  return { step, heading, checkbox };
}

describe('focusMovedInto', () => {
  it('is true once the visitor has tabbed past the new step’s heading, so the step-change scroll is skipped', () => {
    const { step, checkbox } = stepInShadowRoot();
    checkbox.focus();
    expect(focusMovedInto(step)).toBe(true);
  });

  it('is false while the heading has focus, or focus is elsewhere on the page', () => {
    const { step, heading } = stepInShadowRoot();
    heading.focus();
    expect(focusMovedInto(step)).toBe(false);
    document.body.appendChild(document.createElement('button')).focus();
    expect(focusMovedInto(step)).toBe(false);
    expect(focusMovedInto(null)).toBe(false);
  });
});

describe('useStepChange', () => {
  /**
   * Renders the hook on the vehicle step, then moves to charging, as Next does; `before` runs just before the change
   * (the calculator's Back, in the same container, taking focus as it is pressed).
   */
  function changeStep(before?: (step: HTMLElement) => void) {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { step, heading, checkbox } = stepInShadowRoot();
    const container = { current: step };
    const headingFocus = { current: false };
    const options = { stickyHeader: '', scrollMargin: 0 };
    const view = renderHook(
      ({ current }: { current: CalculatorStep }) =>
        useStepChange(
          current,
          (step.getRootNode() as ShadowRoot).host as HTMLElement,
          container,
          headingFocus,
          options,
          () => {},
        ),
      { initialProps: { current: 'vehicle' as CalculatorStep } },
    );
    before?.(step);
    view.rerender({ current: 'charging' });
    return { heading, checkbox, headingFocus };
  }

  it('focuses the new step’s heading once the delay has passed', () => {
    vi.useFakeTimers();
    const { heading } = changeStep();
    vi.advanceTimersByTime(stepScrollDelayMs);
    expect(activeIn(heading)).toBe(heading);
  });

  it('focuses the heading after Back, whose button keeps focus through the change', () => {
    vi.useFakeTimers();
    const { heading } = changeStep((step) => {
      const back = step.insertBefore(document.createElement('button'), step.firstChild);
      back.textContent = 'Back';
      back.focus();
    });
    vi.advanceTimersByTime(stepScrollDelayMs);
    expect(activeIn(heading)).toBe(heading);
  });

  it('leaves a visitor who tabbed into the new step within the delay where they are', () => {
    vi.useFakeTimers();
    const { checkbox } = changeStep();
    checkbox.focus();
    vi.advanceTimersByTime(stepScrollDelayMs);
    expect(activeIn(checkbox)).toBe(checkbox);
  });

  it('gives focus to the heading of a step that loads after the delay, as its header mounts', () => {
    vi.useFakeTimers();
    const { checkbox, headingFocus } = changeStep(stillLoading);
    vi.advanceTimersByTime(stepScrollDelayMs);
    expect(activeIn(checkbox)).toBeNull();
    const header = mountStepHeader(checkbox, headingFocus);
    expect(activeIn(checkbox)).toBe(header);
  });

  it('leaves a visitor who tabbed in there too when a loading step’s header mounts later', () => {
    vi.useFakeTimers();
    const { checkbox, headingFocus } = changeStep(stillLoading);
    checkbox.focus();
    vi.advanceTimersByTime(stepScrollDelayMs);
    mountStepHeader(checkbox, headingFocus);
    expect(activeIn(checkbox)).toBe(checkbox);
  });
});

/** The new step has no heading yet: it is still loading from its chunk. */
const stillLoading = (step: HTMLElement) => step.querySelector('[data-step-heading]')?.remove();

/** Mounts a `StepHeader` beside `sibling` (as a step loaded from its chunk does), sharing `headingFocus`. */
function mountStepHeader(sibling: HTMLElement, headingFocus: MutableRefObject<boolean>): HTMLElement {
  const place = sibling.parentElement?.appendChild(document.createElement('div')) as HTMLElement;
  const setup = { headingFocus } as CalculatorSetupValue;
  act(() => {
    createRoot(place).render(
      createElement(
        CalculatorSetupContext.Provider,
        { value: setup },
        createElement(StepHeader, { title: 'Charging' }),
      ),
    );
  });
  return place.querySelector('h2') as HTMLElement;
}

/** The focused element in `element`'s shadow root. */
function activeIn(element: HTMLElement): Element | null {
  return (element.getRootNode() as ShadowRoot).activeElement;
}

describe('stickyHeaderHeight', () => {
  it('says once, not at every step change, that a sticky-header selector is not valid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(stickyHeaderHeight('#nav[')).toBe(0);
    expect(stickyHeaderHeight('#nav[')).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[hcuk] <hcuk-cost-saving-calculator> sticky-header "#nav[" is not a valid CSS selector',
    );
  });
});
