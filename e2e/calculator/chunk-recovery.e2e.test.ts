/**
 * Downloads that fail, in real Chromium: a later step's chunk, the dialog's, the sanitiser's, and the chunks others
 * need (the calculator's flow, the HTML content) answer 503 (once, or until the server "comes back"). A chunk that
 * fails once is fetched again by itself, at a new URL (`?hcuk-retry=1`: Chromium keeps a failed module URL failed for
 * the page's life); one that keeps failing shows the failure in place of the step or the dialog, never instead of the
 * calculator, and Try again fetches it again, with everything the visitor typed still there. "Check your internet
 * connection" is said only when the browser is offline. The same recoveries run in Firefox and WebKit in
 * `e2e/engines/core-journey.e2e.test.ts`.
 */
import { mkdirSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { calculatorTag, hostPage, withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, heading, textbox, toModels } from './calculator-page.ts';

const artifacts = new URL('../.artifacts/calculator/', import.meta.url);
let page: Page;
const kiaTag = '<hcuk-cost-saving-calculator id="kia" brand="Kia"></hcuk-cost-saving-calculator>';
const calculatorHost = withCalculatorHost((mockUrl) => ({
  '/': hostPage(mockUrl, calculatorTag),
  '/two': hostPage(mockUrl, `${calculatorTag}${kiaTag}`),
}));

beforeAll(() => mkdirSync(artifacts, { recursive: true }));
const shot = (name: string) =>
  page.screenshot({ path: new URL(`${name}.png`, artifacts).pathname, animations: 'disabled' });

beforeEach(async () => {
  page = await calculatorHost.newPage();
});

/**
 * Answers the chunk whose name starts with `name` with 503 for its first `times` requests (all of them while
 * `times` is Infinity, until `recover()`), whatever their query; keeps every URL asked for.
 */
async function failChunk(name: string, times: number) {
  const state = { urls: [] as string[], failuresLeft: times };
  const chunk = new RegExp(`/hcuk-genesis-${name}-[^/]+\\.js$`);
  await page.route(
    (url) => chunk.test(url.pathname),
    (route: Route) => {
      state.urls.push(route.request().url().replace(/^.*\//, ''));
      if (state.failuresLeft <= 0) return route.continue();
      state.failuresLeft -= 1;
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    },
  );
  return {
    requests: () => state.urls.length,
    /** The file names and queries asked for, in order. */
    urls: () => state.urls,
    recover: () => {
      state.failuresLeft = 0;
    },
  };
}

/** `name`'s file as asked for on `attempt` (0, then the retry keys). */
const attempt = (urls: string[], index: number) => urls[index]?.replace(/^hcuk-genesis-[a-z-]+-[\w-]+\.js/, '');

it('fetches a step that failed once again by itself, and the visitor never sees the failure', async () => {
  const charging = await failChunk('charging-step', 1);
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  expect(await calc.getByRole('alert').count()).toBe(0);
  expect(charging.requests()).toBe(2);
  expect([attempt(charging.urls(), 0), attempt(charging.urls(), 1)]).toEqual(['', '?hcuk-retry=1']);
});

it('shows a step that cannot be downloaded as a failure in its place; Retry fetches it, and what was typed is kept', async () => {
  const charging = await failChunk('charging-step', Number.POSITIVE_INFINITY);
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await textbox(calc, 'Average MPG').fill('52');
  await textbox(calc, 'Average mileage').fill('200');
  await calc.getByRole('button', { name: 'Next' }).click();
  const problem = calc.getByRole('alert');
  await problem.getByText('Sorry, we could not load the calculator.').waitFor({ timeout: 10_000 });
  // The server answered (503): trying again can work, and the connection is not to blame.
  expect(await problem.textContent()).toContain('Try again in a few minutes.');
  expect(await problem.textContent()).not.toContain('internet connection');
  // Tried once by itself after the first failure: two requests at least (the idle prefetch may have made two more).
  expect(charging.requests()).toBeGreaterThanOrEqual(2);
  expect(await calc.getByRole('navigation', { name: 'Calculator steps' }).isVisible()).toBe(true);
  await shot('step-not-downloaded-1280');

  charging.recover();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await heading(calc, 'How will you charge?');
  await calc.getByRole('button', { name: 'Back' }).click();
  await heading(calc, /current vehicle/);
  expect(await textbox(calc, 'Average MPG').inputValue()).toBe('52');
  expect(await textbox(calc, 'Average mileage').inputValue()).toBe('200');
});

it('shows a help text whose dialog cannot be downloaded in place; Retry opens the dialog, and what was typed is kept', async () => {
  const dialog = await failChunk('modal', Number.POSITIVE_INFINITY);
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await textbox(calc, 'Average MPG').fill('52');
  await calc.getByRole('button', { name: 'How do I work out my mileage?' }).click();
  const fallback = calc.getByRole('alert');
  await fallback.getByText('Working out your mileage').waitFor({ timeout: 10_000 });
  expect(await fallback.textContent()).toContain('Check the difference between two MOT certificates');
  expect(await fallback.textContent()).toContain('Try again in a few minutes.');
  expect(await fallback.textContent()).not.toContain('internet connection');
  expect(dialog.requests()).toBeGreaterThanOrEqual(2);
  await shot('dialog-not-downloaded-1280');

  dialog.recover();
  await fallback.getByRole('button', { name: 'Try again' }).click();
  const opened = calc.getByRole('dialog', { name: 'Working out your mileage' });
  await opened.getByText(/two MOT certificates/).waitFor();
  await opened.getByRole('button', { name: 'Close' }).click();
  await opened.waitFor({ state: 'detached' });
  expect(await calc.getByRole('alert').count()).toBe(0);
  expect(await textbox(calc, 'Average MPG').inputValue()).toBe('52');
});

it('opens a dialog whose download failed once, with no failure shown', async () => {
  const dialog = await failChunk('modal', 1);
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await calc.getByRole('button', { name: 'How do I work out my mileage?' }).click();
  await calc
    .getByRole('dialog', { name: 'Working out your mileage' })
    .getByText(/two MOT certificates/)
    .waitFor();
  expect(await calc.getByRole('alert').count()).toBe(0);
  expect(dialog.requests()).toBe(2);
});

it('shows content as plain text while the sanitiser cannot be downloaded, and as HTML after Retry', async () => {
  const sanitiser = await failChunk('sanitise-html', Number.POSITIVE_INFINITY);
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await calc.getByRole('button', { name: 'Where do these prices come from?' }).click();
  const dialog = calc.getByRole('dialog', { name: 'Fuel prices' });
  const retry = dialog.getByRole('button', { name: 'Try again' });
  await retry.waitFor({ timeout: 10_000 });
  // The text as written, its entity decoded: "about £1.36 a litre".
  expect(await dialog.textContent()).toContain('about £1.36 a litre for unleaded petrol');
  sanitiser.recover();
  await retry.click();
  await retry.waitFor({ state: 'detached' });
  expect(await dialog.locator('.hcuk-modal__content p').textContent()).toContain('about £1.36 a litre');
});

it('starts the calculator when its flow, which every later step needs, failed once at start; one copy runs', async () => {
  const flow = await failChunk('calculator-flow', 1);
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await heading(calc, /current vehicle/);
  expect(await calc.getByRole('alert').count()).toBe(0);
  expect(flow.urls().map((_, index) => attempt(flow.urls(), index))).toEqual(['', '?hcuk-retry=1']);
  // The steps take the flow from the loader (the retried copy), never by importing it again.
  await textbox(calc, 'Average MPG').fill('52');
  await toModels(calc);
  expect(flow.requests()).toBe(2);
});

it('shows the calculator’s failure when its flow cannot be downloaded, and Try again really starts it', async () => {
  const flow = await failChunk('calculator-flow', Number.POSITIVE_INFINITY);
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  const problem = calc.getByRole('alert');
  await problem.getByText('Sorry, we could not load the calculator.').waitFor({ timeout: 10_000 });
  expect(await problem.textContent()).toContain('Try again in a few minutes.');
  flow.recover();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await heading(calc, /current vehicle/);
  expect(flow.urls().map((_, index) => attempt(flow.urls(), index))).toEqual(['', '?hcuk-retry=1', '?hcuk-retry=2']);
});

it('starts both calculators on a page when one visitor’s Try again brings the flow both need', async () => {
  const flow = await failChunk('calculator-flow', Number.POSITIVE_INFINITY);
  await page.goto(`${calculatorHost.origin()}/two`);
  const mg = calculatorOn(page, 'hcuk-cost-saving-calculator[brand="MG"]');
  const kia = calculatorOn(page, '#kia');
  for (const calc of [mg, kia])
    await calc.getByText('Sorry, we could not load the calculator.').waitFor({ timeout: 10_000 });
  flow.recover();
  await mg.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  // The Kia calculator's answers were waiting for the same chunk: it starts too, with no Try again of its own.
  await heading(mg, /current vehicle/);
  await heading(kia, /current vehicle/);
  expect(await kia.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  expect(flow.urls().map((_, index) => attempt(flow.urls(), index))).toEqual(['', '?hcuk-retry=1', '?hcuk-retry=2']);
});

it('shows the comparison when the HTML content code, which the comparison and the dialog both need, failed once', async () => {
  const content = await failChunk('html-content', 1);
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await textbox(calc, 'Average MPG').fill('52');
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, 'Your running cost comparison');
  expect(await calc.getByRole('alert').count()).toBe(0);
  expect(content.requests()).toBe(2);
  // The dialog, which needs the same code, takes the copy already running.
  for (const step of ['Choose models to compare', 'How will you charge?', /current vehicle/]) {
    await calc.getByRole('button', { name: 'Back' }).click();
    await heading(calc, step);
  }
  await calc.getByRole('button', { name: 'How do I work out my mileage?' }).click();
  await calc
    .getByRole('dialog', { name: 'Working out your mileage' })
    .getByText(/two MOT certificates/)
    .waitFor();
  expect(content.requests()).toBe(2);
});

it('says to check the internet connection when the browser is offline', async () => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await heading(calc, /current vehicle/);
  await page.context().setOffline(true);
  try {
    await calc.getByRole('button', { name: 'How do I work out my mileage?' }).click();
    const fallback = calc.getByRole('alert');
    await fallback.getByText('Working out your mileage').waitFor({ timeout: 10_000 });
    expect(await fallback.textContent()).toContain('Check your internet connection, then try again.');
  } finally {
    await page.context().setOffline(false);
  }
});
