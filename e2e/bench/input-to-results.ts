/**
 * Bench: on the compare step, from changing the mileage (the "Average mileage" field of the current-vehicle card)
 * to the first frame showing the new figures, each sample a new value so each needs a new calculation. The field
 * applies a value 300 ms after typing stops (`typingPauseMs`), so every sample includes that wait.
 */
import type { BrowserContext, ElementHandle } from 'playwright-core';
import { openComparison } from './open-comparison.ts';

// In the page: notes when the field's input event fires, and the first frame after the panel's figures change
// from what they were at that moment (the "Calculating…" text in between is not a result). A change before the
// input event (a re-render left over from the sample before) does not count: it once gave a negative time. No named
// inner functions: tsx would wrap them in a helper the page does not have.
function watchChange([input, panel]: readonly [HTMLInputElement, HTMLElement]) {
  const marks = document.documentElement.dataset;
  delete marks.benchInputAt;
  delete marks.benchShownAt;
  let before: string | null = null;
  input.addEventListener(
    'input',
    () => {
      marks.benchInputAt = String(performance.now());
      before = panel.textContent;
    },
    { once: true },
  );
  const observer = new MutationObserver(() => {
    if (before === null || panel.textContent === before || !panel.querySelector('dd')) return;
    observer.disconnect();
    requestAnimationFrame(() => (marks.benchShownAt = String(performance.now())));
  });
  observer.observe(panel, { subtree: true, childList: true, characterData: true });
}

/** `samples` timings in ms, each from the input event to the new figures on screen. */
export async function timeInputToResults(context: BrowserContext, url: string, samples: number): Promise<number[]> {
  const page = await context.newPage();
  try {
    const { calc, card } = await openComparison(page, url);
    // The example vehicle's card until the first new mileage makes it the visitor's.
    const mileage = calc.getByRole('complementary', { name: /^(Your|Example) vehicle$/ }).getByRole('textbox', {
      name: 'Average mileage',
      exact: true,
    });
    const input = (await mileage.elementHandle()) as ElementHandle<HTMLInputElement>;
    const panel = (await card.getByRole('tabpanel').elementHandle()) as ElementHandle<HTMLElement>;
    const times: number[] = [];
    for (let i = 1; i <= samples; i += 1) {
      await page.evaluate(watchChange, [input, panel] as const);
      // The defaults say 150 miles a week; every sample is a mileage not asked for before.
      await mileage.fill(String(150 + 10 * i));
      await page.waitForFunction(() => document.documentElement.dataset.benchShownAt);
      const marks = await page.evaluate(() => ({ ...document.documentElement.dataset }));
      times.push(Number(marks.benchShownAt) - Number(marks.benchInputAt));
    }
    return times;
  } finally {
    await page.close();
  }
}
