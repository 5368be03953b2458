/**
 * Journeys 2 and 5: moving around the flow (Back, the step indicator, Edit links, Remove, a brand change), and
 * failing calls (a 500, then a slow answer) that end in a message and Retry without losing what was entered.
 */
import type { Page, Route } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, enterVehicle, heading, resultCard, shownFigures, textbox, toModels } from './calculator-page.ts';
import { focusedControl } from './keyboard.ts';

let page: Page;

const calculatorHost = withCalculatorHost();

beforeEach(async () => {
  page = await calculatorHost.newPage();
});

/** Sends every request for `file` with the mock's fault scenario header, so the real mock server plays it. */
const playScenario = (scenario: string) => (route: Route) =>
  route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': scenario } });

it('goes back, jumps by the step indicator, edits from the comparison and removes down to none', async () => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  await calc.getByRole('button', { name: 'Back' }).click();
  await heading(calc, 'How will you charge?');
  // Back keeps its place through the change, yet focus still moves to the new step's heading.
  await expect.poll(() => focusedControl(page)).toBe('h2 How will you charge?');
  await calc
    .getByRole('navigation', { name: 'Calculator steps' })
    .getByRole('button', { name: /Details/ })
    .click();
  await heading(calc, 'Illustrative current vehicle');
  expect(await calc.getByRole('button', { name: 'Back' }).count()).toBe(0);
  // Charging was done already, so Save goes straight to the models.
  await calc.getByRole('button', { name: 'Save' }).click();
  await heading(calc, 'Choose models to compare');
  for (const name of ['MG4 EV SE Standard Range 51kWh', 'MG4 EV SE Long Range 64kWh'])
    await calc.getByRole('checkbox', { name }).check();
  await calc.getByRole('button', { name: 'Compare (2)' }).click();
  await heading(calc, 'Illustrative running cost comparison');
  await calc.getByRole('button', { name: 'Edit vehicle' }).click();
  await textbox(calc, 'Average MPG').fill('30');
  await calc.getByRole('button', { name: 'Save' }).click();
  await heading(calc, 'Choose models to compare');
  await calc.getByRole('button', { name: 'Compare (2)' }).click();
  await heading(calc, 'Your running cost comparison');
  // As a visitor would, once the figures are in: they move Edit charging down as they arrive.
  await expect.poll(() => shownFigures(resultCard(calc, 'MG4 EV SE Standard Range 51kWh'))).not.toHaveLength(0);
  await calc.getByRole('button', { name: 'Edit charging' }).click();
  await heading(calc, 'How will you charge?');
  await calc.getByRole('button', { name: 'Save' }).click();
  await calc.getByRole('button', { name: 'Compare (2)' }).click();
  await resultCard(calc, 'MG4 EV SE Standard Range 51kWh')
    .getByRole('button', { name: /^Remove/ })
    .click();
  expect(await calc.getByRole('tablist').count()).toBe(1);
  // The next card's Remove is now where the first was: a press there within a double-tap of the removal is taken for
  // its second tap and does nothing (double-tap-guard.ts). A visitor who means it has read the page by then.
  await page.waitForTimeout(600);
  await calc.getByRole('button', { name: 'Remove MG4 EV SE Long Range 64kWh' }).click();
  await heading(calc, 'Choose models to compare');
  expect(await calc.getByRole('button', { name: 'Compare (0)' }).count()).toBe(1);
});

it('starts the selection again when the brand changes', async () => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, 'Illustrative running cost comparison');
  await calc.evaluate((element) => element.setAttribute('brand', 'Kia'));
  await heading(calc, 'Choose models to compare');
  await calc.getByRole('checkbox', { name: 'Kia EV3 Air Standard Range' }).waitFor();
  expect(await calc.getByRole('button', { name: 'Compare (0)' }).count()).toBe(1);
});

it('shows a failed configuration with Retry, then recovers, and a slow one with the loading indicator', async () => {
  await page.route('**/Configuration.json*', playScenario('server-error'));
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await calc.getByText('Sorry, we could not load the calculator.').waitFor();
  expect(await calc.getByRole('alert').textContent()).not.toContain('500');
  await page.unroute('**/Configuration.json*');
  await page.route('**/Configuration.json*', playScenario('slow'));
  await calc.getByRole('button', { name: 'Try again' }).click();
  await calc.getByRole('status').getByText('Loading the calculator…').waitFor();
  await heading(calc, 'Illustrative current vehicle');
});

