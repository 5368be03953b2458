import { expect, it } from 'vitest';
import { bundleChunks, bundleText } from '../bench/bundle-gzip.ts';
import { esbuildText } from '../bench/esbuild-gzip.ts';
import { webpackText } from '../bench/webpack-gzip.ts';
import { adminOperations } from '../generated/admin-operations.ts';
import { financeOperations } from '../generated/finance-operations.ts';

const external = ['openapi-fetch', '@tanstack/query-core'];
const allPaths = [...Object.values(financeOperations), ...Object.values(adminOperations)].map((entry) => entry.path);
/** The API paths a bundle carries: one per operation definition it kept. */
const pathsIn = (code: string) =>
  [...new Set(allPaths.filter((path) => code.includes(`"${path}"`) || code.includes(`\`${path}\``)))].sort();

it('bundles every finance definition for createFinanceClient, and no admin one', async () => {
  const code = await bundleText({
    code: `import { createFinanceClient } from './index.ts'; export const finance = createFinanceClient();`,
    external,
  });
  expect(pathsIn(code)).toEqual([...new Set(Object.values(financeOperations).map((entry) => entry.path))].sort());
}, 30_000);

// What only a validating bundle carries: the checks' rules, and the routine that reports a refused body.
const checksMarker = 'must be object';
const reportMarker = 'is nested too deep to check';
const quoteValidatorMarker = 'durationMonths';
const calculatorUse = (entry: 'definitions' | 'validated') => `
  import { createFinanceClientFor } from './index.ts';
  import { getConfiguration, getRunningCostModels, calculateByQuery } from './${entry}.ts';
  export const finance = createFinanceClientFor([getConfiguration, getRunningCostModels, calculateByQuery]);`;

/** The three bundlers an app is likely built with, openapi-fetch and query-core kept external. */
const bundlers = [
  ['Rolldown', (code: string) => bundleText({ code, external })],
  ['esbuild', (code: string) => esbuildText(code, external)],
  ['webpack', (code: string) => webpackText(code, external)],
] as const;

const namespaceUse = `import { createFinanceClientFor, financeOperation } from './index.ts';
  import { financeQueries } from './query.ts';
  const finance = createFinanceClientFor([financeOperation.getConfiguration, financeOperation.getRunningCostModels]);
  export const queries = financeQueries(finance);`;
const picked = [
  '/api/v1/CostSavingCalculator/Configuration',
  '/api/v1/Token/Index',
  '/api/v1/VehicleData/GetRunningCostModels',
];

it.each(bundlers)(
  'under %s, bundles only the definitions picked from the financeOperation namespace (and getToken, for the token), or, under esbuild, every one',
  async (name, bundle) => {
    const kept = pathsIn(await bundle(namespaceUse));
    // esbuild keeps every member of a namespace a module re-exports: why the docs say to import by name from
    // ./definitions or ./validated, which the tests below bundle under esbuild too.
    const everyFinancePath = [...new Set(Object.values(financeOperations).map((entry) => entry.path))].sort();
    expect(kept).toEqual(name === 'esbuild' ? everyFinancePath : picked);
  },
  30_000,
);

it.each(bundlers)(
  'under %s, carries validators only for definitions imported from ./validated, and only theirs',
  async (_, bundle) => {
    const plain = await bundle(calculatorUse('definitions'));
    expect(plain).not.toContain(checksMarker);
    expect(plain).not.toContain(reportMarker);
    const validated = await bundle(calculatorUse('validated'));
    expect(validated).toContain(checksMarker);
    expect(validated).toContain(reportMarker);
    // The quote's validator checks durationMonths; the calculator's three never name it.
    expect(validated).not.toContain(quoteValidatorMarker);
    expect(pathsIn(validated)).toEqual(pathsIn(plain));
  },
  30_000,
);

// What only a bundle that uses mock mode carries: its page-origin check and the parameter a read's body rides in.
const mockModeMarkers = ['mock mode outside a web page', 'mockBody'];

