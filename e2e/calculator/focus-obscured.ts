/** WCAG 2.2 SC 2.4.11 in the page: what covers the focused card (or Show more, or a filter or sort), if anything. */
import type { Page } from 'playwright-core';

/**
 * How long a poll of `focusObscured` waits for the calculator to clear the focused card: it does so in the frame after
 * the browser's focus scroll, and again when the grid or basket moves, which on a loaded two-core CI machine can take
 * well over the default second. A correctness check, never a timing one (the bench measures time).
 */
export const settle = { timeout: 5000, interval: 50 } as const;

/**
 * The names of what covers the focused element's `.calc-card` or `.calc-more` block, or its model chip or field in the
 * toolbar: the basket, Back to top, or the host's sticky bar; `['nothing focused']` when focus is on none of them.
 */
export function focusObscured(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('hcuk-cost-saving-calculator')?.shadowRoot;
    const focused = root?.activeElement?.closest(
      '.calc-card, .calc-more, .calc-toolbar .calc-chip, .calc-toolbar .calc-field',
    );
    if (!focused) return ['nothing focused'];
    const box = focused.getBoundingClientRect();
    const covers = [
      ['basket', root?.querySelector('.calc-basket')],
      ['Back to top', root?.querySelector('.calc-back-to-top')],
      ['host bar', document.querySelector('#site-nav')],
    ] as const;
    return covers.flatMap(([name, cover]) => {
      if (!cover) return [];
      const area = cover.getBoundingClientRect();
      const overlap = box.top < area.bottom && box.bottom > area.top && box.left < area.right && box.right > area.left;
      return overlap ? [name] : [];
    });
  });
}
