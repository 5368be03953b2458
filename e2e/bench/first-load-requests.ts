/**
 * Bench: which API requests a first visit makes, and when each starts and ends relative to navigation start
 * (the browser's resource timing), in the 3 seconds after the first view shows.
 */
import type { BrowserContext } from 'playwright-core';
import type { FirstViewTarget } from './first-view-timing.ts';

/** One API request: its operation (the mock file's name, with the query) and its times in ms. */
export interface ApiRequestTiming {
  operation: string;
  startMs: number;
  endMs: number;
}

/** What a first load should ask the API for: the configuration and the brand's running-cost models. */
export const expectedFirstLoad = ['Configuration', 'GetRunningCostModels'];

/** True when every request started before any of them ended: they were in flight together. */
export function inParallel(requests: readonly ApiRequestTiming[]): boolean {
  return Math.max(...requests.map((r) => r.startMs)) < Math.min(...requests.map((r) => r.endMs));
}

/** How long to keep listening after the first view: past the idle-time prefetch of the later steps. */
export const listenAfterFirstViewMs = 3000;

/** The requests to `apiOrigin` during a first visit to `target`, by start time. */
export async function firstLoadRequests(
  context: BrowserContext,
  target: FirstViewTarget,
  apiOrigin: string,
): Promise<ApiRequestTiming[]> {
  const page = await context.newPage();
  try {
    await page.goto(target.url);
    await page.locator(target.tag).getByRole('textbox', { name: target.label, exact: true }).waitFor();
    await page.waitForTimeout(listenAfterFirstViewMs);
    return await page.evaluate(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(`${origin}/`))
          .map((entry) => {
            const url = new URL(entry.name);
            const operation = `${url.pathname
              .split('/')
              .pop()
              ?.replace(/\.json$/, '')}${url.search}`;
            return { operation, startMs: entry.startTime, endMs: (entry as PerformanceResourceTiming).responseEnd };
          })
          .sort((a, b) => a.startMs - b.startMs),
      apiOrigin,
    );
  } finally {
    await page.close();
  }
}