it.each(bundlers)(
  'under %s, carries mock mode only when the app imports mockMode',
  async (_, bundle) => {
    const real = await bundle(calculatorUse('definitions'));
    for (const marker of mockModeMarkers) expect(real).not.toContain(marker);
    const mocked = await bundle(`
      import { createFinanceClientFor, mockMode } from './index.ts';
      import { getConfiguration } from './definitions.ts';
      export const finance = createFinanceClientFor([getConfiguration], { mock: mockMode() });`);
    for (const marker of mockModeMarkers) expect(mocked).toContain(marker);
    // Behind a flag the bundler replaces with false (a production build), as the docs recommend: none of it again.
    const flagged = await bundle(`
      import { createFinanceClientFor, mockMode } from './index.ts';
      import { getConfiguration } from './definitions.ts';
      export const finance = createFinanceClientFor([getConfiguration], { mock: false && mockMode() });`);
    for (const marker of mockModeMarkers) expect(flagged).not.toContain(marker);
  },
  30_000,
);

it.each(bundlers)(
  'under %s, leaves openapi-fetch out of an app that calls the methods, and brings it with rawClient',
  async (_, bundle) => {
    // openapi-fetch kept external: a bundle that uses any of it still imports it by name. Its query serialiser's own
    // error text catches a deep import (openapi-fetch/dist/…), which Rolldown and webpack would bundle instead.
    const methods = await bundle(calculatorUse('definitions'));
    expect(methods).not.toContain('openapi-fetch');
    expect(methods).not.toContain('Deeply-nested arrays/objects');
    const raw = await bundle(`${calculatorUse('definitions')}
      import { rawClient } from './index.ts';
      export const raw = rawClient(finance);`);
    expect(raw).toContain('openapi-fetch');
  },
  60_000,
);

it("keeps validatedLater's validators out of the first file: they are in the chunk its loader imports", async () => {
  const chunks = await bundleChunks({
    code: `
      import { createFinanceClientFor, validatedLater } from './index.ts';
      import { getConfiguration } from './definitions.ts';
      export const finance = createFinanceClientFor([
        validatedLater(getConfiguration, () => import('./validated.ts').then((v) => v.getConfiguration)),
      ]);`,
    external,
  });
  const [entry, ...rest] = [...chunks].sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
  expect(entry?.isEntry).toBe(true);
  expect(pathsIn(entry?.code ?? '')).toEqual(['/api/v1/CostSavingCalculator/Configuration', '/api/v1/Token/Index']);
  expect(entry?.code).not.toContain(checksMarker);
  expect(entry?.code).not.toContain(reportMarker);
  const later = rest.map((chunk) => chunk.code).join('');
  expect(later).toContain(checksMarker);
  expect(later).toContain(reportMarker);
  // Only the one validator the loader names: not the quotes' (the whole ./validated namespace).
  expect(later).not.toContain(quoteValidatorMarker);
}, 30_000);

// decisions/0022: what only the checks of a developer's own code and their hints say, and what every build keeps.
const developerMessages = [
  'is not an operation definition',
  'unknown option',
  'mock takes mockMode()',
  'has no validator',
  'headerNames.',
  'the per-call header',
  'must be 1 to',
  'queries need a client',
  'a suspense query cannot be skipped',
  'Check the baseUrl or environment',
  'That is a web page',
  'Fix the function passed as',
];
const runtimeMessages = [
  'no response from',
  'is not valid JSON',
  'breaks the OpenAPI document',
  'baseUrl is empty',
  'must start with http:// or https://',
  'cannot be sent as an HTTP header',
  'without a usable accessToken',
];
const calculatorWithQueries = `${calculatorUse('definitions')}
  import { financeQueries } from './query.ts';
  export const queries = financeQueries(finance);
  export const suspense = queries.getConfiguration.suspense();`;

it.each(bundlers)(
  'under %s, leaves the checks of a developer’s own code out of a production build, and keeps every runtime error’s',
  async (_, bundle) => {
    const code = await bundle(calculatorWithQueries);
    for (const message of developerMessages) expect(code).not.toContain(message);
    for (const message of runtimeMessages) expect(code).toContain(message);
  },
  60_000,
);
