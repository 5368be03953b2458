/**
 * Benchmark: minified + gzip size of the SDK runtime (generated types erase; operation definitions and validators
 * count), under the three bundlers a host's app is likely built with: what an app's bundle grows by when it calls the
 * SDK. openapi-fetch is the SDK's own dependency, so whatever of it a use pulls in counts (the methods need none of
 * it; `rawClient` does). @tanstack/query-core is left out (external): it is a peer the app has for its own query
 * layer, as the peers' figures leave out theirs. One row shows the whole entry with query-core bundled too.
 */
import { bundleGzipBytes } from './bundle-gzip.ts';
import { esbuildGzipBytes } from './esbuild-gzip.ts';
import { webpackGzipBytes } from './webpack-gzip.ts';

const dependencies = ['@tanstack/query-core'];

/** Where an app imports its definitions from: `./definitions` (no validators) or `./validated` (with theirs). */
type Entry = 'definitions' | 'validated';

// The calculator's three operations through a client of those alone, with their query options (a factory each), as a
// frontend app would call them.
const threeOperations = (entry: Entry) => `
  import { createFinanceClientFor } from './index.ts';
  import { getConfiguration, getRunningCostModels, calculateByQuery } from './${entry}.ts';
  import { createQueryClient, financeQueries } from './query.ts';
  const queries = financeQueries(createFinanceClientFor([getConfiguration, getRunningCostModels, calculateByQuery]));
  export const used = [createQueryClient(), queries.getConfiguration(), queries.getRunningCostModels({ brand: 'MG' }),
    queries.calculateByQuery({})];`;

// Every operation of both documents (22 finance, 12 admin), each with its query or mutation options. With
// validators, the clients that have every operation; without, the same built from the definitions without them.
const everyOperation = (entry: Entry) => `
  import { ${entry === 'validated' ? 'createFinanceClient, createAdminClient' : 'createFinanceClientFor, createAdminClientFor'} } from './index.ts';
  ${entry === 'validated' ? '' : "import * as finance from './generated/finance-definitions.ts'; import * as admin from './generated/admin-definitions.ts';"}
  import { adminMutations, adminQueries, createQueryClient, financeMutations, financeQueries } from './query.ts';
  const f = ${entry === 'validated' ? 'createFinanceClient()' : 'createFinanceClientFor(Object.values(finance))'};
  const a = ${entry === 'validated' ? 'createAdminClient()' : 'createAdminClientFor(Object.values(admin))'};
  export const used = [createQueryClient(), financeQueries(f), financeMutations(f), adminQueries(a), adminMutations(a)];`;

// The calculator as it is: its three operations, each checked by its validator once that has downloaded
// (`validatedLater`, decisions/0019: the validators are a chunk of their own here, counted with the rest; each loader
// names its own export, so the bundlers keep those three), through its
// own query options (which build the calculation's parameters from the visitor's answers), and mock mode when its
// page asks for it (the demo).
const calculatorAsBuilt = `
  import { createFinanceClientFor, mockMode, validatedLater } from './index.ts';
  import { getConfiguration, getRunningCostModels, calculateByQuery } from './definitions.ts';
  import { configurationQueryOptions, runningCostModelsQueryOptions, calculationQueryOptions, createQueryClient }
    from './query.ts';
  const mock = globalThis.hcukConfig?.api?.mock;
  const finance = createFinanceClientFor([
    validatedLater(getConfiguration, () => import('./validated.ts').then((v) => v.getConfiguration)),
    validatedLater(getRunningCostModels, () => import('./validated.ts').then((v) => v.getRunningCostModels)),
    validatedLater(calculateByQuery, () => import('./validated.ts').then((v) => v.calculateByQuery)),
  ], { mock: mock ? mockMode(mock === true ? {} : mock) : false });
  export const used = [createQueryClient(), configurationQueryOptions(finance),
    runningCostModelsQueryOptions(finance, { brand: 'MG' }), calculationQueryOptions(finance, {})];`;

// Everything the public entries export, as a bundle that imports it all keeps it.
const wholeEntry = "export * from './index.ts'; export * from './query.ts';";

const bundlers = {
  rolldown: (code: string, external: string[]) => bundleGzipBytes({ code, external }),
  esbuild: esbuildGzipBytes,
  webpack: webpackGzipBytes,
};
export type Bundler = keyof typeof bundlers;

/** Sizes in bytes: each use under each bundler, and the whole entry. */
export async function benchSdkSize() {
  const uses = {
    threeWithout: threeOperations('definitions'),
    threeWith: threeOperations('validated'),
    everyWithout: everyOperation('definitions'),
    everyWith: everyOperation('validated'),
    calculatorAsBuilt,
  };
  const byBundler = {} as Record<Bundler, Record<keyof typeof uses, number>>;
  for (const [bundler, bundle] of Object.entries(bundlers) as [Bundler, (typeof bundlers)[Bundler]][]) {
    const sizes = {} as Record<keyof typeof uses, number>;
    for (const [use, code] of Object.entries(uses) as [keyof typeof uses, string][])
      sizes[use] = await bundle(code, dependencies);
    byBundler[bundler] = sizes;
  }
  return {
    byBundler,
    sdkRuntimeGzipBytes: await bundleGzipBytes({ code: wholeEntry, external: dependencies }),
    withAllDependenciesGzipBytes: await bundleGzipBytes({ code: wholeEntry }),
  };
}
