/**
 * Journeys 1, 3 and 4 of the calculator in real Chromium through the built embed: a diesel driver's comparison to
 * the penny, reloads on every step, and every field's rule.
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, enterVehicle, heading, resultCard, shownFigures, textbox, toModels } from './calculator-page.ts';
import { compared, defaultPrices, expectedFigures } from './expected-figures.ts';
import { focusedControl } from './keyboard.ts';

let page: Page;
let pageErrors: string[];

const calculatorHost = withCalculatorHost();

beforeEach(async () => {
  page = await calculatorHost.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(calculatorHost.origin());
});

it('compares a diesel car with three vehicles, every figure in every period to the penny', async () => {
  const calc = calculatorOn(page);
  await enterVehicle(calc, { fuel: 'Diesel', mpg: '38', mileage: '800', per: 'month', price: '1.45' });
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  await calc.getByRole('radio', { name: 'Home and public' }).check();
  await calc.getByRole('slider', { name: 'Home' }).fill('40');
  await calc.getByRole('slider', { name: 'Rapid/Ultra' }).fill('30');
  await calc.getByRole('button', { name: /^Change Standard\/Fast price/ }).click();
  await calc.getByRole('textbox', { name: 'Standard/Fast price per kWh' }).fill('0.45');
  await calc.getByRole('textbox', { name: 'Standard/Fast price per kWh' }).press('Enter');
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'Choose models to compare');
  for (const [, description] of compared) await calc.getByRole('checkbox', { name: description }).check();
  await calc.getByRole('button', { name: 'Compare (3)' }).click();
  await heading(calc, 'Your running cost comparison');

  const inputs = {
    annualMiles: ((800 * 12) / 52) * 52,
    fuel: 'diesel' as const,
    mpg: 38,
    fuelPrice: 1.45,
    shares: { home: 0.4, free: 0.1, standard: 0.2, rapid: 0.3 },
    prices: { ...defaultPrices, standard: 0.45 },
  };
  for (const [period, tab] of [
    ['annual', 'Annual'],
    ['monthly', 'Monthly'],
    ['weekly', 'Weekly'],
  ] as const) {
    await resultCard(calc, compared[0][1]).getByRole('tab', { name: tab }).click();
    for (const [id, description] of compared) {
      await expect.poll(() => shownFigures(resultCard(calc, description))).toEqual(expectedFigures(id, inputs, period));
    }
  }
  expect(pageErrors).toEqual([]);
});

it('keeps the visitor’s values and step across a reload on every step', async () => {
  const calc = calculatorOn(page);
  await enterVehicle(calc, { fuel: 'Diesel', mpg: '52', mileage: '9000', per: 'year', price: '1.49' });
  await page.reload();
  await expect.poll(() => textbox(calc, 'Average mileage').inputValue()).toBe('9000');
  expect(await calc.getByRole('combobox', { name: 'Mileage period' }).inputValue()).toBe('year');
  expect(await calc.getByRole('radio', { name: 'Diesel' }).isChecked()).toBe(true);
  await calc.getByRole('button', { name: 'Next' }).click();
  await calc.getByRole('radio', { name: 'No home charger' }).check();
  await page.reload();
  await heading(calc, 'How will you charge?');
  expect(await calc.getByRole('radio', { name: 'No home charger' }).isChecked()).toBe(true);
  await calc.getByRole('button', { name: 'Next' }).click();
  await calc.getByRole('checkbox', { name: compared[0][1] }).check();
  await page.reload();
  await heading(calc, 'Choose models to compare');
  expect(await calc.getByRole('checkbox', { name: compared[0][1] }).isChecked()).toBe(true);
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await resultCard(calc, compared[0][1]).getByRole('tab', { name: 'Weekly' }).click();
  await page.reload();
  await heading(calc, 'Your running cost comparison');
  expect(
    await resultCard(calc, compared[0][1]).getByRole('tab', { name: 'Weekly' }).getAttribute('aria-selected'),
  ).toBe('true');
  expect(await calc.getByText('Diesel · 52 mpg · 9,000 miles per year · £1.49 a litre').count()).toBe(1);
});

it('names the rule on every field, and on Enter or Next with one broken stays on the step with focus on it', async () => {
  const calc = calculatorOn(page);
  const next = calc.getByRole('button', { name: 'Next' });
  const cases = [
    ['Average MPG', '', 'Enter your average MPG'],
    ['Average MPG', 'lots', 'Average MPG must be a number, like 45'],
    // The document's MilesPerGallon maximum, with the figure the visitor probably meant.
    [
      'Average MPG',
      '450',
      '450 mpg is more than any car achieves: did you mean 45? Average MPG must be between 1 and 150',
    ],
    ['Average mileage', '0', 'Average mileage must be 1 mile or more'],
    ['Average fuel price (per litre)', '0.05', 'Average fuel price (per litre) must be between £0.80 and £2.50'],
    [
      'Average fuel price (per litre)',
      '145',
      'Average fuel price (per litre) must be between £0.80 and £2.50. Did you mean 145.0p? Enter 1.45',
    ],
  ] as const;
  for (const [label, value, message] of cases) {
    // Typed and submitted with Enter (a phone's Go key) without leaving the field: the message shows at once.
    await textbox(calc, label).fill(value);
    await textbox(calc, label).press('Enter');
    await expect.poll(() => calc.getByText(message).count()).toBe(1);
    expect(await textbox(calc, label).getAttribute('aria-invalid')).toBe('true');
    expect(await focusedControl(page)).toBe(`input[text] ${label}`);
    expect(await next.isDisabled()).toBe(false);
    await heading(calc, 'Your current vehicle');
    await page.reload();
    await calc.getByRole('button', { name: 'Reset All' }).click();
  }
  await next.click();
  await calc.getByRole('slider', { name: 'Home' }).fill('90');
  await expect.poll(() => calc.getByText('Percentages must add up to 100%').count()).toBe(1);
  await next.click();
  await expect.poll(() => focusedControl(page)).toMatch(/^div Total: 110%Percentages must add up to 100%/);
  await heading(calc, 'How will you charge?');
  await calc.getByRole('slider', { name: 'Home' }).fill('80');
  await calc.getByRole('button', { name: /^Change Home price/ }).click();
  await calc.getByRole('textbox', { name: 'Home price per kWh' }).fill('0');
  await expect.poll(() => calc.getByText('Home price per kWh must be between £0.01 and £1.00').count()).toBe(1);
  await next.click();
  await expect.poll(() => focusedControl(page)).toBe('input[text] Home price per kWh');
  await heading(calc, 'How will you charge?');
});

it('keeps every card’s look after a reload on the comparison, whose styles once came with the models step', async () => {
  const calc = calculatorOn(page);
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, /running cost comparison/);
  const pill = () =>
    calc
      .locator('.calc-card__train')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.borderTopLeftRadius, style.backgroundColor, style.fontWeight];
      });
  const before = await pill();
  expect(before[0]).not.toBe('0px');
  await page.reload();
  await heading(calc, /running cost comparison/);
  expect(await pill()).toEqual(before);
});
