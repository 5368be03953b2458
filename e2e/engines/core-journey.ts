/**
 * The core journey, the same in every engine (`engine.ts`), through the built embed on a host page under the README's
 * strict Content-Security-Policy (mock mode, with Trusted Types enforced where the engine has them):
 *
 * - the calculator's flow, which every later step needs, fails once at start and is fetched again by itself;
 * - the help dialog cannot be downloaded twice, so the visitor sees its text in place and presses Try again;
 * - the charging step (a leaf) and the HTML content code (which the comparison and the dialog share) fail once;
 * - the first step, the help dialog, three vehicles compared with finance on, every figure to the penny by the
 *   published formulas (so the same as in Chromium), and print media (a PDF, where the engine's driver can print);
 * - no CSP violation, each shared chunk served once (one instance), and what the visitor typed is kept throughout.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { quoteFigures } from '../../mocks/calculation/finance-quote.ts';
import { depositRange } from '../../mocks/calculation/quote-bounds.ts';
import { startMockServer } from '../../mocks/server/mock-server.ts';
import { compared, defaultPrices, expectedFigures } from '../calculator/expected-figures.ts';
import { pdfText } from '../calculator/pdf-text.ts';
import { chunkFaults } from '../chunk-faults.ts';
import { distRoutes } from '../dist-routes.ts';
import { proxyTo } from '../proxy-to.ts';
import { startStaticServer } from '../static-server.ts';
import type { Engine, EnginePage } from './engine.ts';
import {
  cardFigures,
  cardText,
  exactly,
  findElement,
  headingShown,
  misplacedControls,
  shownAlerts,
  textboxValue,
  withFinder,
} from './page-queries.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
/** The README's first header: mock mode, the embed, the data and the page on one origin. */
const mockModePolicy = /^Content-Security-Policy: (.+)$/m.exec(readme)?.[1] ?? '';

const configuration = JSON.parse(
  readFileSync(new URL('../../mocks/data/api/v1/CostSavingCalculator/Configuration.json', import.meta.url), 'utf8'),
);
const prices = { 'MG4 EV SE Standard Range 51kWh': 25995, 'MG HS Plug-in Hybrid SE': 30995, 'MG HS Hybrid+ SE': 28995 };
const money = (pounds: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds);

/** A host page with nothing inline: its configuration and its CSP watcher are files on its origin. */
const hostPage = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A dealer with a strict CSP</title><script src="/csp-watch.js"></script><script src="/host-config.js"></script></head>
<body><main><hcuk-cost-saving-calculator brand="MG" print finance="pcp"
  privacy-notice-href="https://www.example.co.uk/privacy" show-vehicle-cta
  vehicle-cta-href="https://www.example.co.uk/offers/{model}?edition={id}"></hcuk-cost-saving-calculator></main>
