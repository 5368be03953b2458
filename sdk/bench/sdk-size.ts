/**
 * Benchmark: minified + gzip size of the SDK runtime (generated types erase; operation definitions and validators
 * count): the whole public entry, and the SDK as the calculator uses it (three operations) beside the same calls
 * through the every-operation client.
 */
import { bundleGzipBytes } from './bundle-gzip.ts';
import { esbuildGzipBytes } from './esbuild-gzip.ts';

// Everything the public entries export (the clients and the query layer), as a bundle that imports it all keeps it.
const entry = "export * from './index.ts'; export * from './query.ts';";
const dependencies = ['openapi-fetch', '@tanstack/query-core'];

// The calculator's calls, through a client of its three operations (named through the `financeOperation` namespace,
// or imported by name from `./definitions`), or through the client of every operation.
const calculatorUse = (client: 'picked' | 'named' | 'full') => `
  import { ${client === 'full' ? 'createFinanceClient' : 'createFinanceClientFor, financeOperation'} } from './index.ts';
  ${client === 'named' ? "import { getConfiguration, getRunningCostModels, calculateByQuery } from './definitions.ts';" : ''}
  import { configurationQueryOptions, runningCostModelsQueryOptions, calculationQueryOptions, createQueryClient }
    from './query.ts';
  const finance = ${
    client === 'full'
      ? 'createFinanceClient({ validateResponses: true })'
      : client === 'named'
        ? 'createFinanceClientFor([getConfiguration, getRunningCostModels, calculateByQuery], { validateResponses: true })'
        : 'createFinanceClientFor([financeOperation.getConfiguration, financeOperation.getRunningCostModels, financeOperation.calculateByQuery], { validateResponses: true })'
  };
  export const used = [createQueryClient(), configurationQueryOptions(finance),
    runningCostModelsQueryOptions(finance, { brand: 'MG' }), calculationQueryOptions(finance, {})];`;

/** Sizes in bytes. */
export async function benchSdkSize() {
  return {
    sdkRuntimeGzipBytes: await bundleGzipBytes({ code: entry, external: dependencies }),
    withOpenapiFetchGzipBytes: await bundleGzipBytes({ code: entry, external: ['@tanstack/query-core'] }),
    withAllDependenciesGzipBytes: await bundleGzipBytes({ code: entry }),
    calculatorPickedGzipBytes: await bundleGzipBytes({ code: calculatorUse('picked'), external: dependencies }),
    calculatorFullClientGzipBytes: await bundleGzipBytes({ code: calculatorUse('full'), external: dependencies }),
    esbuild: {
      sdkRuntimeGzipBytes: await esbuildGzipBytes(entry, dependencies),
      calculatorPickedGzipBytes: await esbuildGzipBytes(calculatorUse('picked'), dependencies),
      calculatorNamedGzipBytes: await esbuildGzipBytes(calculatorUse('named'), dependencies),
    },
  };
}
