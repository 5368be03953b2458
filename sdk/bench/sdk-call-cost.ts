/**
 * Benchmark: the SDK's own cost per call, with no network in the way. Every client gets the same fetch, which answers
 * at once with a canned body (the mock data files, minified as a server sends them), and the median time per call is
 * set beside bare openapi-fetch sending the same headers. Two operations: calculateByQuery (11 query parameters, one
 * of them repeated) and getConfiguration (the largest answer, about 31 KB). Goals: at most 1.10 x bare openapi-fetch
 * with response validation on, at most 1.00 x with it off.
 *
 * Two ways to reach that fetch, each measured on its own:
 * - `global`: the canned fetch is the global one, and no client is given a fetch: each library's default, so what an
 *   app pays that passes none. Like Node's own fetch, it builds a `Request` of what it is given (a copy, when given
 *   one). The SDK hands it a URL and init (decisions/0016), so one `Request` is built per call; openapi-fetch builds
 *   one of its own first, as it always does, so two are.
 * - `own`: the canned fetch is passed as the `fetch` option, as a test does: it takes the `Request` it is given, and
 *   builds none. Both libraries give it one, so both build one per call (in Node, most of it the `AbortSignal` every
 *   `Request` makes).
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
/** The canned server, as a caller's own fetch: the same for every client, a new Response per call (read once). */
const cannedFetch = async (request: Request) =>
  new Response(answers[new URL(request.url).pathname] ?? '{}', { status: 200, headers: jsonType });

/** The canned server as the global fetch: what Node's fetch does first, a `Request` of its arguments, then the same. */
const cannedGlobalFetch = async (input: RequestInfo | URL, init?: RequestInit) => cannedFetch(new Request(input, init));

/** How the clients reach the canned fetch: as the global fetch (each library's default) or as an option. */
export type FetchPath = 'global' | 'own';

/**
 * The calculator's client set-up: both headers, and one shared token from the default worker. Validation on is the
 * definitions from `./validated`; off, the plain ones from `./definitions` (what an app that opts out imports).
 */
function sdkClient(validating: boolean, path: FetchPath) {
  const options = {
    baseUrl,
    clientId: 'bench',
    antiForgeryToken: 'bench-af',
    ...(path === 'own' ? { fetch: cannedFetch } : {}),
  };
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

/**
 * The calls of one fetch path, timed. For `global`, the canned fetch replaces the global one before the clients are
 * made (openapi-fetch reads it then; the SDK at each call) and is put back afterwards.
 */
async function timeFetchPath(path: FetchPath) {
  const globalFetch = globalThis.fetch;
  if (path === 'global') globalThis.fetch = cannedGlobalFetch;
  try {
    const validating = sdkClient(true, path);
    const notValidating = sdkClient(false, path);
    const bare = createClient<paths>({
      baseUrl,
      headers: { 'X-Client-Id': 'bench', RequestVerificationToken: 'bench-af', Authorization: 'Bearer bench-token' },
      ...(path === 'own' ? { fetch: cannedFetch } : {}),
    });
    const checked = async <T>(call: Promise<{ data?: T }>, check: (data: unknown) => unknown) =>
      check((await call).data);
    const calculateByQuery = await timesPerCall({
      sdkValidating: () => validating.calculateByQuery(calculation),
      sdkNotValidating: () => notValidating.calculateByQuery(calculation),
      bare: () => bare.GET(calculatePath, { params: { query: calculation } }),
      bareValidating: () =>
        checked(bare.GET(calculatePath, { params: { query: calculation } }), financeValidators.calculateByQuery),
    });
    const getConfiguration = await timesPerCall({
      sdkValidating: () => validating.getConfiguration(),
      sdkNotValidating: () => notValidating.getConfiguration(),
      bare: () => bare.GET(configurationPath),
      bareValidating: () => checked(bare.GET(configurationPath), financeValidators.getConfiguration),
    });
    return { calculateByQuery, getConfiguration };
  } finally {
    globalThis.fetch = globalFetch;
  }
}

/** Runs the benchmark and returns the figures it prints, per fetch path: median microseconds per call, and ratios. */
export async function benchSdkCallCost(): Promise<
  Record<FetchPath, Record<'calculateByQuery' | 'getConfiguration', ReturnType<typeof withRatios>>>
> {
  const global = await timeFetchPath('global');
  const own = await timeFetchPath('own');
  // The intervals once every call is timed: resampling makes garbage that would land on the next calls.
  return {
    global: {
      calculateByQuery: withRatios(global.calculateByQuery),
      getConfiguration: withRatios(global.getConfiguration),
    },
    own: { calculateByQuery: withRatios(own.calculateByQuery), getConfiguration: withRatios(own.getConfiguration) },
  };
}