<script type="module" src="/dist/hcuk-genesis.js"></script></body></html>`;

/**
 * Records every CSP violation (Trusted Types included), and every error the page's window hears (what a host's error
 * monitoring would report), where the test can read them.
 */
const cspWatch = `window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push(event.effectiveDirective + ' ' + event.blockedURI + ' ' + event.sample);
}, true);
window.pageErrors = [];
window.addEventListener('error', (event) => window.pageErrors.push(String(event.message)));`;

/** Polls `expression` until it is truthy; fails naming `what` after `timeout` ms. */
async function waitFor(page: EnginePage, expression: string, what: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await page.evaluate<boolean>(`Boolean(${expression})`)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`[hcuk] e2e: waited ${timeout} ms for ${what}`);
}

/** Clicks the first shown `selector` whose name matches `pattern`, once there is one. */
async function click(page: EnginePage, selector: string, pattern: string): Promise<void> {
  const expression = findElement(selector, pattern);
  await waitFor(page, expression, `${selector} ${pattern}`).catch(async (error: Error) => {
    const names = await page.evaluate<string[]>(
      withFinder(`hcuk.all().filter((element) => element.matches(${JSON.stringify(selector)})).map(hcuk.nameOf)`),
    );
    throw new Error(`${error.message}; the page has ${JSON.stringify(names)}`);
  });
  // A visitor with a pointer clicks a checkbox's card (its label), which the styled box lies under, once it is in
  // view: a card off screen is not rendered yet (content-visibility), and WebKit's driver refuses to click it until
  // it is. A step that has just appeared may still be settling, so a refused click is tried again, briefly.
  const target = `((element) => element.closest('label') || element)(${expression})`;
  for (let attempt = 1; ; attempt += 1) {
    await page.evaluate(`(${target}).scrollIntoView({ block: 'center', behavior: 'instant' })`);
    // A driver clicks at the element's position when it asks: after a step change the page may still be scrolling
    // (the calculator brings its top into view), so the click waits until the element stands still.
    await page.evaluate(`new Promise((resolve) => {
      const element = ${target};
      const deadline = performance.now() + 2000;
      let last = '';
      let frames = 0;
      const check = () => {
        const box = element.getBoundingClientRect();
        const now = box.top + ',' + box.left;
        frames = now === last ? frames + 1 : 0;
        last = now;
        if (frames >= 2 || performance.now() > deadline) resolve(true);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })`);
    try {
      await (await page.element(target)).click();
      return;
    } catch (error) {
      if (attempt >= 5 || !/NotInteractable|ClickIntercepted|not clickable|not visible/i.test(String(error)))
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Types `text` over the text box labelled `label`. */
async function fill(page: EnginePage, label: string, text: string): Promise<void> {
  const expression = findElement('input', exactly(label));
  await waitFor(page, expression, `the text box ${label}`);
  await (await page.element(expression)).typeOver(text);
}

const heading = (page: EnginePage, pattern: string) => waitFor(page, headingShown(pattern), `the heading ${pattern}`);

/**
 * Clicks a button that moves to the step headed `next`, and waits for that heading. A visitor whose click did not
 * take (the page still moving under the pointer) clicks again; so does this, once, after 5 seconds.
 */
async function moveTo(page: EnginePage, button: string, next: string): Promise<void> {
  await click(page, 'button', exactly(button));
  try {
    await waitFor(page, headingShown(next), `the heading ${next}`, 5000);
  } catch {
    await click(page, 'button', exactly(button));
    await heading(page, next);
  }
}

/** Registers the journey's tests for the engine `start` launches; `screenshots` go to e2e/.artifacts/engines/. */
export function coreJourney(start: () => Promise<Engine>): void {
  const faults = chunkFaults();
  let engine: Engine;
  let origin = '';
  const closers: Array<() => Promise<void>> = [];
  const artifacts = new URL('../.artifacts/engines/', import.meta.url);

  beforeAll(async () => {
    expect(mockModePolicy).toContain('trusted-types hcuk-genesis');
    const mock = await startMockServer({ port: 0, log: () => {} });
    const proxy = proxyTo('/data/', mock.url);
    const host = await startStaticServer(
      {
        ...distRoutes(),
        '/': { type: 'text/html; charset=utf-8', text: hostPage },
        '/csp-watch.js': { type: 'text/javascript', text: cspWatch },
        '/host-config.js': { type: 'text/javascript', text: 'window.hcukConfig = { api: { mock: true } };' },
      },
      {
        headers: { 'Content-Security-Policy': mockModePolicy },
        intercept: (request, response) => faults.intercept(request, response) || proxy(request, response),
      },
    );
    origin = host.origin;
    closers.push(host.close, mock.close);
    engine = await start();
    closers.unshift(engine.close);
    mkdirSync(artifacts, { recursive: true });
    console.log(`[hcuk] e2e: ${engine.version}`);
  });

  afterAll(async () => {
    for (const close of closers) await close();
  });

  /** A new 1280 px page, through the first two steps with their defaults, comparing the one vehicle `description`. */
  const compareOne = async (description: string): Promise<EnginePage> => {
    const page = await engine.newPage({ width: 1280, height: 900 });
    await page.goto(origin);
    await heading(page, 'current vehicle');
    await moveTo(page, 'Next', 'How will you charge');
    await moveTo(page, 'Next', 'Choose models to compare');
    await click(page, 'input[type=checkbox]', exactly(description));
    await click(page, 'button', exactly('Compare (1)'));
    await heading(page, 'running cost comparison');
    return page;
  };

  // Once every finite animation on the page, shadow roots included (a dialog's fade-in), has ended: Firefox and WebKit
  // have no screenshot option that stops them, so a picture taken at once can catch a view half faded in. Firefox's
  // document.getAnimations() leaves out those in shadow roots, so each root is asked.
  const settled = `(() => {
    const roots = [document];
    for (let i = 0; i < roots.length; i += 1)
      for (const element of roots[i].querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    return roots.flatMap((root) => root.getAnimations()).every(
      (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
  })()`;
  const shot = async (page: EnginePage, name: string) => {
    // Twice, a poll apart: an animation that starts a frame after the view appears is caught by the second look.
    await waitFor(page, settled, `the animations before the ${name} screenshot`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(page, settled, `the animations before the ${name} screenshot`);
    await page.screenshot(new URL(`${engine.name}-${name}.png`, artifacts).pathname);
  };

  it('recovers every chunk that fails, keeps what was typed, and shows the same figures, finance and print', async () => {
    faults.reset();
    faults.fail('calculator-flow', 1);
    faults.fail('modal', 2);
    faults.fail('charging-step', 1);
    faults.fail('html-content', 1);
    const page = await engine.newPage({ width: 1280, height: 900 });
    await page.goto(origin);

    // The flow failed once at start; its retry brings the first step, with no failure shown.
    await heading(page, 'current vehicle');
    expect(await page.evaluate(shownAlerts())).toEqual([]);
    await fill(page, 'Average MPG', '52');
    await fill(page, 'Average mileage', '200');

    // The dialog fails twice (its automatic retry too): its text in place, and Try again opens it.
    await click(page, 'button', exactly('How do I work out my mileage?'));
    await waitFor(
      page,
      withFinder(`hcuk.findAll('[role=alert]', 'Working out your mileage').some(hcuk.shown)`),
      'the help in place',
    );
    const [fallback = ''] = await page.evaluate<string[]>(shownAlerts());
    expect(fallback).toContain('Check the difference between two MOT certificates');
    expect(fallback).toContain('Try again in a few minutes.');
    expect(fallback).not.toContain('internet connection');
    await shot(page, 'dialog-not-downloaded-1280');
    await click(page, 'button', exactly('Try again'));
    const dialog = findElement('[role=dialog]', 'Working out your mileage');
    await waitFor(page, `(${dialog}) && /two MOT certificates/.test((${dialog}).textContent)`, 'the help dialog');
    // Rendered as HTML (a paragraph), through the sanitiser's Trusted Types policy where the engine enforces them.
    expect(await page.evaluate(`Boolean((${dialog}).querySelector('p'))`)).toBe(true);
    await shot(page, 'help-1280');
    await click(page, 'button', exactly('Close'));
    await waitFor(page, `!(${dialog})`, 'the dialog to close');
    expect(await page.evaluate(textboxValue('Average MPG'))).toBe('52');

    // The charging step failed once (the idle prefetch or Next met it); Next still shows it.
    await moveTo(page, 'Next', 'How will you charge');
    await moveTo(page, 'Next', 'Choose models to compare');
    for (const [, description] of compared) await click(page, 'input[type=checkbox]', exactly(description));
    await click(page, 'button', exactly('Compare (3)'));
    await heading(page, 'running cost comparison');
    expect(await page.evaluate(shownAlerts())).toEqual([]);

    const inputs = {
      annualMiles: 200 * 52,
      mpg: 52,
      fuelPrice: configuration.initialCalcOptions.fuelPrice,
      shares: configuration.chargingProfiles[0].defaults,
      prices: defaultPrices,
    };
    for (const [id, description] of compared) {
      // As shown: a negative difference with the true minus sign.
      const expected = expectedFigures(id, inputs, 'annual').map((figure) => figure.replace(/^-/, '\u2212'));
      await waitFor(
        page,
        `JSON.stringify(${cardFigures(description)}) === ${JSON.stringify(JSON.stringify(expected))}`,
        `${description}'s figures ${expected.join(', ')}`,
      ).catch(async (error: Error) => {
        throw new Error(`${error.message} (shown: ${JSON.stringify(await page.evaluate(cardFigures(description)))})`);
      });
      // The finance example: the published formula's monthly payment for the default deposit, at the visitor's
      // 10,400 miles a year rounded up to the mock lender's 1,000-mile step, the allowance that covers them.
      const price = prices[description];
      const monthly = money(
        quoteFigures({
          product: 'PCP',
          cashPrice: price,
          advancePayment: depositRange(price).default,
          term: 48,
          aprPercent: 9.9,
          annualMileage: Math.ceil(inputs.annualMiles / 1000) * 1000,
        }).monthlyPayment,
      );
      await waitFor(
        page,
        `${cardText(description)}.includes(${JSON.stringify(monthly)})`,
        `${description}'s ${monthly} a month`,
      );
    }
    await shot(page, 'compare-1280');

    // Back to the start: what was typed is kept. The calculator's Back goes back through the browser's history, so
    // it adds no entries, and the browser's Forward and Back (a phone's back gesture) then walk the same steps.
    const entries = await page.evaluate<number>('history.length');
    for (const step of ['Choose models to compare', 'How will you charge', 'current vehicle']) {
      await click(page, 'button', exactly('Back'));
      await heading(page, step);
    }
    expect(await page.evaluate(textboxValue('Average MPG'))).toBe('52');
    expect(await page.evaluate(textboxValue('Average mileage'))).toBe('200');
    expect(await page.evaluate<number>('history.length')).toBe(entries);
    await page.evaluate('history.forward()');
    await heading(page, 'How will you charge');
    await page.evaluate('history.back()');
    await heading(page, 'current vehicle');
    expect(await page.evaluate(textboxValue('Average MPG'))).toBe('52');
    expect(await page.evaluate('location.pathname + location.search')).toBe('/');

    // Each failed chunk was asked for again at a new URL. The chunks others need were served (so run) once: one
    // instance, whichever attempt brought it. (A chunk whose own download worked but whose dependency failed is
    // fetched again at its next URL; its first copy never finished running.)
    for (const name of ['calculator-flow', 'modal', 'charging-step', 'html-content']) {
      const requests = faults.requests(name);
      expect(requests[0], name).toMatchObject({ query: '', status: 503 });
      expect(
        requests.some((request) => request.query === '?hcuk-retry=1'),
        name,
      ).toBe(true);
    }
    for (const shared of ['calculator-flow', 'html-content'])
      expect(
        faults.requests(shared).filter((request) => request.status === 200),
        shared,
      ).toHaveLength(1);
    expect(await page.evaluate('window.cspViolations')).toEqual([]);
  });

  // One card in a row wider than a card (at most 425 px) once had rows too short in Firefox: "View Offers" lay over
  // "Compare PCP and HP" and "Request this quote", and a click meant for the finance went to the dealer's offers page.
  it('gives each control on a lone card its own place, before and after Compare PCP and HP opens', async () => {
    faults.reset();
    const [, description] = compared[0];
    const page = await compareOne(description);
    const request = findElement('button', exactly('Request this quote'));
    await waitFor(page, `(${request}) && (${findElement('a', '^View Offers')})`, 'the quote request and View Offers');
    expect(await page.evaluate(misplacedControls(description))).toEqual([]);
    await click(page, 'button', exactly('Compare PCP and HP'));
    await waitFor(page, `${cardText(description)}.includes('PCP and HP for a deposit of')`, 'the PCP and HP table');
    await shot(page, 'pcp-and-hp-1280');
    expect(await page.evaluate(misplacedControls(description))).toEqual([]);
    expect(await page.evaluate('location.pathname')).toBe('/');
  });

  // On a phone, the back gesture with a help dialog open on the first step once left the page (decisions/0021), and
  // Reset All raised "ResizeObserver loop completed with undelivered notifications" as a window error in Firefox and
  // WebKit (a phone review), which a host's error monitoring reports as the calculator's: the layout's width check,
  // answering a height change, rendered the reset's pending effects inside the observer's callback.
  it('closes a dialog on Back, resets and undoes on a phone, without an error on the page', async () => {
    faults.reset();
    const page = await engine.newPage({ width: 375, height: 812 });
    await page.goto(origin);
    await heading(page, 'current vehicle');
    // Edge to edge, as most sites lay out a phone's page: the calculator then takes the page's full width, which a
    // scroll bar coming and going with the page's height changes.
    await page.evaluate(`document.body.style.margin = '0'`);
    // The back gesture closes a help dialog on the step the visit opened on, and the visitor stays on the page.
    await fill(page, 'Average MPG', '36');
    await click(page, 'button', exactly('How do I work out my mileage?'));
    const dialog = findElement('[role=dialog]', 'Working out your mileage');
    await waitFor(page, `(${dialog}) && /two MOT certificates/.test((${dialog}).textContent)`, 'the help dialog');
    // Back only once the dialog's entry is there. Fresh-clone CI once saw this Back leave the page in WebKit, with
    // three engines' tests on two cores; not reproduced alone (the entry is pushed as the modal opens, before it
    // shows), so whether the entry was missing or WebKit passed over it is not settled (see the session notes).
    await waitFor(page, `history.state?.hcukCalculatorDialog === true`, 'the dialog’s history entry');
    await page.evaluate('history.back()');
    await waitFor(page, `!(${dialog})`, 'the dialog to close');
    await heading(page, 'current vehicle');
    expect(await page.evaluate(textboxValue('Average MPG'))).toBe('36');
    for (const mpg of ['38', '41', '44']) {
      await fill(page, 'Average MPG', mpg);
      await click(page, 'button', exactly('Reset All'));
      await waitFor(page, findElement('button', exactly('Undo reset')), 'Undo reset');
      expect(await page.evaluate(textboxValue('Average MPG'))).toBe(String(configuration.initialCalcOptions.mpg));
    }
    await click(page, 'button', exactly('Undo reset'));
    await waitFor(page, `(${textboxValue('Average MPG')}) === '44'`, 'the MPG 44 put back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.evaluate('window.pageErrors')).toEqual([]);
  });

  it('prints the comparison in print media, where the engine’s driver can print', async () => {
    faults.reset();
    const [id, description] = compared[0];
    const page = await compareOne(description);
    const inputs = {
      annualMiles: configuration.initialCalcOptions.mileage * 52,
      mpg: configuration.initialCalcOptions.mpg,
      fuelPrice: configuration.initialCalcOptions.fuelPrice,
      shares: configuration.chargingProfiles[0].defaults,
      prices: defaultPrices,
    };
    const [current, estimated] = expectedFigures(id, inputs, 'annual');
    await waitFor(page, `${cardText(description)}.includes(${JSON.stringify(estimated)})`, 'the figures');
    const pdf = await page.pdf();
    if ('unsupported' in pdf) {
      // Said, not hidden: this engine's print styles are not checked here (Chromium and Firefox check the same CSS).
      console.log(`[hcuk] e2e: ${engine.name}: print not checked: ${pdf.unsupported}`);
      expect(engine.name).toBe('webkit');
      return;
    }
    const text = (await pdfText(pdf)).join(' ').replace(/\s+/g, '');
    for (const phrase of [description, current, `Estimated running cost: ${estimated}`, 'Terms and Conditions'])
      expect(text).toContain(phrase.replace(/\s+/g, ''));
    // Print media hides the controls.
    for (const control of ['Back', 'Print', 'Remove']) expect(text).not.toContain(`${control}${description}`);
    expect(await page.evaluate('window.cspViolations')).toEqual([]);
  });
}
