/**
 * Benchmark: minified + gzip size of the SDK runtime (generated types erase; operation definitions and validators
 * count): the whole public entry, and the SDK as the calculator uses it (three operations) beside the same calls
 * through the every-operation client.
 */
import { bundleGzipBytes } from './bundle-gzip.ts';

// Everything the public entries export (the clients and the query layer), as a bundle that imports it all keeps it.
const entry = "export * from './index.ts'; export * from './query.ts';";
const dependencies = ['openapi-fetch', '@tanstack/query-core'];

// The calculator's calls, through a client of its three operations, or through the client of every operation.
const calculatorUse = (client: string) => `
  import { ${client === 'picked' ? 'createFinanceClientFor, financeOperation' : 'createFinanceClient'} } from './index.ts';
  import { configurationQueryOptions, runningCostModelsQueryOptions, calculationQueryOptions, createQueryClient }
    from './query.ts';
  const finance = ${
    client === 'picked'
      ? 'createFinanceClientFor([financeOperation.getConfiguration, financeOperation.getRunningCostModels, financeOperation.calculateByQuery], { validateResponses: true })'
      : 'createFinanceClient({ validateResponses: true })'
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
  };
}
