/** Bench: prints the UI's figures, each beside its goal (printed, never asserted). */
import { median } from '../../sdk/bench/median.ts';
import { intervalAgainstGoal, ratioOfMediansInterval } from '../../sdk/bench/ratio-interval.ts';
import type { Contributor } from './bundle-contributors.ts';
import type { DownloadSize } from './bundle-size.ts';
import { type ApiRequestTiming, expectedFirstLoad, inParallel, listenAfterFirstViewMs } from './first-load-requests.ts';
import type { FirstViewTiming } from './first-view-timing.ts';
import type { ActionCost, ModelsStepCosts } from './models-step-timing.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (label: string, size: DownloadSize) =>
  `  ${label.padEnd(34)}${kb(size.raw)}  ${kb(size.gzip)}  ${kb(size.brotli)}`;
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

/** The embed's sizes against the floor's, and what loads on demand. */
export function printBundle(sizes: {
  entry: DownloadSize;
  firstDownload: DownloadSize;
  onDemand: DownloadSize;
  floor: DownloadSize;
}) {
  const { entry, firstDownload, onDemand, floor } = sizes;
  console.log('Embed bundle (1 KB = 1,024 bytes; each file compressed on its own: gzip level 9, brotli quality 11):');
  console.log(`  ${''.padEnd(34)}      raw       gzip     brotli`);
  console.log(row('dist/hcuk-genesis.js alone', entry));
  console.log(row(`first download (${firstDownload.files.length} files)`, firstDownload));
  console.log(row(`loaded on demand (${onDemand.files.length} files)`, onDemand));
  console.log(row('floor (React, react-query, fetch)', floor));
  const ratio = (key: 'gzip' | 'brotli') => (firstDownload[key] / floor[key]).toFixed(2);
  console.log(`  first download / floor: gzip ${ratio('gzip')}, brotli ${ratio('brotli')}   (goal <= 1.25)`);
  console.log(`  (the entry alone / floor: gzip ${(entry.gzip / floor.gzip).toFixed(2)})`);
  console.log(`  first download: ${firstDownload.files.join(', ')}`);
}

/**
 * Where a feature's code went and what it weighs there: its sources' gzip estimate (from the source maps) in each
 * place a visitor downloads, or none.
 */
export function printFeatureSize(name: string, places: Record<string, Contributor | undefined>) {
  console.log(`${name}, from the source maps (gzip estimate of its code alone):`);
  for (const [place, found] of Object.entries(places))
    console.log(
      `  in ${place.padEnd(28)} ${found ? `${kb(found.gzipEstimate)}  (raw ${kb(found.raw)})` : '     none'}`,
    );
}

/** The top five contributors to the first download, with the same group's figure in the floor. */
export function printContributors(embed: readonly Contributor[], floor: readonly Contributor[]) {
  console.log('Largest contributors to the first download, from the source maps. Gzip estimate: the group\u2019s');
  console.log('minified code gzipped on its own (estimates add up to more than the real total, as code compresses');
  console.log('better beside the rest of its file):');
  console.log(`  ${'contributor'.padEnd(24)}      raw  gzip est.  in the floor`);
  for (const contributor of embed.slice(0, 5)) {
    const inFloor = floor.find((group) => group.name === contributor.name);
    const floorFigure = inFloor ? kb(inFloor.gzipEstimate) : '        -';
    console.log(
      `  ${contributor.name.padEnd(24)}${kb(contributor.raw)}  ${kb(contributor.gzipEstimate)}  ${floorFigure}`,
    );
  }
}

/** The first view's goal since issue 10: at most 1.2 times the floor's. */
const firstViewGoal = 1.2;

/**
 * First-view medians of fresh loads, the calculator's against the floor's: `unattended`, as a visitor's browser
 * shows it (no DevTools session on the page), or `attended`, with Playwright attached to the page.
 */
