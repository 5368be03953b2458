/**
 * Firefox ESR (Debian's `firefox-esr`) through puppeteer-core over WebDriver BiDi, as `Engine` (`engine.ts`). BiDi
 * has no setViewport here, so the window is sized by `--width` and `--height` (Firefox keeps a window at least about
 * 500 px wide).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import type { Engine, EnginePage } from './engine.ts';

/** The Firefox the tests drive; default `/usr/bin/firefox-esr`, or `HCUK_FIREFOX`. */
export const firefoxPath = process.env.HCUK_FIREFOX ?? '/usr/bin/firefox-esr';

/** Starts Firefox headless on a throwaway profile, one window per `newPage` size. */
export async function startFirefox(): Promise<Engine> {
  const profiles: string[] = [];
  const browsers: Array<Awaited<ReturnType<typeof puppeteer.launch>>> = [];
  const launch = async (size: { width: number; height: number }) => {
    const profile = mkdtempSync(join(tmpdir(), 'hcuk-firefox-'));
    profiles.push(profile);
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath,
      headless: true,
      defaultViewport: null,
      userDataDir: profile,
      args: [`--width=${size.width}`, `--height=${size.height}`],
      // No update checks, telemetry or remote settings: this machine has no network beyond its registries.
      extraPrefsFirefox: { 'network.dns.disableIPv6': true, 'app.update.enabled': false },
    });
    browsers.push(browser);
    return browser;
  };
  const first = await launch({ width: 1280, height: 900 });
  const version = await first.version();
  let unused: typeof first | undefined = first;
  return {
    name: 'firefox',
    version,
    newPage: async (size): Promise<EnginePage> => {
      const browser = unused && size.width === 1280 ? unused : await launch(size);
      unused = undefined;
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        element: async (expression) => {
          const handle = (await page.evaluateHandle(expression)).asElement() as ElementHandle<Element> | null;
          if (!handle) throw new Error(`[hcuk] e2e: no element from ${expression.slice(0, 120)}`);
          return {
            click: () => handle.click(),
            typeOver: async (text) => {
              await handle.evaluate((element) => (element as HTMLInputElement).select());
              await handle.type(text);
            },
          };
        },
        pdf: async () => page.pdf({ format: 'A4', printBackground: true }),
        screenshot: async (path) => {
          writeFileSync(path, await page.screenshot());
        },
      };
    },
    close: async () => {
      for (const browser of browsers) await browser.close();
      for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
    },
  };
}
