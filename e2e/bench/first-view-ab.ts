/**
 * `npm run bench:first-view-ab -- <baseline folder>`: this build's first view against another build's, loaded in the
 * same hour, interleaved, with no DevTools on the page (as the bench's unattended first view). The baseline folder is
 * a built embed (`hcuk-genesis.js` and its chunks), say `dist/` of another commit's clone after `npm run build`. Both
 * run against this clone's mock server, on the same host page. Prints each round and every load pooled
 * (`build-comparison.ts`). Options: `--rounds N` (default 3), `--loads N` per round and build (default 40).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { calculatorTag, hostPage, startCalculatorHost } from '../calculator/calculator-host.ts';
import { distRoutes } from '../dist-routes.ts';
import { startStaticServer } from '../static-server.ts';
import { compareBuilds, comparisonLine } from './build-comparison.ts';
import { startFirstViewCollector, timeFirstViewsUnattended, withFirstViewWatch } from './first-view-unattended.ts';
import { launchUnattendedChromium } from './unattended-chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '3' }, loads: { type: 'string', default: '40' } },
});
const [folder] = positionals;
const rounds = Number(values.rounds);
const loads = Number(values.loads);
if (
  !folder ||
  !existsSync(resolve(folder, 'hcuk-genesis.js')) ||
  !Number.isInteger(rounds) ||
  rounds < 1 ||
  !Number.isInteger(loads) ||
  loads < 5
) {
  console.error(
    '[hcuk] usage: npm run bench:first-view-ab -- <baseline folder with hcuk-genesis.js, from the repository root> [--rounds N] [--loads N (5 or more)]',
  );
  process.exit(2);
}

const watch = { tag: 'hcuk-cost-saving-calculator', label: 'Average MPG' };
const noStore = { headers: { 'Cache-Control': 'no-store' } };
const collector = await startFirstViewCollector();
const watched = (mockUrl: string) => withFirstViewWatch(hostPage(mockUrl, calculatorTag), watch, collector.url);
const current = await startCalculatorHost((mockUrl) => ({ '/': watched(mockUrl) }), noStore);
const baselineRoutes = distRoutes(pathToFileURL(`${resolve(folder)}/`));
baselineRoutes['/'] = { type: 'text/html; charset=utf-8', text: watched(current.mockUrl) };
const baseline = await startStaticServer(baselineRoutes, noStore);
const all = { current: [] as number[], baseline: [] as number[] };
try {
  console.log(
    `First view, this build against ${folder}: ${rounds} round${rounds === 1 ? '' : 's'} of ${loads} interleaved loads each`,
  );
  for (let round = 1; round <= rounds; round += 1) {
    // A new browser each round, as the bench's own first view has one for its run.
    const browser = await launchUnattendedChromium();
    try {
      const views = await timeFirstViewsUnattended(
        browser,
        collector,
        [
          { name: 'current', url: current.origin, ...watch },
          { name: 'baseline', url: baseline.origin, ...watch },
        ],
        loads,
      );
      const shown = (name: string) => (views.get(name) ?? []).map((timing) => timing.shownMs);
      all.current.push(...shown('current'));
      all.baseline.push(...shown('baseline'));
      console.log(`  ${comparisonLine(`round ${round}`, compareBuilds(shown('current'), shown('baseline')))}`);
    } finally {
      await browser.close();
    }
  }
  console.log(`  ${comparisonLine('every load', compareBuilds(all.current, all.baseline))}`);
} finally {
  await baseline.close();
  await current.close();
  await collector.close();
}
