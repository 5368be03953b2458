/**
 * Bench: Calculate requests on the way to the comparison and back again with nothing changed (compare, Back,
 * compare): the second visit should be served from the query cache.
 */
import type { BrowserContext } from 'playwright-core';
import { compareFromModels, openComparison } from './open-comparison.ts';

/** How long to wait after the figures show again, for a request that would come late. */
const settleMs = 1000;

/** Calculate requests for the first comparison, and for the same comparison after Back. */
export async function calculationsOnReturn(context: BrowserContext, url: string) {
  const page = await context.newPage();
  let calculations = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/Calculate.json')) calculations += 1;
  });
  try {
    const { calc } = await openComparison(page, url);
    const first = calculations;
    await calc.getByRole('button', { name: 'Back' }).click();
    await compareFromModels(calc);
    await page.waitForTimeout(settleMs);
    return { first, again: calculations - first };
  } finally {
    await page.close();
  }
}