it('keeps the visitor’s figures when the calculation fails, and shows the comparison after Retry', async () => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await enterVehicle(calc, { fuel: 'Diesel', mpg: '38', mileage: '800', per: 'month', price: '1.45' });
  await toModels(calc);
  await page.route('**/Calculate.json*', playScenario('server-error'));
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await calc.getByText('Sorry, we could not get the running costs.').waitFor();
  expect(await calc.getByText('Diesel · 38 mpg · 800 miles per month · £1.45 a litre').count()).toBe(1);
  await page.unroute('**/Calculate.json*');
  await calc.getByRole('button', { name: 'Try again' }).click();
  await expect
    .poll(() => resultCard(calc, 'MG4 EV SE Standard Range 51kWh').getByRole('definition').count())
    .toBeGreaterThan(2);
  expect(await calc.getByText('Sorry, we could not get the running costs.').count()).toBe(0);
});

it('scrolls a step change to the calculator’s top, below the host’s sticky bar and the margin, after 25 ms', async () => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await calc.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  // #site-nav is 56 px tall and scroll-margin defaults to 16: the calculator's top comes to rest 72 px down.
  await expect.poll(() => calc.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(72);
});

it('shows a slow calculation with its loading indicator, then the figures', async () => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  await page.route('**/Calculate.json*', playScenario('slow'));
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await calc.getByRole('status').filter({ hasText: 'Calculating running costs…' }).waitFor();
  // The slow scenario answers after 2 s; then the card's panel holds its three figures (and its two "of which" lines).
  const card = resultCard(calc, 'MG4 EV SE Standard Range 51kWh');
  await expect.poll(() => shownFigures(card), { timeout: 5000 }).toHaveLength(3);
});

it('brings the terms into view when they are opened', async () => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, /running cost comparison/);
  // The step change's own scroll to the calculator's top (after 25 ms) comes to rest first, as a visitor sees it before
  // reaching for the terms: on a busy machine it could otherwise land after the terms' scroll and undo it.
  await expect.poll(() => calc.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(72);
  const toggle = calc.getByRole('button', { name: /Terms and Conditions/ });
  await toggle.click();
  const terms = calc.getByText(/4\.54609 litres per gallon/);
  await expect
    .poll(() => terms.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight))
    .toBe(true);
});

it('keeps the models in sight on a phone held sideways: the basket is its thumbnails, not a slot per model', async () => {
  // 812 × 375: wide enough for the desktop basket, whose named slots wrapped over 65% of the screen (a phone review).
  await page.setViewportSize({ width: 812, height: 375 });
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  for (const name of ['MG4 EV SE Standard Range 51kWh', 'MG HS Plug-in Hybrid SE', 'MG HS Hybrid+ SE'])
    await calc.getByRole('checkbox', { name }).check();
  const basket = calc.getByRole('region', { name: 'Select up to 3 to compare' });
  await calc.getByRole('button', { name: '3 of 3 selected: show your selection' }).waitFor();
  const height = (await basket.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  expect(height).toBeLessThan(375 * 0.4);
  // Turned upright, and on a desktop's window, the basket is as before: thumbnails on the phone, named slots wide.
  await page.setViewportSize({ width: 375, height: 812 });
  await calc.getByRole('button', { name: '3 of 3 selected: show your selection' }).waitFor();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect
    .poll(() => basket.getByRole('button', { name: /^Remove MG4 EV SE Standard Range 51kWh/ }).count())
    .toBe(1);
});

// A dialog on the step the visit opened on had no entry of the calculator's behind it: the back gesture that a phone's
// visitor uses to close it left the page (decisions/0021). It has an entry of its own now, gone when it closes.
it('closes a help dialog on the first step with the browser’s Back, without leaving the page', async () => {
  await page.goto(`${calculatorHost.origin()}?page=before`);
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await heading(calc, /current vehicle/);
  await textbox(calc, 'Average MPG').fill('38');
  const help = calc.getByRole('button', { name: 'How do I work out my mileage?' });
  await help.click();
  const dialog = calc.getByRole('dialog');
  await dialog.getByText(/two MOT certificates/).waitFor();
  // Modal: the calculator behind it cannot be reached while it is open; the host's own bar (its cookie banner, its
  // own dialogs) is left alone.
  expect(await calc.getByRole('button', { name: 'Next' }).evaluate((next) => next.closest('[inert]') !== null)).toBe(
    true,
  );
  expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
  await page.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).search).toBe('');
  await heading(calc, /current vehicle/);
  expect(await textbox(calc, 'Average MPG').inputValue()).toBe('38');
  expect(await calc.getByRole('button', { name: 'Next' }).evaluate((next) => next.closest('[inert]') !== null)).toBe(
    false,
  );
  // Closed by its own button, it takes its entry with it: the next Back leaves the page, as before the dialog.
  await help.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.goBack();
  expect(new URL(page.url()).search).toBe('?page=before');
});
