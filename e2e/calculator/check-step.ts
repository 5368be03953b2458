/** A screen checked as a visitor meets it: screenshots at 375 and 1280 px (from the page's top) and axe-core. */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';

const artifacts = new URL('../.artifacts/calculator/', import.meta.url);

/** Screenshots the page as `name-{width}.png` at both widths; returns each width's serious or critical violations. */
export async function checkStep(page: Page, name: string): Promise<Record<string, string[]>> {
  mkdirSync(artifacts, { recursive: true });
  const found: Record<string, string[]> = {};
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    // The whole page from its top (sticky bars are drawn where the scroll leaves them, so scroll to the top first).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: new URL(`${name}-${width}.png`, artifacts).pathname,
      fullPage: true,
      animations: 'disabled',
    });
    found[width] = await seriousViolations(page);
  }
  return found;
}

/** No violations at either width, as `checkStep` reports it. */
export const noViolations = { 375: [], 1280: [] };
