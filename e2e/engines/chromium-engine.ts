/** Chromium (Debian's) through playwright-core, as `Engine` (`engine.ts`). */
import type { ElementHandle } from 'playwright-core';
import { launchChromium } from '../launch-chromium.ts';
import type { Engine, EnginePage } from './engine.ts';

/** Starts Chromium on a throwaway profile. */
export async function startChromium(): Promise<Engine> {
  const browser = await launchChromium();
  const version = `Chromium ${browser.context.browser()?.version() ?? (await readVersion())}`;
  return {
    name: 'chromium',
    version,
    newPage: async (size): Promise<EnginePage> => {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      return {
        goto: async (url) => {
          await page.goto(url);
        },
        evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        element: async (expression) => {
          const handle = (await page.evaluateHandle(expression)).asElement() as ElementHandle<HTMLInputElement> | null;
          if (!handle) throw new Error(`[hcuk] e2e: no element from ${expression.slice(0, 120)}`);
          return {
            click: () => handle.click(),
            typeOver: async (text) => {
              await handle.fill('');
              await handle.type(text);
            },
          };
        },
        pdf: async () => page.pdf({ format: 'A4', printBackground: true }),
        screenshot: async (path) => {
          await page.screenshot({ path, animations: 'disabled' });
        },
      };
    },
    close: () => browser.close(),
  };
}

async function readVersion(): Promise<string> {
  const { execFileSync } = await import('node:child_process');
  return execFileSync('chromium', ['--version'], { encoding: 'utf8' }).trim();
}
