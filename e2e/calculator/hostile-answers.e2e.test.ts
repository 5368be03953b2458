/**
 * Issue 19 in real Chromium: answers that pass the document and still must not break the host page. Long words and
 * numbers wrap inside the calculator (the page never scrolls sideways), and a `dataLayerName` naming one of the
 * page's own globals never replaces it (`location` must not reload the page).
 */

import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { calculatorTag, hostPage, withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, heading, toModels } from './calculator-page.ts';
import { wrongThenRight } from './wrong-then-right.ts';

let page: Page | undefined;
const calculatorHost = withCalculatorHost((mockUrl) => ({
  '/': hostPage(mockUrl, calculatorTag),
  '/location': hostPage(mockUrl, calculatorTag, "dataLayerName: 'location'"),
  '/digital-data': hostPage(
    mockUrl,
    `<script>window.digitalData = { page: { name: 'Offers' } };</script>${calculatorTag}`,
    "dataLayerName: 'digitalData'",
  ),
}));

const longWord = 'W'.repeat(100_000);
const trim = {
  id: 'mg-mg4-se-sr',
  model: `MG4${'X'.repeat(2_000)}`,
  powerTrain: 'bev',
  runningCostCalcAllowed: true,
  otp: 1e308,
  vendorVehicleDescription: longWord,
  modelImage: '/data/images/mg-mg4.svg',
  evRange: 218,
};
// Each saving is its costs' difference, as the document requires (a result that breaks it is refused whole).
const figures = {
  annualSaving: -99_998_928.33,
  monthlySaving: -8_333_244.02,
  weeklySaving: -1_923_056.31,
  newAnnualRunningCost: 99_999_999.99,
  newMonthlyRunningCost: 8_333_333.33,
  newWeeklyRunningCost: 1_923_076.92,
  currentAnnualRunningCost: 1071.66,
  currentMonthlyRunningCost: 89.31,
  currentWeeklyRunningCost: 20.61,
  electricityCost: 0.173,
  electricShare: 1,
};

const artifacts = new URL('../.artifacts/calculator/', import.meta.url);

/**
 * How far the page scrolls sideways at each width (0 when nothing widens it), with a screenshot of the view at
 * each (not the whole page: a 100 KB word wrapped at 375 px is some 60,000 px tall).
 */
async function sidewaysScroll(name: string): Promise<Record<number, number>> {
  mkdirSync(artifacts, { recursive: true });
  const found: Record<number, number> = {};
  for (const width of [375, 1280]) {
    await page?.setViewportSize({ width, height: 900 });
    await page?.waitForTimeout(200);
    found[width] = (await page?.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) ?? -1;
    await page?.screenshot({ path: new URL(`${name}-${width}.png`, artifacts).pathname, animations: 'disabled' });
  }
  return found;
}

it('wraps a 100 KB word and a £100 million figure inside the calculator, never widening the page', async () => {
  page = await calculatorHost.newPage();
  await wrongThenRight(page, 'GetRunningCostModels.json', { models: [{ modelName: trim.model, trims: [trim] }] });
  await wrongThenRight(page, 'Calculate.json', {
    vehicleResults: [
      {
        vehicleId: trim.id,
        ...figures,
        vehicle: { evRange: -5, battery: 1e308, mpg: null, capVehicleDescription: longWord },
      },
    ],
  });
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  await calc.getByText('Price on request').waitFor();
  expect(await sidewaysScroll('19-long-words-models')).toEqual({ 375: 0, 1280: 0 });
  await calc.getByRole('checkbox').check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, /running cost comparison$/);
  // £99,999,999.99 and £195 of vehicle tax (its price is refused, so no supplement) against £1,071.66 and £195.
  await calc
    .getByText(/^Estimated to cost about £99,998,928 more a year( until March 2028)?, on the example figures$/)
    .waitFor();
  await calc.getByText('−£99,998,928.33').first().waitFor();
  expect(await calc.getByText(/-5 miles|e\+308|NaN/).count()).toBe(0);
  expect(await sidewaysScroll('19-long-words-compare')).toEqual({ 375: 0, 1280: 0 });
});

it('never reloads the page for dataLayerName "location", and pushes onto dataLayer instead', async () => {
  page = await calculatorHost.newPage();
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${calculatorHost.origin()}/location`);
  const calc = calculatorOn(page);
  await toModels(calc);
  await page.waitForTimeout(1000);
  expect(loads).toBe(1);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer);
  expect(events.filter((event) => event.event === 'virtual_pageview')).toHaveLength(3);
  expect(warnings.filter((text) => text.includes('dataLayerName "location"'))).toHaveLength(1);
});

it('leaves the host’s digitalData object as it is, and pushes onto dataLayer instead', async () => {
  page = await calculatorHost.newPage();
  await page.goto(`${calculatorHost.origin()}/digital-data`);
  const calc = calculatorOn(page);
  await toModels(calc);
  const globals = await page.evaluate(() => ({
    digitalData: (window as unknown as { digitalData: unknown }).digitalData,
    events: (window as unknown as { dataLayer: unknown[] }).dataLayer.length,
  }));
  expect(globals.digitalData).toEqual({ page: { name: 'Offers' } });
  expect(globals.events).toBeGreaterThan(3);
});
