/**
 * A provider that answers wrong, then right (docs/calculator.md, When a call fails): one of the calculator's calls,
 * matched by its mock-mode file (`Calculate.json`, `GetRunningCostModels.json`, `Configuration.json`), answers `body`
 * with status 200 until `fix()`; after that every request goes on to the mock server. Counts the requests either way.
 */
import type { Page, Route } from 'playwright-core';

/** Serves `body` for `file`'s requests on `page` until fixed. */
export async function wrongThenRight(page: Page, file: string, body: unknown) {
  const state = { urls: [] as string[], wrong: true };
  await page.route(`**/${file}*`, (route: Route) => {
    state.urls.push(route.request().url());
    if (!state.wrong) return route.continue();
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return {
    /** Requests for the file so far, wrong and right; with `which`, only those whose URL it accepts. */
    requests: (which: (url: string) => boolean = () => true) => state.urls.filter(which).length,
    /** From now on the provider answers right. */
    fix: () => {
      state.wrong = false;
    },
  };
}
