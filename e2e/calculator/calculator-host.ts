/**
 * A dealer's page as production serves it: the built `dist/hcuk-genesis.js` on plain HTML with no React of its own,
 * a sticky site header, and the calculator in mock mode against the standalone mock server on 127.0.0.1.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startMockServer } from '../../mocks/server/mock-server.ts';
import { distRoutes } from '../dist-routes.ts';
import { recordPageErrors, reportFailure } from '../failure-report.ts';
import { launchChromium } from '../launch-chromium.ts';
import { type Routes, type StaticServerOptions, startStaticServer } from '../static-server.ts';

/** The host page's HTML around `body`, with `hcukConfig.api.mock` pointing at `mockUrl`. */
export function hostPage(mockUrl: string, body: string, config = ''): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A dealer's page with the calculator</title>
<style>body { margin: 0; font-family: system-ui, sans-serif; } #site-nav { position: sticky; top: 0; z-index: 10;
  height: 56px; padding: 0 16px; background: #1b1f24; color: #fff; line-height: 56px; } main { padding: 16px 0; }</style>
<script>window.hcukConfig = { api: { mock: { baseUrl: ${JSON.stringify(mockUrl)} } }, ${config} };</script>
</head>
<body><header id="site-nav">Example Motors</header><main>${body}</main>
<script type="module" src="/dist/hcuk-genesis.js"></script></body>
</html>`;
}

/** The calculator tag most journeys use. */
export const calculatorTag = `<hcuk-cost-saving-calculator brand="MG" print show-vehicle-cta sticky-header="#site-nav"
  vehicle-cta-href="https://www.example.co.uk/offers/{model}?edition={id}"
  ctas='[{"label":"Book a test drive","href":"https://www.example.co.uk/test-drive","primary":true,"icon":"calendar"}]'>
</hcuk-cost-saving-calculator>`;

/**
 * The mock server and a static server with the built embed (and any chunk beside it) and `pages` by path, with the
 * server's `options` (its headers) if any.
 */
export async function startCalculatorHost(
  pages: (mockUrl: string) => Record<string, string>,
  options: StaticServerOptions = {},
) {
  const routes: Routes = distRoutes();
  const mock = await startMockServer({ port: 0, log: () => {} });
  for (const [path, html] of Object.entries(pages(mock.url)))
    routes[path] = { type: 'text/html; charset=utf-8', text: html };
  const server = await startStaticServer(routes, options);
  return {
    origin: server.origin,
    mockUrl: mock.url,
    close: async () => {
      await server.close();
      await mock.close();
    },
  };
}

/**
 * For a test file: the host (`pages`, default the calculator on `/`) and one Chromium, started before its tests and
 * closed after them; a test's tabs are closed after it, and reported first if it failed (`failure-report.ts`). Returns
 * the host's origin and a way to open a page, for use inside the tests and hooks.
 */
export function withCalculatorHost(
  pages: (mockUrl: string) => Record<string, string> = (mockUrl) => ({ '/': hostPage(mockUrl, calculatorTag) }),
) {
  let host: Awaited<ReturnType<typeof startCalculatorHost>> | undefined;
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  beforeAll(async () => {
    host = await startCalculatorHost(pages);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });
  // Tabs, each with what it logged as an error. One opened outside a test (a file's beforeAll) serves every test: it
  // is reported with each failure and closed with the browser. A test's own (from its beforeEach on) are reported if it
  // fails, then closed here, after the report: a file's own afterEach would run first, and close them unseen.
  type Tab = { page: Page; errors: string[] };
  const shared: Tab[] = [];
  let own: Tab[] | undefined;
  beforeEach(() => {
    own = [];
  });
  afterEach(async ({ task }) => {
    const tabs = own ?? [];
    own = undefined;
    if (task.result?.state === 'fail') await reportFailure(task.name, [...shared, ...tabs]);
    await Promise.all(tabs.map(({ page }) => page.close().catch(() => {})));
  });
  const started = () => {
    if (!host || !browser) throw new Error('[hcuk] e2e: the calculator host is used before its beforeAll ran');
    return { host, browser };
  };
  return {
    /** The host page's origin, e.g. http://127.0.0.1:41234. */
    origin: () => started().host.origin,
    /** A new tab in the file's Chromium. */
    newPage: async () => {
      const page = await started().browser.context.newPage();
      (own ?? shared).push({ page, errors: recordPageErrors(page) });
      return page;
    },
  };
}
