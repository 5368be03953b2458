/**
 * When a calculator's first downloads start: the configuration, the brand's models and the flow chunk go out while
 * the embed is still being evaluated, before it defines its elements (so before React's code has run), once each, for
 * every calculator already on the page; one added later starts its own when it connects
 * (`start-calculators-early.ts`).
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { hostPage, withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, heading } from './calculator-page.ts';

let page: Page;

const calculatorHost = withCalculatorHost((mockUrl) => ({
  '/': hostPage(mockUrl, '<hcuk-cost-saving-calculator id="mg" brand="MG"></hcuk-cost-saving-calculator>'),
}));

beforeEach(async () => {
  page = await calculatorHost.newPage();
  // The moment the embed defines the calculator's element, which it does once React's code has been evaluated.
  await page.addInitScript(() => {
    const define = customElements.define.bind(customElements);
    customElements.define = (name, ...rest) => {
      if (name === 'hcuk-cost-saving-calculator')
        document.documentElement.dataset.definedAt = String(performance.now());
      define(name, ...rest);
    };
  });
});

/**
 * Each API request and flow chunk request: its file name, its query, and whether it started before the element was
 * defined.
 * The later steps' chunks, fetched in idle time after the first view, are left out.
 */
const firstRequests = () =>
  page.evaluate(() => {
    const definedAt = Number(document.documentElement.dataset.definedAt);
    return performance
      .getEntriesByType('resource')
      .map((entry) => ({
        file: new URL(entry.name).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js'),
        query: new URL(entry.name).search,
        beforeDefined: entry.startTime < definedAt,
      }))
      .filter(({ file }) => file.endsWith('.json') || file === 'hcuk-genesis-calculator-flow.js');
  });

it('starts the configuration, the models and the flow chunk while the embed is still running, once each', async () => {
  await page.goto(calculatorHost.origin());
  await heading(calculatorOn(page, '#mg'), 'Illustrative current vehicle');
  const started = (await firstRequests()).filter(({ beforeDefined }) => beforeDefined);
  expect(started.map(({ file, query }) => `${file}${query}`).sort()).toEqual([
    'Configuration.json',
    'GetRunningCostModels.json?brand=MG&isOem=false',
    'hcuk-genesis-calculator-flow.js',
  ]);
  // Connecting the element afterwards started nothing again.
  expect((await firstRequests()).length).toBe(3);
});

it('starts the requests of a calculator added later when it connects, with its own brand', async () => {
  await page.goto(calculatorHost.origin());
  await heading(calculatorOn(page, '#mg'), 'Illustrative current vehicle');
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<hcuk-cost-saving-calculator id="kia" brand="Kia"></hcuk-cost-saving-calculator>',
    ),
  );
  await heading(calculatorOn(page, '#kia'), 'Illustrative current vehicle');
  // The first step shows once the configuration is in, which need not wait for the models: a resource entry is
  // listed only when its answer is complete, so the models' may come a moment after the heading.
  const later = async () =>
    (await firstRequests())
      .filter(({ beforeDefined }) => !beforeDefined)
      .map(({ file, query }) => `${file}${query}`)
      .sort();
  await expect.poll(later).toEqual(['Configuration.json', 'GetRunningCostModels.json?brand=Kia&isOem=false']);
});
