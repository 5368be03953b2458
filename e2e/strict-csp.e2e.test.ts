/**
 * The calculator on a host page with a strict Content-Security-Policy and Trusted Types, in real Chromium: the policies
 * are read from the README's "Content Security Policy" section, so what the README tells a host is what is tested.
 * The journey (help dialog, comparison, terms) must raise no `securitypolicyviolation` at all, with the theme and the
 * host's stylesheet applied. Mock mode serves the data on the page's own origin (a proxy to the mock server, as a
 * host would); the real-API page talks to the mock server's real API paths on another origin. On the same page, the
 * content a lender writes: help dressed as the calculator's own parts lands inside the dialog, and the terms request
 * nothing before they are opened. Screenshots in e2e/.artifacts/strict-csp/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer } from '../mocks/server/mock-server.ts';
import { calculatorOn, heading, toModels } from './calculator/calculator-page.ts';
import { distRoutes } from './dist-routes.ts';
import { launchChromium } from './launch-chromium.ts';
import { proxyTo } from './proxy-to.ts';
import { startStaticServer } from './static-server.ts';

const artifacts = new URL('./.artifacts/strict-csp/', import.meta.url);
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
// The README's two headers, in order: mock mode on one origin, then a real API on its own host.
const [mockModePolicy = '', realApiPolicy = ''] = Array.from(
  readme.matchAll(/^Content-Security-Policy: (.+)$/gm),
  (match) => match[1] ?? '',
);
const documentedApiHost = 'https://finance-api.hcuk.example';
const documentedAdminHost = 'https://admin-api.hcuk.example';

let servers: Array<{ close: () => Promise<void> }> = [];
let browser: Awaited<ReturnType<typeof launchChromium>>;
let mockModeOrigin = '';
let realApiOrigin = '';

/** A host page with nothing inline: its configuration and its own styles are files on its origin. */
const page = (title: string) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/host.css"><script src="/host-config.js"></script></head>
<body><header id="site-nav">Example Motors <hcuk-button variant="secondary" href="/contact">Contact us</hcuk-button></header>
<main><hcuk-cost-saving-calculator brand="MG" sticky-header="#site-nav"></hcuk-cost-saving-calculator></main>
<script type="module" src="/dist/hcuk-genesis.js"></script></body></html>`;

const hostRoutes = (api: string, adminApi = 'undefined') => ({
  ...distRoutes(),
  '/': { type: 'text/html; charset=utf-8', text: page('A dealer with a strict CSP') },
  '/host-config.js': {
    type: 'text/javascript',
    text: `window.hcukConfig = { api: ${api}, adminApi: ${adminApi}, stylesheets: ['/styles/brand.css'] };`,
  },
  '/host.css': {
    type: 'text/css',
    text: 'body { margin: 0; font-family: system-ui, sans-serif; } #site-nav { position: sticky; top: 0; z-index: 10; display: flex; gap: 16px; align-items: center; height: 56px; padding: 0 16px; background: #1b1f24; color: #fff; } main { padding: 16px 0; }',
  },
  // A plain element selector: it wins over the calculator's class rules because those sit in the hcuk layer.
  '/styles/brand.css': { type: 'text/css', text: 'h2 { font-size: 26px; }' },
});

beforeAll(async () => {
  expect(mockModePolicy).toContain('trusted-types hcuk-genesis');
  expect(realApiPolicy).toContain(documentedApiHost);
  expect(realApiPolicy).toContain(documentedAdminHost);
  const mock = await startMockServer({ port: 0, log: () => {} });
  const mockMode = await startStaticServer(hostRoutes('{ mock: true }'), {
    headers: { 'Content-Security-Policy': mockModePolicy },
    intercept: proxyTo('/data/', mock.url),
  });
  // The finance and admin APIs on one test host, which stands in for both of production's.
  const apiOptions = `{ baseUrl: ${JSON.stringify(mock.url)} }`;
  const realApi = await startStaticServer(hostRoutes(apiOptions, apiOptions), {
    headers: {
      'Content-Security-Policy': realApiPolicy
        .replaceAll(documentedApiHost, mock.url)
        .replaceAll(documentedAdminHost, mock.url),
    },
  });
  servers = [mockMode, realApi, mock];
  mockModeOrigin = mockMode.origin;
  realApiOrigin = realApi.origin;
  browser = await launchChromium();
  mkdirSync(artifacts, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
});

/** A new tab that records every CSP violation and every console message about one; `prepare` runs before it loads. */
async function watchedPage(
  origin: string,
  prepare: (tab: Page) => Promise<unknown> = async () => {},
): Promise<{ tab: Page; violations: () => Promise<string[]> }> {
  const tab = await browser.context.newPage();
  await prepare(tab);
  const console: string[] = [];
  tab.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) console.push(message.text());
  });
  await tab.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  await tab.goto(origin);
  return {
    tab,
    violations: async () => [
      ...(await tab.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
      ...console,
    ],
  };
}

const shot = (tab: Page, name: string) =>
  tab.screenshot({ path: new URL(`${name}.png`, artifacts).pathname, fullPage: true, animations: 'disabled' });

/** Opens the mileage help, checks the dialog is styled and centred over the page, screenshots it, and closes it. */
async function checkHelpDialog(tab: Page, width: number): Promise<void> {
  const calc = calculatorOn(tab);
  await calc.getByRole('button', { name: 'How do I work out my mileage?' }).click();
  const dialog = calc.getByRole('dialog', { name: 'Working out your mileage' });
  await dialog.getByText(/two MOT certificates/).waitFor();
  const layout = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const frame = element.parentElement as HTMLElement;
    return {
      frame: getComputedStyle(frame).position,
      background: getComputedStyle(element).backgroundColor,
      offCentre: Math.abs(box.x + box.width / 2 - window.innerWidth / 2),
    };
  });
  expect(layout).toEqual({ frame: 'fixed', background: 'rgb(255, 255, 255)', offCentre: expect.any(Number) });
  expect(layout.offCentre).toBeLessThan(2);
  await tab.waitForTimeout(350);
  await tab.screenshot({ path: new URL(`help-${width}.png`, artifacts).pathname, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Details (with its help), charging, two models, the comparison and its terms. */
async function journey(tab: Page): Promise<void> {
  const calc = calculatorOn(tab);
  await heading(calc, 'Illustrative current vehicle');
  await checkHelpDialog(tab, 1280);
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('checkbox', { name: 'MG HS Hybrid+ SE' }).check();
  await calc.getByRole('button', { name: 'Compare (2)' }).click();
  await heading(calc, 'Illustrative running cost comparison');
  await calc.getByText('£1,071.66').first().waitFor();
  await calc.getByRole('button', { name: /Terms and Conditions/ }).click();
  await calc.getByText(/4\.54609 litres per gallon/).waitFor();
}

it('runs the whole journey in mock mode under the README policy, with no violation and the theme applied', async () => {
  const { tab, violations } = await watchedPage(mockModeOrigin);
  const calc = calculatorOn(tab);
  await tab.locator('hcuk-cost-saving-calculator[ready="true"]').waitFor();
  // `ready` says the page's stylesheets have loaded, not that the flow (its chunk, its sheet, the first step) has
  // rendered: the styles are read once the first step is there.
  await heading(calc, 'Illustrative current vehicle');
  const styling = await tab.evaluate(() => {
    const calculator = document.querySelector('hcuk-cost-saving-calculator')?.shadowRoot;
    const button = document.querySelector('hcuk-button')?.shadowRoot;
    const next = calculator?.querySelector('.hcuk-button--primary');
    const title = calculator?.querySelector('h2');
    return {
      styleElements: [calculator, button].map((root) => root?.querySelectorAll('style').length),
      adopted: calculator?.adoptedStyleSheets.length,
      // The theme's sheet is one object, adopted by both elements.
      sharedTheme: calculator?.adoptedStyleSheets[0] === button?.adoptedStyleSheets[0],
      nextBackground: next && getComputedStyle(next).backgroundColor,
      fontFamily: getComputedStyle(calculator?.querySelector('.hcuk-root') as Element).fontFamily,
      titleSize: title && getComputedStyle(title).fontSize,
    };
  });
  expect(styling).toEqual({
    styleElements: [0, 0],
    // The theme, the element's own sheet and the flow's (loaded with it from its chunk).
    adopted: 3,
    sharedTheme: true,
    nextBackground: 'rgb(0, 85, 140)',
    fontFamily: expect.stringMatching(/^system-ui/),
    titleSize: '26px',
  });
  await journey(tab);
  await tab.evaluate(() => window.scrollTo(0, 0));
  await shot(tab, 'compare-1280');
  await tab.setViewportSize({ width: 375, height: 812 });
  await tab.waitForTimeout(300);
  await tab.evaluate(() => window.scrollTo(0, 0));
  await shot(tab, 'compare-375');
  await calc.getByRole('button', { name: 'Edit vehicle' }).click();
  await heading(calc, 'Illustrative current vehicle');
  await checkHelpDialog(tab, 375);
  expect(await violations()).toEqual([]);
  await tab.close();
});

it('runs the journey against a real API on its own host under the README policy, with no violation', async () => {
  const { tab, violations } = await watchedPage(realApiOrigin);
  await journey(tab);
  // The pictures come from the API's host, which the policy's img-src names.
  await expect.poll(() => calculatorOn(tab).locator('img.is-loaded').count(), { timeout: 5000 }).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
  await tab.close();
});

it('looks a number plate up from the admin API under the README policy, with no violation', async () => {
  const { tab, violations } = await watchedPage(realApiOrigin);
  const calc = calculatorOn(tab);
  await heading(calc, 'Illustrative current vehicle');
  await calc.getByRole('textbox', { name: 'Number plate' }).fill('YK19 FHD');
  await tab.keyboard.press('Enter');
  await calc.getByText('We found your 2019 Ford Focus, petrol.').waitFor();
  expect(await violations()).toEqual([]);
  await tab.close();
});

it("keeps help content dressed as the calculator from drawing over the page or the dialog's close button", async () => {
  const costume =
    '<p>Help</p><a href="/claim" class="calc-tooltip__bubble">Claim your prize</a>' +
    '<div class="calc-problem">Your payment failed</div><p class="hcuk-modal__close calc-link is-selected">Close</p>';
  const { tab, violations } = await watchedPage(mockModeOrigin, (tab) =>
    tab.route('**/data/api/v1/CostSavingCalculator/Configuration.json', async (route) => {
      const configuration = await (await route.fetch()).json();
      configuration.content.default.vehicle.mileageHelp.content = costume;
      await route.fulfill({ json: configuration });
    }),
  );
  const calc = calculatorOn(tab);
  await calc.getByRole('button', { name: 'How do I work out my mileage?' }).click();
  const dialog = calc.getByRole('dialog', { name: 'Working out your mileage' });
  await dialog.getByText('Your payment failed').waitFor();
  await tab.waitForTimeout(350);
  const found = await dialog.evaluate((element) => {
    const root = element.getRootNode() as ShadowRoot;
    const [link, box, fake] = [
      'a[href="/claim"]',
      '.hcuk-modal__content > div',
      '.hcuk-modal__content > p:last-child',
    ].map((selector) => element.querySelector(selector) as HTMLElement) as [HTMLElement, HTMLElement, HTMLElement];
    const close = element.querySelector('.hcuk-modal__close') as HTMLElement;
    const closeBox = close.getBoundingClientRect();
    const hit = root.elementFromPoint(closeBox.x + closeBox.width / 2, closeBox.y + closeBox.height / 2);
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
    return {
      classes: [link, box, fake].map((node) => node.className),
      linkPosition: getComputedStyle(link).position,
      linkInsideDialog: inside(link.getBoundingClientRect(), element.getBoundingClientRect()),
      boxBorder: getComputedStyle(box).borderTopWidth,
      closeIsHit: hit !== null && close.contains(hit),
    };
  });
  expect(found).toEqual({
    classes: ['', '', ''],
    linkPosition: 'static',
    linkInsideDialog: true,
    boxBorder: '0px',
    closeIsHit: true,
  });
  expect(await violations()).toEqual([]);
  await tab.close();
});

it('requests nothing the terms link or show, nor the sanitiser, until the visitor opens them', async () => {
  const requested: string[] = [];
  const { tab, violations } = await watchedPage(mockModeOrigin, async (tab) => {
    tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await tab.route('**/data/api/v1/CostSavingCalculator/Configuration.json', async (route) => {
      const configuration = await (await route.fetch()).json();
      configuration.content.default.compare.terms = '<p>Estimates only.</p><img src="/account/logout" alt="">';
      await route.fulfill({ json: configuration });
    });
  });
  const calc = calculatorOn(tab);
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await calc.getByText('£362.96').first().waitFor();
  await tab.waitForTimeout(500);
  const before = requested.filter((path) => /logout|sanitise-html/.test(path));
  await calc.getByRole('button', { name: /Terms and Conditions/ }).click();
  await calc.getByText('Estimates only.').waitFor();
  await expect.poll(() => requested.filter((path) => /logout|sanitise-html/.test(path)).length).toBe(2);
  expect(before).toEqual([]);
  expect(await violations()).toEqual([]);
  await tab.close();
});
