/**
 * Issue 19 in real Chromium through the built embed: a provider that answers wrong, then right. Each bad answer is
 * shown in place of the part that needed it, with the rest of the calculator working and nothing the visitor entered
 * lost; Try again asks again (one request each, a 200 is not retried) and every journey ends with figures on screen.
 * Screenshots of the failures and their recoveries at 375 and 1280 px go to e2e/.artifacts/calculator/.
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, enterVehicle, heading, resultCard, shownFigures, toModels } from './calculator-page.ts';
import { checkStep, noViolations } from './check-step.ts';
import { wrongThenRight } from './wrong-then-right.ts';

let page: Page;
const calculatorHost = withCalculatorHost();
const mg4 = 'MG4 EV SE Standard Range 51kWh';

beforeEach(async () => {
  page = await calculatorHost.newPage();
});

/** From the models step: compares the MG4 and waits for the comparison's heading. */
async function compareMg4(calc: ReturnType<typeof calculatorOn>) {
  await calc.getByRole('checkbox', { name: mg4 }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, /running cost comparison$/);
}

/**
 * The comparison's own calculation (real-world figures at the default home price), not the figures beside it (the
 * official ones and the off-peak tariff), which are asked for only once it has answered right.
 */
const comparisonItself = (url: string) => url.includes('basis=real-world') && url.includes('homeChargeCost=0.2467');

/** Waits for the MG4's three figures (current, estimated, difference), and returns them. */
async function mg4Figures(calc: ReturnType<typeof calculatorOn>): Promise<string[]> {
  const card = resultCard(calc, mg4);
  await card.getByRole('tabpanel').getByRole('definition').first().waitFor();
  return shownFigures(card);
}

it('shows a calculation answering {"vehicleResults": null} in the results, and the figures after Try again', async () => {
  const provider = await wrongThenRight(page, 'Calculate.json', { vehicleResults: null });
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await enterVehicle(calc, { fuel: 'Diesel', mpg: '38', mileage: '800', per: 'month', price: '1.45' });
  await calc.getByRole('button', { name: 'Next' }).click();
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'Choose models to compare');
  await compareMg4(calc);
  const problem = calc.getByRole('alert');
  await problem.getByText('Sorry, we could not get the running costs.').waitFor();
  expect(provider.requests()).toBe(1);
  // In place: the navigation, the current-vehicle card and the result card stay, with what the visitor entered.
  await calc.getByText('Diesel · 38 mpg · 800 miles per month · £1.45 a litre').waitFor();
  expect(await resultCard(calc, mg4).getByRole('tabpanel').textContent()).toBe('Not available');
  expect(await calc.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
  expect(await checkStep(page, '19-calculation-wrong')).toEqual(noViolations);
  provider.fix();
  await calc.getByRole('button', { name: 'Try again' }).click();
  expect(await mg4Figures(calc)).toEqual(['£1,860.30', '£1,067.25', '£793.05']);
  expect(provider.requests(comparisonItself)).toBe(2);
  expect(await problem.count()).toBe(0);
  expect(await checkStep(page, '19-calculation-right')).toEqual(noViolations);
});

it('says on the first step when the models answer "trims": null, and compares once Try again has them', async () => {
  const provider = await wrongThenRight(page, 'GetRunningCostModels.json', {
    models: [{ modelName: 'MG4 EV', trims: null }],
  });
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await calc.getByRole('alert').getByText('Sorry, we could not get the models.').waitFor();
  expect(await calc.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
  expect(await checkStep(page, '19-models-wrong')).toEqual(noViolations);
  provider.fix();
  await calc.getByRole('button', { name: 'Try again' }).click();
  await calc.getByRole('alert').waitFor({ state: 'detached' });
  await toModels(calc);
  await compareMg4(calc);
  expect(await mg4Figures(calc)).toEqual(['£1,266.66', '£903.70', '£362.96']);
  expect(provider.requests()).toBe(2);
});

it('shows a configuration without charging profiles in the calculator’s place, and compares after Try again', async () => {
  const provider = await wrongThenRight(page, 'Configuration.json', { types: {}, prices: {}, content: {} });
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await calc.getByRole('alert').getByText('Sorry, we could not load the calculator.').waitFor();
  expect(provider.requests()).toBe(1);
  provider.fix();
  await calc.getByRole('button', { name: 'Try again' }).click();
  await toModels(calc);
  await compareMg4(calc);
  expect(await mg4Figures(calc)).toEqual(['£1,266.66', '£903.70', '£362.96']);
});

it('reloads a stored comparison while the provider answers wrong: the problem in place, the figures after Try again', async () => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  await compareMg4(calc);
  await mg4Figures(calc);
  const provider = await wrongThenRight(page, 'Calculate.json', { vehicleResults: [{ vehicleId: 'mg-mg4-se-sr' }] });
  await page.reload();
  await calc.getByRole('alert').getByText('Sorry, we could not get the running costs.').waitFor();
  await heading(calc, 'Illustrative running cost comparison');
  expect(await calc.getByRole('navigation', { name: 'Calculator steps' }).getByRole('button').count()).toBe(3);
  provider.fix();
  await calc.getByRole('button', { name: 'Try again' }).click();
  expect(await mg4Figures(calc)).toEqual(['£1,266.66', '£903.70', '£362.96']);
  expect(provider.requests(comparisonItself)).toBe(2);
});
