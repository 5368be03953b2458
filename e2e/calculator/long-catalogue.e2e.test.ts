/**
 * Issue 19 in real Chromium: a brand with 5,000 trims. The models step shows them 60 at a time with Show more, keeps
 * its checkbox cards, and never leaves the focused card or Show more under the sticky basket (WCAG 2.2 SC 2.4.11),
 * even when rows above it grow after the focus scroll.
 * The script time of each action is the bench's (`npm run bench`), never asserted here.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { generatedCatalogue } from '../../ui/test/generated-catalogue.ts';
import { withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, toModels } from './calculator-page.ts';
import { checkStep, noViolations } from './check-step.ts';
import { focusObscured, settle } from './focus-obscured.ts';

let page: Page | undefined;
const calculatorHost = withCalculatorHost();
const catalogue = JSON.stringify(generatedCatalogue(5000));

it('shows 5,000 trims a page at a time, Show more taking focus to the next card, nothing under the basket', async () => {
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    page = await calculatorHost.newPage();
    await page.setViewportSize({ width, height });
    await page.route('**/GetRunningCostModels.json*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: catalogue }),
    );
    await page.goto(calculatorHost.origin());
    const calc = calculatorOn(page);
    await toModels(calc);
    const cards = calc.getByRole('checkbox');
    await calc.getByText('Showing 60 of 5,000').waitFor();
    expect(await cards.count()).toBe(60);
    await cards.nth(59).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent)).toBe(
      'Show 60 more',
    );
    await expect.poll(() => focusObscured(page as Page), { message: `Show more at ${width}px`, ...settle }).toEqual([]);
    // Rows laid out at their estimated height (content-visibility) render late and push Show more down: here, the
    // row above it grows by 60 px after the focus scroll, and Show more must be cleared again.
    await cards.nth(59).evaluate((box) => {
      (box.closest('.calc-card') as HTMLElement).style.paddingBottom = '76px';
    });
    await expect
      .poll(() => focusObscured(page as Page), { message: `Show more moved at ${width}px`, ...settle })
      .toEqual([]);
    await page.keyboard.press('Enter');
    await calc.getByText('Showing 120 of 5,000').waitFor();
    expect(await cards.nth(60).evaluate((box) => box === (box.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await expect.poll(() => focusObscured(page as Page), { message: `card 61 at ${width}px`, ...settle }).toEqual([]);
    await page.keyboard.press('Space');
    await calc.getByRole('button', { name: 'Compare (1)' }).waitFor();
    await expect
      .poll(() => focusObscured(page as Page), { message: `card 61 checked at ${width}px`, ...settle })
      .toEqual([]);
    await page.close();
  }
  page = await calculatorHost.newPage();
  await page.route('**/GetRunningCostModels.json*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: catalogue }),
  );
  await page.goto(calculatorHost.origin());
  await toModels(calculatorOn(page));
  expect(await checkStep(page, '19-models-5000')).toEqual(noViolations);
});