export function printFirstView(
  calculator: readonly FirstViewTiming[],
  floor: readonly FirstViewTiming[],
  how: 'unattended' | 'attended',
) {
  const line = (label: string, loads: readonly FirstViewTiming[]) => {
    const shown = loads.map((load) => load.shownMs);
    const fetchStart = median(loads.map((load) => load.firstFetchMs));
    return (
      `  ${label.padEnd(12)}${ms(median(shown)).padStart(9)}   (its data requested at ${ms(fetchStart)}; ` +
      `fastest ${ms(Math.min(...shown))}, slowest ${ms(Math.max(...shown))})`
    );
  };
  const browser =
    how === 'unattended'
      ? 'no DevTools session on the page, as a visitor has'
      : 'Playwright attached, which records every request\u2019s stack';
  console.log(`First view, ${how} (${browser}): median of ${calculator.length} fresh loads (a new tab each,`);
  console.log(
    'nothing cached), from navigation start to the first frame showing the "Average MPG" input, from 127.0.0.1:',
  );
  console.log(line('calculator', calculator));
  console.log(line('floor', floor));
  // One run's median ratio moves by several hundredths from run to run here: the interval says how far it can be
  // trusted, and the verdict is 'unsettled' when the goal lies inside it (ratio-interval.ts).
  const found = ratioOfMediansInterval(
    calculator.map((load) => load.shownMs),
    floor.map((load) => load.shownMs),
  );
  console.log(`  ratio       ${found.ratio.toFixed(2)}   (${intervalAgainstGoal(found, firstViewGoal, 2)})`);
}

/** The first load's API requests, and Calculate requests on returning to an unchanged comparison. */
export function printRequests(requests: readonly ApiRequestTiming[], calculations: { first: number; again: number }) {
  console.log(
    `API requests on first load (until ${listenAfterFirstViewMs / 1000} s after the first view), from navigation start:`,
  );
  const first = requests[0]?.startMs ?? 0;
  for (const request of requests) {
    const start = `starts ${ms(request.startMs)} (+${ms(request.startMs - first)})`;
    console.log(`  ${request.operation.padEnd(44)}${start}, ends ${ms(request.endMs)}`);
  }
  const names = requests.map((request) => request.operation.split('?')[0]).sort();
  const onlyExpected = names.join() === [...expectedFirstLoad].sort().join();
  console.log(`  only configuration and running-cost models: ${yes(onlyExpected)}   (goal yes)`);
  console.log(
    `  started in parallel (each before any ended): ${yes(requests.length > 1 && inParallel(requests))}   (goal yes)`,
  );
  console.log(
    `  Calculate requests: ${calculations.first} to compare, ${calculations.again} on Back and Compare again with ` +
      `nothing changed   (goal 0 on the return)`,
  );
}

/** Input-to-results timings, with the debounce they include. */
export function printInputToResults(times: readonly number[], debounceMs: number) {
  const middle = median(times);
  console.log(`Input to results on the compare step, median of ${times.length} (a new mileage typed, to the first`);
  console.log('frame showing its figures; each a new calculation from the mock server):');
  console.log(`  median     ${ms(middle)}   (fastest ${ms(Math.min(...times))}, slowest ${ms(Math.max(...times))})`);
  console.log(`  of which   ${ms(debounceMs)} the field waits for typing to stop, then ${ms(middle - debounceMs)}`);
  console.log('  (no goal set: the figure is recorded)');
}

/** The models step's script time per action, by catalogue size: median and slowest of each kind. */
export function printModelsStep(runs: readonly ModelsStepCosts[], goalMs: number) {
  console.log('Models step with a generated catalogue (50 models), 1280 px: main-thread script per action (Chromium');
  console.log('ScriptDuration), median / slowest, and all main-thread work (style and layout too) in brackets:');
  const cell = (costs: readonly ActionCost[]) => {
    const script = costs.map((cost) => cost.scriptMs);
    const task = costs.map((cost) => cost.taskMs);
    return `${median(script).toFixed(0)} / ${Math.max(...script).toFixed(0)} ms (${median(task).toFixed(0)} / ${Math.max(...task).toFixed(0)})`;
  };
  const kinds = [
    ['first render (Next)', 'firstRender'],
    ['checkbox', 'checkbox'],
    ['filter', 'filter'],
    ['sort', 'sort'],
    ['checkbox, every card shown', 'checkboxAllShown'],
    ['nothing (the measure itself)', 'idle'],
  ] as const;
  console.log(`  ${'trims'.padEnd(30)}${runs.map((run) => run.trims.toLocaleString('en-GB').padEnd(30)).join('')}`);
  for (const [label, kind] of kinds)
    console.log(`  ${label.padEnd(30)}${runs.map((run) => cell(run[kind]).padEnd(30)).join('')}`);
  const within = runs.every((run) =>
    (['firstRender', 'checkbox', 'filter', 'sort'] as const).every((kind) =>
      run[kind].every((cost) => cost.scriptMs <= goalMs),
    ),
  );
  console.log(
    `  every first render, checkbox, filter and sort within ${goalMs} ms of script: ${yes(within)}   (goal yes)`,
  );
}
