/**
 * The two host examples in `e2e/hosts/`, as their authors would run them: the React 19 app is type-checked against
 * the built package and built with Vite, the plain HTML page loads the built embed; both run in real Chromium.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkHostTypes } from './check-host-types.ts';
import { distRoutes } from './dist-routes.ts';
import { launchChromium } from './launch-chromium.ts';
import { mockDataRoutes } from './mock-data-routes.ts';
import { folderRoutes, type Routes, startStaticServer } from './static-server.ts';

const embed = new URL('../dist/hcuk-genesis.js', import.meta.url);
const reactHost = new URL('./.artifacts/react-host/', import.meta.url);
const digest = () => createHash('sha256').update(readFileSync(embed)).digest('hex');
let embedBefore: string;
let server: Awaited<ReturnType<typeof startStaticServer>>;
let browser: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  if (!existsSync(embed)) throw new Error('[hcuk] e2e: dist/hcuk-genesis.js is missing; run `npm run build` first');
  embedBefore = digest();
  await build({ configFile: new URL('./hosts/react/vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
  const routes: Routes = {
    // Both hosts run the calculator in mock mode on their own origin.
    ...mockDataRoutes(),
    '/plain.html': {
      type: 'text/html; charset=utf-8',
      file: new URL('./hosts/plain-html/index.html', import.meta.url),
    },
    ...distRoutes(),
    '/react/index.html': { type: 'text/html; charset=utf-8', file: new URL('index.html', reactHost) },
    // Chromium asks every origin for one; a 404 would show as a console error.
    '/favicon.ico': { type: 'image/x-icon', text: '' },
    ...folderRoutes(new URL('assets/', reactHost), '/react/assets/', () => 'text/javascript; charset=utf-8'),
  };
  server = await startStaticServer(routes);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `path`, collecting console errors. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => void errors.push(error.message));
  await page.goto(`${server.origin}${path}`);
  await page.waitForFunction(() => customElements.get('hcuk-modal') !== undefined);
  return { page, errors };
}

it('type-checks the React host against the built package, and flags a misspelt calculator attribute only', () => {
  const typo = 'export const typo = <hcuk-cost-saving-calculator brnad="MG" max-compare={3} />;\n';
  const diagnostics = checkHostTypes(typo);
  expect(diagnostics).toHaveLength(1);
  expect(diagnostics[0]).toMatch(/^extra-host\.tsx\(1\): .*Property 'brnad' does not exist .*Did you mean 'brand'\?$/);
});

it('builds the React host without touching the embed', () => {
  expect(digest()).toBe(embedBefore);
});

it("passes the React host's typed attributes and event handlers through React 19 to the elements", async () => {
  const { page, errors } = await open('/react/index.html');
  const calculator = page.locator('hcuk-cost-saving-calculator');
  expect(
    await calculator.evaluate((element) =>
      Object.fromEntries(Array.from(element.attributes, ({ name, value }) => [name, value])),
    ),
  ).toMatchObject({
    brand: 'MG',
    'max-compare': '3',
    oem: '',
    ctas: '[{"label":"Book a test drive","href":"/test-drive","primary":true}]',
  });
  expect(await calculator.evaluate((element) => element.hasAttribute('show-vehicle-cta'))).toBe(false);

  await page.locator('#open-help').click();
  await page.getByRole('dialog', { name: 'How is the saving worked out?' }).waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('#closed-by').textContent()).toBe('escape');
  await calculator.getByRole('heading', { name: 'Illustrative current vehicle' }).waitFor();
  expect(errors).toEqual([]);
});

it('embeds the calculator on the plain HTML page with the script and one tag', async () => {
  const { page, errors } = await open('/plain.html');
  const calculator = page.locator('hcuk-cost-saving-calculator');
  expect(await calculator.getAttribute('brand')).toBe('MG');
  expect(JSON.parse((await calculator.getAttribute('ctas')) ?? '')).toEqual([
    { label: 'Book a test drive', href: '/test-drive', primary: true },
  ]);
  expect(await page.evaluate(() => typeof window.hcukConfig?.api)).toBe('object');
  await calculator.getByRole('heading', { name: 'Illustrative current vehicle' }).waitFor();
  await calculator.getByRole('button', { name: 'Next' }).click();
  await calculator.getByRole('heading', { name: 'How will you charge?' }).waitFor();
  expect(errors).toEqual([]);
});
