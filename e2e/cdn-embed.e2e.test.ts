/**
 * The embed served as a CDN serves it, in real Chromium: `dist/` in a versioned folder on another origin (with CORS),
 * the entry renamed or with a query string, and with subresource integrity for the entry (its attribute) and every
 * chunk (an import map made by the README's own command from `dist/integrity.json`).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer } from '../mocks/server/mock-server.ts';
import { calculatorOn, heading } from './calculator/calculator-page.ts';
import { launchChromium } from './launch-chromium.ts';
import { type Routes, startStaticServer } from './static-server.ts';

const dist = new URL('../dist/', import.meta.url);
const folder = '/hcuk-genesis/1.9.4/';
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

let servers: Array<{ close: () => Promise<void> }> = [];
let browser: Awaited<ReturnType<typeof launchChromium>>;
let host = '';
let cdn = '';
const cdnRequests: string[] = [];

/** The import map the README's command prints for the CDN folder. */
function importMapFromReadme(base: string): { integrity: Record<string, string> } {
  const script = /^node -e '([^']+)'/m.exec(readme)?.[1];
  if (!script) throw new Error('[hcuk] e2e: the README has no `node -e` command for the import map');
  return JSON.parse(execFileSync(process.execPath, ['-e', script, fileURLToPath(dist), base], { encoding: 'utf8' }));
}

/** A host page loading the embed from `src` on the CDN, with `head` (an import map) before it. */
const hostPage = (mockUrl: string, script: string, head = '') => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>A dealer using the CDN</title>
<script>window.hcukConfig = { api: { mock: { baseUrl: ${JSON.stringify(mockUrl)} } } };</script>${head}</head>
<body><hcuk-cost-saving-calculator brand="MG"></hcuk-cost-saving-calculator>${script}</body></html>`;

beforeAll(async () => {
  const routes: Routes = {};
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    routes[`${folder}${file}`] = { type: 'text/javascript; charset=utf-8', file: new URL(file, dist) };
  }
  // A pipeline's copy of the entry under a name of its own.
  routes[`${folder}widget.abc123.js`] = routes[`${folder}hcuk-genesis.js`] as Routes[string];
  const cdnServer = await startStaticServer(routes, {
    headers: { 'Access-Control-Allow-Origin': '*' },
    intercept: (request) => {
      cdnRequests.push(request.url ?? '');
      return false;
    },
  });
  cdn = cdnServer.origin;
  const mock = await startMockServer({ port: 0, log: () => {} });
  const entry = `${cdn}${folder}hcuk-genesis.js`;
  const map = importMapFromReadme(`${cdn}${folder}`);
  const hash = (file: string) => map.integrity[`${cdn}${folder}${file}`] ?? '';
  const charging = readdirSync(dist).find((name) => name.startsWith('hcuk-genesis-charging-step-')) ?? '';
  const modal = readdirSync(dist).find((name) => name.startsWith('hcuk-genesis-modal-')) ?? '';
  // The charging step's bytes are not what was built: every URL it may be asked for at (its retry URLs too) fails.
  const wrongMap = {
    integrity: Object.fromEntries(
      Object.entries(map.integrity).map(([url, value]) => [
        url,
        url.startsWith(`${cdn}${folder}${charging}`) ? hash(modal) : value,
      ]),
    ),
  };
  const withIntegrity = `<script type="module" src="${entry}" integrity="${hash('hcuk-genesis.js')}" crossorigin="anonymous"></script>`;
  const module = (src: string) => `<script type="module" src="${src}"></script>`;
  const importMap = (value: unknown) => `<script type="importmap">${JSON.stringify(value)}</script>`;
  const html = (text: string) => ({ type: 'text/html; charset=utf-8', text });
  const hostServer = await startStaticServer({
    // Chromium asks every new origin for one: an empty answer keeps the console free of a 404 that is not ours.
    '/favicon.ico': { type: 'image/x-icon', text: '' },
    '/renamed': html(hostPage(mock.url, module(`${cdn}${folder}widget.abc123.js`))),
    '/query': html(hostPage(mock.url, module(`${entry}?v=1.9.4`))),
    '/integrity': html(hostPage(mock.url, withIntegrity, importMap(map))),
    '/integrity-mismatch': html(hostPage(mock.url, withIntegrity, importMap(wrongMap))),
  });
  host = hostServer.origin;
  servers = [hostServer, cdnServer, mock];
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
});

/** Opens `path`, goes to the charging step and opens its help; returns the page's errors and the CDN's requests. */
async function toChargingHelp(path: string): Promise<{ errors: string[]; requests: string[]; page: Page }> {
  cdnRequests.length = 0;
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto(`${host}${path}`);
  const calc = calculatorOn(page);
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  await calc.getByRole('button', { name: 'About charging types' }).click();
  await calc
    .getByRole('dialog', { name: 'Charging types' })
    .getByText(/a wallbox or a socket at home, at your electricity tariff/)
    .waitFor();
  return { errors, requests: [...cdnRequests], page };
}

it('works with the entry renamed: the chunks never ask for hcuk-genesis.js, so there is one copy of React', async () => {
  const { errors, requests, page } = await toChargingHelp('/renamed');
  expect(errors).toEqual([]);
  expect(requests).toContain(`${folder}widget.abc123.js`);
  expect(requests.filter((url) => url.includes('hcuk-genesis.js'))).toEqual([]);
  expect(requests.some((url) => url.includes('charging-step'))).toBe(true);
  await page.close();
});

it('works with a query string on the entry: it is fetched once, with its query, and never again without', async () => {
  const { errors, requests, page } = await toChargingHelp('/query');
  expect(errors).toEqual([]);
  expect(requests.filter((url) => url.includes('/hcuk-genesis.js'))).toEqual([`${folder}hcuk-genesis.js?v=1.9.4`]);
  await page.close();
});

it("loads under subresource integrity: the entry's attribute and the README's import map cover every chunk", async () => {
  const { errors, requests, page } = await toChargingHelp('/integrity');
  expect(errors).toEqual([]);
  // The dialog and the sanitiser came through the import map's hashes too.
  expect(requests.filter((url) => /modal|sanitise-html|charging-step/.test(url))).toHaveLength(3);
  await page.close();
});

it('refuses a chunk whose hash does not match, and says so in place of the step', async () => {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto(`${host}/integrity-mismatch`);
  const calc = calculatorOn(page);
  await calc.getByRole('button', { name: 'Next' }).click();
  await calc.getByRole('alert').getByText('We could not load the calculator').waitFor({ timeout: 10_000 });
  expect(await calc.getByRole('navigation', { name: 'Calculator steps' }).isVisible()).toBe(true);
  expect(errors.some((text) => /integrity/i.test(text))).toBe(true);
  expect(errors.some((text) => text.startsWith('[hcuk] Could not download the charging step'))).toBe(true);
  await page.close();
});
