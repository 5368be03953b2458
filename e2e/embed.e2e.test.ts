/**
 * The one-script embed as a host page sees it, in real Chromium: the built dist/hcuk-genesis.js on a plain HTML page
 * served from 127.0.0.1. Run with `npm run test:e2e` (builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { distRoutes } from './dist-routes.ts';
import { launchChromium } from './launch-chromium.ts';
import { startStaticServer } from './static-server.ts';

const embed = new URL('../dist/hcuk-genesis.js', import.meta.url);
let server: Awaited<ReturnType<typeof startStaticServer>>;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  server = await startStaticServer({
    '/': { type: 'text/html; charset=utf-8', file: new URL('./fixtures/host-page.html', import.meta.url) },
    ...distRoutes(),
    '/styles/brand.css': { type: 'text/css', text: '.hcuk-button { letter-spacing: 2px; }' },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  const context: BrowserContext = browser.context;
  page = await context.newPage();
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(server.origin);
  await page.waitForSelector('hcuk-button[ready="true"]');
});

/** Describes the focused element, looking through shadow roots: `<host>#<id> <tag>:<name or text>`. */
const focused = () =>
  page.evaluate(() => {
    let active = document.activeElement;
    const hosts: string[] = [];
    while (active?.shadowRoot?.activeElement) {
      hosts.push(`${active.localName}#${active.id}`);
      active = active.shadowRoot.activeElement;
    }
    return `${hosts.join(' ')} ${active?.localName}:${active?.getAttribute('aria-label') ?? active?.textContent?.trim()}`;
  });

it('upgrades the elements, marks them ready, and flags the stylesheet that failed', async () => {
  const state = await page.evaluate(() =>
    ['hcuk-button', 'hcuk-modal'].map((tag) => {
      const element = document.querySelector(tag);
      return {
        defined: customElements.get(tag) !== undefined,
        ready: element?.getAttribute('ready'),
        error: element?.getAttribute('stylesheet-error'),
      };
    }),
  );
  expect(state).toEqual([
    { defined: true, ready: 'true', error: '/styles/missing.css' },
    { defined: true, ready: 'true', error: '/styles/missing.css' },
  ]);
  expect(consoleErrors).toContain('[hcuk] Could not load stylesheet /styles/missing.css');
});

it('tolerates a second copy of the embed script on the same page', async () => {
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  await page.addScriptTag({ url: '/dist/hcuk-genesis.js?copy=2', type: 'module' });
  await page.locator('#open-help button').click();
  await page.getByRole('dialog').waitFor();
  expect(warnings).toEqual([]);
  // The only errors are the deliberately missing stylesheet's (the 404 and our message), none from registering twice.
  const expectedErrors = /status of 404|Could not load stylesheet \/styles\/missing\.css/;
  expect(consoleErrors.filter((text) => !expectedErrors.test(text))).toEqual([]);
});

it("applies the bundled theme, the host page's custom property and ::part styles, and the loaded stylesheet", async () => {
  const style = await page.locator('#open-help button').evaluate((button) => {
    const computed = getComputedStyle(button);
    return {
      background: computed.backgroundColor,
      letterSpacing: computed.letterSpacing,
      radius: computed.borderRadius,
    };
  });
  expect(style).toEqual({ background: 'rgb(200, 16, 46)', letterSpacing: '2px', radius: '999px' });
  const label = page.locator('#open-help [part="label"]');
  expect(await label.evaluate((span) => getComputedStyle(span).textTransform)).toBe('uppercase');
});

