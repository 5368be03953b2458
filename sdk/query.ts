/**
 * The SDK's TanStack Query layer: query and mutation options for every operation, the calculator's query options, the
 * query client with the SDK's retry policy. Needs @tanstack/query-core (an optional peer of the package); never React.
 */
export { type AdminMutations, type AdminQueries, adminMutations, adminQueries } from './query/admin-queries.ts';
export { calculationQueryOptions } from './query/calculation-query.ts';
export { configurationQueryOptions, runningCostModelsQueryOptions } from './query/calculator-queries.ts';
export {
  type FinanceMutations,
  type FinanceQueries,
  financeMutations,
  financeQueries,
} from './query/finance-queries.ts';
export type {
  MutationVariables,
  OperationQueryKey,
  OperationQueryOptions,
  SdkMutationOptions,
} from './query/operation-query-types.ts';
export { createQueryClient } from './query/query-client.ts';
export type { SdkQueryOptions } from './query/query-options.ts';
export { maxRetries, shouldRetry } from './query/retry.ts';
export {
  nextUsedVehiclePage,
  type UsedVehicleSearchCriteria,
  type UsedVehicleSearchPage,
  usedVehicleSearchPages,
  vehiclesOf,
} from './query/used-vehicle-search-pages.ts';
