/**
 * `npm run bench`, after the SDK's figures: what embedding the calculator costs a host page, side by side with the
 * floor, in one Chromium. Needs a built `dist/` (`npm run bench` builds it first). Figures are printed beside their
 * goals, never asserted.
 */
import { readdirSync } from 'node:fs';
import { typingPauseMs } from '../../ui/calculator/parts/typing-pause.ts';
import { calculatorTag, hostPage, startCalculatorHost } from '../calculator/calculator-host.ts';
import { launchChromium } from '../launch-chromium.ts';
import { startStaticServer } from '../static-server.ts';
import { bundleContributors } from './bundle-contributors.ts';
import { measureBundle, measureFiles } from './bundle-size.ts';
import { firstLoadRequests } from './first-load-requests.ts';
import { type FirstViewTarget, timeFirstViews } from './first-view-timing.ts';
import { startFirstViewCollector, timeFirstViewsUnattended, withFirstViewWatch } from './first-view-unattended.ts';
import { buildFloor, floorEntry, floorTag } from './floor/build-floor.ts';
import { timeInputToResults } from './input-to-results.ts';
import { type ModelsStepCosts, timeModelsStep } from './models-step-timing.ts';
import { calculationsOnReturn } from './repeat-calculation.ts';
import {
  printBundle,
  printContributors,
  printFeatureSize,
  printFirstView,
  printInputToResults,
  printModelsStep,
  printRequests,
} from './report.ts';
import { launchUnattendedChromium } from './unattended-chromium.ts';

const dist = new URL('../../dist/', import.meta.url);
const entry = 'hcuk-genesis.js';

const label = 'Average MPG';
const calculatorWatch = { tag: 'hcuk-cost-saving-calculator', label };
const floorWatch = { tag: floorTag, label };
// The unattended first view's pages carry their own watch, which reports here (first-view-unattended.ts).
const collector = await startFirstViewCollector();
const floor = await buildFloor();
// Nothing is stored, so every load downloads everything, as a first visit does (the unattended bench cannot turn the
// browser's cache off; the attended one also does, through DevTools).
const noStore = { headers: { 'Cache-Control': 'no-store' } };
const host = await startCalculatorHost(
  (mockUrl) => ({
    '/': hostPage(mockUrl, calculatorTag),
    '/watched': withFirstViewWatch(hostPage(mockUrl, calculatorTag), calculatorWatch, collector.url),
  }),
  noStore,
);
// The same host page around the floor's element and script, against the same mock server.
const floorPage = hostPage(host.mockUrl, `<${floorTag}></${floorTag}>`).replace(`/dist/${entry}`, `/${floorEntry}`);
const html = 'text/html; charset=utf-8';
const floorHost = await startStaticServer(
  {
    '/': { type: html, text: floorPage },
    '/watched': { type: html, text: withFirstViewWatch(floorPage, floorWatch, collector.url) },
    [`/${floorEntry}`]: { type: 'text/javascript; charset=utf-8', file: new URL(floorEntry, floor.folder) },
  },
  noStore,
);
const browser = await launchChromium();
try {
  const embed = measureBundle(dist, entry);
  const floorSize = measureBundle(floor.folder, floorEntry);
  const lazy = readdirSync(dist).filter((file) => file.endsWith('.js') && !embed.firstDownload.files.includes(file));
  printBundle({ ...embed, onDemand: measureFiles(dist, lazy), floor: floorSize.firstDownload });
  printContributors(
    bundleContributors(dist, embed.firstDownload.files),
    bundleContributors(floor.folder, floorSize.firstDownload.files),
  );
  // The whole cost of switching (issue 30): its chart, table, panel, formula and styles load with the compare step,
  // neither in the first download nor in the flow chunk the first step waits for.
  const wholeCost = 'the whole cost of switching';
  const byFeature = (source: string) => (/(^|\/)ownership(\/|-styles)/.test(source) ? wholeCost : 'the rest');
  const featureIn = (files: readonly string[]) =>
    bundleContributors(dist, files, byFeature).find((group) => group.name === wholeCost);
  const flow = lazy.filter((file) => file.startsWith('hcuk-genesis-calculator-flow-'));
  const compareStep = lazy.filter((file) => file.startsWith('hcuk-genesis-compare-step-'));
  printFeatureSize('The whole cost of switching (chart, table, panel, formula, styles)', {
    'the first download': featureIn(embed.firstDownload.files),
    'the flow chunk (first view)': featureIn(flow),
    'the compare step': featureIn(compareStep),
  });

  const calculator: FirstViewTarget = { name: 'calculator', url: host.origin, ...calculatorWatch };
  const floorTarget: FirstViewTarget = { name: 'floor', url: floorHost.origin, ...floorWatch };
  // As a visitor's browser shows it (no DevTools on the page), then as Playwright sees it.
  const unattended = await launchUnattendedChromium();
  try {
    const watched = (target: FirstViewTarget) => ({ ...target, url: `${target.url}/watched` });
    const views = await timeFirstViewsUnattended(unattended, collector, [calculator, floorTarget].map(watched), 40);
    printFirstView(views.get('calculator') ?? [], views.get('floor') ?? [], 'unattended');
  } finally {
    await unattended.close();
  }
  const firstViews = await timeFirstViews(browser.context, [calculator, floorTarget], 10);
  printFirstView(firstViews.get('calculator') ?? [], firstViews.get('floor') ?? [], 'attended');

  printRequests(
    await firstLoadRequests(browser.context, calculator, host.mockUrl),
    await calculationsOnReturn(browser.context, host.origin),
  );
  printInputToResults(await timeInputToResults(browser.context, host.origin, 20), typingPauseMs);

  // Issue 19: a brand with 1,000 to 10,000 trims; 100 ms of script per action is the goal.
  const catalogues: ModelsStepCosts[] = [];
  for (const trims of [1_000, 5_000, 10_000])
    catalogues.push(await timeModelsStep(browser.context, host.origin, trims));
  printModelsStep(catalogues, 100);
} finally {
  await browser.close();
  await floorHost.close();
  await host.close();
  await collector.close();
  floor.remove();
}