it('opens the modal, traps focus inside it, closes on Escape and returns focus to the opener', async () => {
  await page.locator('#open-help button').click();
  const dialog = page.getByRole('dialog', { name: 'How is the saving worked out?' });
  await dialog.waitFor();
  expect(await focused()).toBe('hcuk-modal#help button:Close');
  // The content's link appears once the HTML sanitiser has loaded (it is fetched with the dialog).
  await dialog.getByRole('link', { name: 'fuel duty' }).waitFor();

  const visited: string[] = [];
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    visited.push(await focused());
  }
  expect(visited).toEqual([
    'hcuk-modal#help a:fuel duty',
    'hcuk-modal#help button:Got it',
    'hcuk-modal#help button:Close',
    'hcuk-modal#help a:fuel duty',
  ]);
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('hcuk-modal#help button:Close');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await page.locator('#help').getAttribute('open')).toBeNull();
  // The opener's label is slotted text, so its inner button has no text of its own.
  expect(await focused()).toBe('hcuk-button#open-help button:');
});

it("keeps the dialog's controls on top whatever its content dresses up as", async () => {
  const costume =
    '<a href="/claim" class="hcuk-modal__close">Claim your prize</a>' +
    '<div class="hcuk-modal"><p class="hcuk-modal__dialog">You have won a free charger</p></div>' +
    '<div class="hcuk-modal__backdrop"></div><dialog open>Over everything</dialog>' +
    '<p popover="manual" id="pop">Pop</p><p part="close-button">Close</p>';
  await page.evaluate((html) => document.getElementById('help')?.setAttribute('content', html), costume);
  await page.locator('#open-help button').click();
  await page.getByRole('dialog', { name: 'How is the saving worked out?' }).waitFor();
  // What a click at the centre of each control would hit, looking into the modal's shadow root.
  const hits = await page.evaluate(() => {
    const root = document.getElementById('help')?.shadowRoot;
    return ['.hcuk-modal__close', '.hcuk-modal__actions button'].map((selector) => {
      const control = root?.querySelector(selector);
      const box = control?.getBoundingClientRect();
      if (!root || !control || !box) return `${selector}: missing`;
      const hit = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return `${selector}: ${hit !== null && control.contains(hit) ? 'the control' : (hit?.outerHTML.slice(0, 60) ?? 'nothing')}`;
    });
  });
  expect(hits).toEqual(['.hcuk-modal__close: the control', '.hcuk-modal__actions button: the control']);
});

it('closes once on a double click of the backdrop, locks page scroll while open, then leaves Escape to the page', async () => {
  await page.evaluate(() => {
    const record = window as unknown as { closes: string[]; pageEscapes: boolean[] };
    record.closes = [];
    record.pageEscapes = [];
    document.getElementById('help')?.addEventListener('hcuk-close', (event) => {
      record.closes.push((event as CustomEvent<{ reason: string }>).detail.reason);
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') record.pageEscapes.push(event.defaultPrevented);
    });
  });
  const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  await page.locator('#open-help button').click();
  const dialog = page.getByRole('dialog', { name: 'How is the saving worked out?' });
  await dialog.waitFor();
  expect(await overflow()).toBe('hidden');

  // The top-left corner is backdrop; the second click lands during the 200 ms exit.
  await page.mouse.dblclick(5, 5);
  await dialog.waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  const record = await page.evaluate(() => {
    const { closes, pageEscapes } = window as unknown as { closes: string[]; pageEscapes: boolean[] };
    return { closes, pageEscapes };
  });
  expect(record.closes).toEqual(['backdrop']);
  expect(record.pageEscapes).toEqual([false]);
  expect(await overflow()).toBe('visible');
});

it('fades and scales the modal in over 300 ms and out over 200 ms, with no motion when reduced', async () => {
  const dialogAnimation = () =>
    page.locator('#help [role="dialog"]').evaluate((dialog) => {
      const { animationName, animationDuration } = getComputedStyle(dialog);
      return `${animationName} ${animationDuration}`;
    });
  await page.locator('#open-help button').click();
  expect(await dialogAnimation()).toBe('hcuk-modal-in 0.3s');
  await page.keyboard.press('Escape');
  expect(await dialogAnimation()).toBe('hcuk-modal-out 0.2s');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.locator('#open-help button').click();
  expect(await dialogAnimation()).toBe('none 0s');
});

