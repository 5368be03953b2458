/**
 * Bench (docs/performance.md, Trims per brand): the models step with a generated catalogue (`generatedCatalogue`),
 * answered in place of the mock server's models: the main thread's script time of its first render (Next on the
 * charging step) and of each checkbox, filter and sort, read from Chromium's own counters (`Performance.getMetrics`:
 * ScriptDuration, and TaskDuration for everything the main thread did, style and layout included) from the action until
 * two frames and 200 ms after it (so the cards' 50 ms picture checks are counted too).
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { generatedCatalogue } from '../../ui/test/generated-catalogue.ts';
import { calculatorOn, heading } from '../calculator/calculator-page.ts';

/** Milliseconds of script, and of all main-thread work, one action took. */
export interface ActionCost {
  scriptMs: number;
  taskMs: number;
}

/** The costs of each kind of action on the models step, several samples each. */
export interface ModelsStepCosts {
  trims: number;
  firstRender: ActionCost[];
  checkbox: ActionCost[];
  filter: ActionCost[];
  sort: ActionCost[];
  /** Every page shown (Show more to the end, as no visitor would): checking the card that reaches the maximum, and unchecking it. */
  checkboxAllShown: ActionCost[];
  /** The same window with no action: what the measurement itself costs. */
  idle: ActionCost[];
}

async function counters(cdp: CDPSession): Promise<ActionCost> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { scriptMs: seconds('ScriptDuration') * 1000, taskMs: seconds('TaskDuration') * 1000 };
}

// In the page: the element's shadow root. Arrow functions only: tsx would wrap a named one in a helper the page lacks.
const inCalculator = `document.querySelector('hcuk-cost-saving-calculator').shadowRoot`;

/** Runs `action` (a script for the page) and waits until `done` (an expression) holds; resolves with the cost. */
async function measure(page: Page, cdp: CDPSession, action: string, done: string): Promise<ActionCost> {
  const settle = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
    );
  await settle();
  const before = await counters(cdp);
  await page.evaluate(`{ const root = ${inCalculator}; ${action} }`);
  await page.waitForFunction(`(() => { const root = ${inCalculator}; return ${done}; })()`, undefined, {
    polling: 50,
    timeout: 30_000,
  });
  await settle();
  const after = await counters(cdp);
  return { scriptMs: after.scriptMs - before.scriptMs, taskMs: after.taskMs - before.taskMs };
}

const cards = `root.querySelectorAll('.calc-card__check')`;
const firstModelShown = (model: string) =>
  `root.querySelector('.calc-card__model')?.textContent === ${JSON.stringify(model)}`;
const click = (selector: string, index = 0) => `root.querySelectorAll(${JSON.stringify(selector)})[${index}].click();`;
const radio = (name: string) =>
  `[...root.querySelectorAll('.calc-chip')].find((chip) => chip.textContent === ${JSON.stringify(name)}).querySelector('input').click();`;
const sortBy = (value: string) =>
  `{ const select = [...root.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.value === 'price-asc')); select.value = ${JSON.stringify(value)}; select.dispatchEvent(new Event('change', { bubbles: true })); }`;

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** Measures the models step of a calculator at `url` (brand MG, 1280 px) with a catalogue of `trims` trims. */
export async function timeModelsStep(context: BrowserContext, url: string, trims: number): Promise<ModelsStepCosts> {
  const catalogue = JSON.stringify(generatedCatalogue(trims));
  const page = await context.newPage();
  try {
    await page.route('**/GetRunningCostModels.json*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: catalogue }),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url);
    const calc = calculatorOn(page);
    await calc.getByRole('button', { name: 'Next' }).click();
    await heading(calc, 'How will you charge?');
    // The later steps' chunks are fetched when the browser is idle: the first render measures React, not a download.
    await page.waitForLoadState('networkidle');
    const costs: ModelsStepCosts = {
      trims,
      firstRender: [],
      checkbox: [],
      filter: [],
      sort: [],
      checkboxAllShown: [],
      idle: [],
    };
    const onModels = `${cards}.length > 0`;
    const onCharging = `!!root.querySelector('.calc-shares')`;
    for (let i = 0; i < 5; i += 1) {
      costs.firstRender.push(await measure(page, cdp, click('button[type="submit"]'), onModels));
      if (i < 4) await measure(page, cdp, click('.calc-back'), onCharging);
    }
    for (let i = 0; i < 5; i += 1) costs.idle.push(await measure(page, cdp, '', 'true'));
    // Three checks (the third reaches the maximum: every other card is unavailable), then the third unchecked again.
    for (const index of [0, 1, 2, 2]) {
      const checked = `${cards}[${index}].checked`;
      const expected = index === 2 && costs.checkbox.length === 3 ? `!${checked}` : checked;
      costs.checkbox.push(await measure(page, cdp, click('.calc-card__check', index), expected));
    }
    for (const model of ['Model 7', 'All Models', 'Model 23', 'All Models']) {
      const done = model === 'All Models' ? firstModelShown('Model 1') : firstModelShown(model);
      costs.filter.push(await measure(page, cdp, radio(model), done));
    }
    const prices = JSON.parse(catalogue).models.flatMap((model: { trims: { otp: number }[] }) =>
      model.trims.map((trim) => trim.otp),
    );
    const firstPrice = (price: number) =>
      `root.querySelector('.calc-card__price')?.textContent === ${JSON.stringify(pounds.format(price))}`;
    const cheapest = firstPrice(Math.min(...prices));
    const dearest = firstPrice(Math.max(...prices));
    costs.sort.push(await measure(page, cdp, sortBy('price-asc'), cheapest));
    costs.sort.push(await measure(page, cdp, sortBy('price-desc'), dearest));
    costs.sort.push(await measure(page, cdp, sortBy('model'), firstModelShown('Model 1')));
    // Show more until every card is there (cards 0 and 1 are still checked), then the maximum on and off again.
    await page.evaluate(`(async () => { const root = ${inCalculator}; for (let i = 0; i < 1000; i += 1) {
      const more = root.querySelector('.calc-more button'); if (!more) break; more.click();
      await new Promise((resolve) => setTimeout(resolve)); } })()`);
    await page.waitForFunction(`${inCalculator}.querySelectorAll('.calc-card__check').length === ${trims}`);
    const third = `${cards}[${trims - 1}].checked`;
    costs.checkboxAllShown.push(await measure(page, cdp, click('.calc-card__check', trims - 1), third));
    costs.checkboxAllShown.push(await measure(page, cdp, click('.calc-card__check', trims - 1), `!${third}`));
    return costs;
  } finally {
    await page.close();
  }
}
