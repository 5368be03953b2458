/**
 * Benchmark: the SDK's own cost per call, with no network in the way. Every client gets the same fetch, which answers
 * at once with a canned body (the mock data files, minified as a server sends them), and the median time per call is
 * set beside bare openapi-fetch sending the same headers. Two operations: calculateByQuery (11 query parameters, one
 * of them repeated) and getConfiguration (the largest answer, about 20 KB). Goals: at most 1.10 x bare openapi-fetch
 * with response validation on, at most 1.00 x with it off.
 *
 * Bare openapi-fetch checks nothing, so validation on is also set beside bare openapi-fetch followed by the same
 * generated validator: that ratio is the SDK's cost for the same guarantee, the other includes the validator's own.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import createClient from 'openapi-fetch';
import { calculateByQuery, getConfiguration } from '../definitions.ts';
import type { paths } from '../generated/finance.ts';
import { createFinanceClientFor, createSharedTokenWorker } from '../index.ts';
import { dieselCalculation as calculation } from '../test-support/diesel-calculation.ts';
import * as validated from '../validated.ts';
import { financeValidators } from '../validators.ts';
import { median } from './median.ts';
import { ratioOfMediansInterval } from './ratio-interval.ts';

const rounds = 4000;
const warmup = 500;
const baseUrl = 'https://finance.bench';
const calculatePath = '/api/v1/CostSavingCalculator/Calculate';
const configurationPath = '/api/v1/CostSavingCalculator/Configuration';

const dataFile = (path: string) => {
  const text = readFileSync(new URL(`../../mocks/data${path}.json`, import.meta.url), 'utf8');
  return JSON.stringify(JSON.parse(text));
};
const answers: Record<string, string> = {
  [calculatePath]: dataFile(calculatePath),
  [configurationPath]: dataFile(configurationPath),
  '/api/v1/Token/Index': JSON.stringify({ accessToken: 'bench-token', tokenType: 'Bearer', expiresIn: 3600 }),
};
const jsonType = { 'Content-Type': 'application/json' };
/** The canned server: the same fetch for every client, a new Response per call (a body is read once). */
const cannedFetch = async (request: Request) =>
  new Response(answers[new URL(request.url).pathname] ?? '{}', { status: 200, headers: jsonType });

/**
 * The calculator's client set-up: both headers, and one shared token from the default worker. Validation on is the
 * definitions from `./validated`; off, the plain ones from `./definitions` (what an app that opts out imports).
 */
function sdkClient(validating: boolean) {
  const options = { baseUrl, fetch: cannedFetch, clientId: 'bench', antiForgeryToken: 'bench-af' };
  const picked = validating
    ? ([validated.calculateByQuery, validated.getConfiguration] as const)
    : ([calculateByQuery, getConfiguration] as const);
  return createFinanceClientFor(picked, { ...options, securityWorker: createSharedTokenWorker(options) });
}

type Variant = 'sdkValidating' | 'sdkNotValidating' | 'bare' | 'bareValidating';
const variants: readonly Variant[] = ['sdkValidating', 'sdkNotValidating', 'bare', 'bareValidating'];

/** Microseconds per call of each variant, the variants interleaved (order rotating) over the same rounds. */
async function timesPerCall(calls: Record<Variant, () => Promise<unknown>>): Promise<Record<Variant, number[]>> {
  const times: Record<Variant, number[]> = { sdkValidating: [], sdkNotValidating: [], bare: [], bareValidating: [] };
  for (let i = 0; i < warmup; i += 1) for (const variant of variants) await calls[variant]();
  for (let i = 0; i < rounds; i += 1) {
    for (let j = 0; j < variants.length; j += 1) {
      const variant = variants[(i + j) % variants.length] as Variant;
      const start = performance.now();
      await calls[variant]();
      times[variant].push((performance.now() - start) * 1000);
    }
  }
  return times;
}

/**
 * One operation's figures: the medians, and the SDK's ratios to bare openapi-fetch (without and with the validator),
 * the two with a goal each with its bootstrap interval (ratio-interval.ts; 1,000 resamples of 4,000 calls).
 */
const withRatios = (times: Record<Variant, number[]>) => {
  const medianMicroseconds = {
    sdkValidating: median(times.sdkValidating),
    sdkNotValidating: median(times.sdkNotValidating),
    bare: median(times.bare),
    bareValidating: median(times.bareValidating),
  };
  return {
    medianMicroseconds,
    validatingRatio: ratioOfMediansInterval(times.sdkValidating, times.bare, { resamples: 1000 }),
    notValidatingRatio: ratioOfMediansInterval(times.sdkNotValidating, times.bare, { resamples: 1000 }),
    validatingRatioToBareValidating: medianMicroseconds.sdkValidating / medianMicroseconds.bareValidating,
  };
};

/** Runs the benchmark and returns the figures it prints: median microseconds per call, and the ratios. */
export async function benchSdkCallCost() {
  const validating = sdkClient(true);
  const notValidating = sdkClient(false);
  const bare = createClient<paths>({
    baseUrl,
    fetch: cannedFetch,
    headers: { 'X-Client-Id': 'bench', RequestVerificationToken: 'bench-af', Authorization: 'Bearer bench-token' },
  });
  const checked = async <T>(call: Promise<{ data?: T }>, check: (data: unknown) => unknown) => check((await call).data);
  const calculateTimes = await timesPerCall({
    sdkValidating: () => validating.calculateByQuery(calculation),
    sdkNotValidating: () => notValidating.calculateByQuery(calculation),
    bare: () => bare.GET(calculatePath, { params: { query: calculation } }),
    bareValidating: () =>
      checked(bare.GET(calculatePath, { params: { query: calculation } }), financeValidators.calculateByQuery),
  });
  const configurationTimes = await timesPerCall({
    sdkValidating: () => validating.getConfiguration(),
    sdkNotValidating: () => notValidating.getConfiguration(),
    bare: () => bare.GET(configurationPath),
    bareValidating: () => checked(bare.GET(configurationPath), financeValidators.getConfiguration),
  });
  // The intervals once every call is timed: resampling makes garbage that would land on the next operation's calls.
  return { calculateByQuery: withRatios(calculateTimes), getConfiguration: withRatios(configurationTimes) };
}