it('switches to the dark theme by attribute, and follows the system with theme="auto"', async () => {
  const surface = () =>
    page.locator('#help [role="dialog"]').evaluate((dialog) => getComputedStyle(dialog).backgroundColor);
  await page.locator('#open-help button').click();
  expect(await surface()).toBe('rgb(255, 255, 255)');
  await page.locator('#help').evaluate((modal) => modal.setAttribute('theme', 'dark'));
  expect(await surface()).toBe('rgb(18, 24, 32)');
  await page.locator('#help').evaluate((modal) => modal.setAttribute('theme', 'auto'));
  expect(await surface()).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await surface()).toBe('rgb(18, 24, 32)');
});

it('pushes a cta_click onto window.dataLayer and passes it to onTrackingEvent', async () => {
  await page.locator('#open-help button').click();
  await page.getByRole('button', { name: 'Got it' }).click();
  const expected = [
    {
      event: 'cta_click',
      site_section: 'cost comparison calculator',
      link_text: 'How is this worked out?',
      link_url: '',
    },
    { event: 'cta_click', site_section: 'cost comparison calculator', link_text: 'Got it', link_url: '' },
  ];
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual(expected);
  expect(await page.evaluate(() => (window as unknown as { hookEvents: unknown[] }).hookEvents)).toEqual(expected);
  expect(await page.evaluate(() => (window as unknown as { hookContexts: unknown[] }).hookContexts)).toEqual([
    { source: 'open-help', element: 'button' },
    { source: 'help', element: 'button' },
  ]);
});

it('ships the element definitions without their documentation, which only the manifest and typings use', () => {
  const code = readFileSync(embed, 'utf8');
  expect(code).toContain('hcuk-cost-saving-calculator');
  expect(code).not.toContain('The colour scheme: light, dark, or auto');
  expect(code).not.toContain('How many editions may be compared at once');
});

it("leaves the SDK's mutation factories to the compare step's chunk, where the quote request uses one", () => {
  // The factories' module once shared a file with the query factories, which the entry needs, and so went into the
  // first download for a chunk loaded later (sdk/query/finance-mutations.ts). The source maps say which file has it.
  const dist = new URL('../dist/', import.meta.url);
  const sourcesOf = (file: string) =>
    (JSON.parse(readFileSync(new URL(`${file}.map`, dist), 'utf8')) as { sources: string[] }).sources;
  const factories = (file: string) =>
    sourcesOf(file).some((source) => source.endsWith('sdk/query/create-group-mutations.ts'));
  const compare = readdirSync(dist).find((file) => /^hcuk-genesis-compare-step-.*\.js$/.test(file)) ?? '';
  expect({ entry: factories('hcuk-genesis.js'), compareStep: factories(compare) }).toEqual({
    entry: false,
    compareStep: true,
  });
});

it("leaves the response validators to the flow chunk, which checks the calculator's answers once it arrives", () => {
  // decisions/0019: the first file carries the plain definitions and validatedLater; the validators and their checks
  // come with the flow chunk. The source maps say which file has them.
  const dist = new URL('../dist/', import.meta.url);
  const sourcesOf = (file: string) =>
    (JSON.parse(readFileSync(new URL(`${file}.map`, dist), 'utf8')) as { sources: string[] }).sources;
  const validators = (file: string) =>
    ['sdk/generated/finance-validators.ts', 'sdk/validation/checks.ts'].filter((module) =>
      sourcesOf(file).some((source) => source.endsWith(module)),
    );
  const flow = readdirSync(dist).find((file) => /^hcuk-genesis-calculator-flow-.*\.js$/.test(file)) ?? '';
  expect({ entry: validators('hcuk-genesis.js'), flow: validators(flow) }).toEqual({
    entry: [],
    flow: ['sdk/generated/finance-validators.ts', 'sdk/validation/checks.ts'],
  });
});
