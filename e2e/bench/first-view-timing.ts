/**
 * Bench: how long a fresh visit takes to show its first view: from navigation start to the first animation frame
 * in which an input with a given label is visible inside a custom element's shadow root. Each load is a new page
 * with the HTTP cache disabled, and the targets' loads alternate so that each sees the same machine state.
 *
 * Nothing of the bench's own runs in the page until that frame, but the watch itself: the page reports the moment
 * through a binding, and only then does Playwright look at the page. Its first look evaluates Playwright's injected
 * script in the page, about 8 to 15 ms of main-thread work, which would otherwise land on a page still rendering and
 * count against it (and not against one waiting for its data, such as the floor).
 */
import type { BrowserContext } from 'playwright-core';

/** A page to load and the input that marks its first view. */
export interface FirstViewTarget {
  name: string;
  url: string;
  /** The custom element whose shadow root holds the input. */
  tag: string;
  /** The input's label, e.g. `Average MPG`. */
  label: string;
}

/**
 * Runs in the page before its own scripts, and checks once per frame: a frame is what a visitor sees. It reports the
 * frame through `window.hcukBenchFirstView`: the binding `timeFirstView` exposes, or the unattended bench's beacon. No
 * named inner functions: tsx would wrap them in a helper the page does not have.
 */
export async function watchFirstView({ tag, label }: { tag: string; label: string }) {
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const inputs = document.querySelector(tag)?.shadowRoot?.querySelectorAll('input') ?? [];
    const shown = [...inputs].some(
      (input) =>
        [...(input.labels ?? [])].some((element) => element.textContent?.trim() === label) &&
        input.checkVisibility({ visibilityProperty: true }),
    );
    if (shown) {
      // A message to the bench, no work in the page before it.
      (window as unknown as Record<string, (ms: number) => void>).hcukBenchFirstView?.(performance.now());
      return;
    }
  }
}

/** One load's times in ms from navigation start: the first view, and the start of its first `fetch` (its data). */
export interface FirstViewTiming {
  shownMs: number;
  firstFetchMs: number;
}

/** Loads `target` once in a new page with no HTTP cache. */
export async function timeFirstView(context: BrowserContext, target: FirstViewTarget): Promise<FirstViewTiming> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let reportShown: (ms: number) => void = () => {};
    const shown = new Promise<number>((resolve) => {
      reportShown = resolve;
    });
    await page.exposeFunction('hcukBenchFirstView', (ms: number) => reportShown(ms));
    await page.addInitScript(watchFirstView, { tag: target.tag, label: target.label });
    await page.goto(target.url, { waitUntil: 'commit' });
    const shownMs = await shown;
    // Then the visitor's view (role and name) confirms what the in-page watch saw.
    await page.locator(target.tag).getByRole('textbox', { name: target.label, exact: true }).waitFor();
    const fetches = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch')
        .map((entry) => entry.startTime),
    );
    return { shownMs, firstFetchMs: Math.min(...fetches) };
  } finally {
    await page.close();
  }
}

/** `loads` fresh loads of every target, alternating, after one uncounted warm-up load each; by target name. */
export async function timeFirstViews(
  context: BrowserContext,
  targets: readonly FirstViewTarget[],
  loads: number,
): Promise<Map<string, FirstViewTiming[]>> {
  const times = new Map(targets.map((target) => [target.name, [] as FirstViewTiming[]]));
  for (const target of targets) await timeFirstView(context, target);
  for (let i = 0; i < loads; i += 1) {
    // Alternate which goes first, so neither always follows the other's load.
    const order = i % 2 ? [...targets].reverse() : targets;
    for (const target of order) times.get(target.name)?.push(await timeFirstView(context, target));
  }
  return times;
}
