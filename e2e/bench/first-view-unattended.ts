/**
 * Bench: the first view as a visitor's browser shows it, with no DevTools session on the page while it loads
 * (`unattended-chromium.ts`). The host page carries the same watch as `timeFirstView` (`watchFirstView`, inline
 * before the page's own scripts), and once the frame is shown it reports it with a beacon to a collector on
 * 127.0.0.1. The pages and scripts are served `no-store`, and the mock API's answers carry no caching headers, so
 * each load downloads everything, as a first visit does. Each load is a new tab, and the targets' loads alternate, as
 * in `timeFirstViews`.
 */
import { startStaticServer } from '../static-server.ts';
import { type FirstViewTarget, type FirstViewTiming, watchFirstView } from './first-view-timing.ts';
import type { UnattendedChromium } from './unattended-chromium.ts';

/** Sends the frame's time and the first `fetch`'s start to `collector`, naming the load from the page's query. */
function reportByBeacon(collector: string) {
  (window as unknown as Record<string, (ms: number) => void>).hcukBenchFirstView = (shownMs: number) => {
    const fetches = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch')
      .map((entry) => entry.startTime);
    const report = JSON.stringify({ shownMs, firstFetchMs: Math.min(...fetches) });
    navigator.sendBeacon(`${collector}${location.search}`, report);
  };
}

/** `html` with the watch and its beacon as the first script of its head. */
export function withFirstViewWatch(html: string, target: Pick<FirstViewTarget, 'tag' | 'label'>, collector: string) {
  const watch = JSON.stringify({ tag: target.tag, label: target.label });
  const script = `<script>(${reportByBeacon})(${JSON.stringify(collector)});(${watchFirstView})(${watch});</script>`;
  if (!html.includes('<head>')) throw new Error('[hcuk] bench: a watched page needs a plain <head> for the watch');
  return html.replace('<head>', `<head>\n${script}`);
}

/** A server on 127.0.0.1 that receives the pages' beacons; `next(load)` resolves with that load's report. */
export async function startFirstViewCollector() {
  const waiting = new Map<string, (timing: FirstViewTiming) => void>();
  // Every request is a beacon: the static server's hook answers each one, and it has no routes of its own.
  const server = await startStaticServer(
    {},
    {
      intercept: (request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (text: string) => {
          body += text;
        });
        request.on('end', () => {
          response.writeHead(204).end();
          const load = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('load') ?? '';
          waiting.get(load)?.(JSON.parse(body) as FirstViewTiming);
          waiting.delete(load);
        });
        return true;
      },
    },
  );
  return {
    url: `${server.origin}/`,
    next: (load: string) => new Promise<FirstViewTiming>((resolve) => waiting.set(load, resolve)),
    close: server.close,
  };
}

type Collector = Awaited<ReturnType<typeof startFirstViewCollector>>;

function withinSeconds<T>(promise: Promise<T>, seconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`[hcuk] bench: ${what} within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * `loads` fresh loads of every target (whose page carries the watch, reporting to `collector`), alternating, after
 * one uncounted warm-up load each; by target name.
 */
export async function timeFirstViewsUnattended(
  browser: UnattendedChromium,
  collector: Collector,
  targets: readonly FirstViewTarget[],
  loads: number,
): Promise<Map<string, FirstViewTiming[]>> {
  let count = 0;
  const timeOne = async (target: FirstViewTarget) => {
    count += 1;
    const load = String(count);
    const reported = collector.next(load);
    const url = new URL(target.url);
    url.searchParams.set('load', load);
    const close = await browser.open(url.href);
    const timing = await withinSeconds(reported, 30, `${target.name} (load ${load}) did not report its first view`);
    await close();
    return timing;
  };
  const times = new Map(targets.map((target) => [target.name, [] as FirstViewTiming[]]));
  for (const target of targets) await timeOne(target);
  for (let i = 0; i < loads; i += 1) {
    const order = i % 2 ? [...targets].reverse() : targets;
    for (const target of order) times.get(target.name)?.push(await timeOne(target));
  }
  return times;
}
