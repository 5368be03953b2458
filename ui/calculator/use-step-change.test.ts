import { afterEach, describe, expect, it } from 'vitest';
import { focusMovedInto } from './use-step-change.ts';

afterEach(() => document.body.replaceChildren());

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
