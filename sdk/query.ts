/**
 * The SDK's TanStack Query layer: query and mutation options for every operation (each query's `.suspense(args)` for
 * suspense), typed keys, prefetch / invalidate / setQueryData helpers, the calculator's query options, the query
 * client with the SDK's retry policy. Needs @tanstack/query-core (an optional peer of the package); never React.
 */
export { type AdminMutations, adminMutations } from './query/admin-mutations.ts';
export { type AdminQueries, adminQueries } from './query/admin-queries.ts';
export { calculationQueryOptions } from './query/calculation-query.ts';
export { configurationQueryOptions, runningCostModelsQueryOptions } from './query/calculator-queries.ts';
export { type FinanceMutations, financeMutations } from './query/finance-mutations.ts';
export { type FinanceQueries, financeQueries } from './query/finance-queries.ts';
export { type InvalidateScope, invalidate } from './query/invalidate.ts';
export type {
  CallArgs,
  MutationCallOptions,
  MutationVariables,
  OperationQueryKey,
  OperationQueryOptions,
  OperationSuspenseQueryOptions,
  SdkMutationOptions,
} from './query/operation-query-types.ts';
export { prefetch } from './query/prefetch.ts';
export { prefetchPages, type SdkInfiniteQueryOptions } from './query/prefetch-pages.ts';
export { createQueryClient } from './query/query-client.ts';
export {
  type AdminQueryId,
  adminQueryKey,
  type FinanceQueryId,
  financeQueryKey,
} from './query/query-keys.ts';
export type { SdkQueryOptions } from './query/query-options.ts';
export { maxRetries, shouldRetry } from './query/retry.ts';
export { setQueryData } from './query/set-query-data.ts';
export type { SdkSuspenseQueryOptions } from './query/suspense-query-options.ts';
export {
  nextUsedVehiclePage,
  type UsedVehicleSearchCriteria,
  type UsedVehicleSearchPage,
  type UsedVehicleSearchPages,
  type UsedVehicleSearchPagesKey,
  usedVehicleSearchPages,
  vehiclesOf,
} from './query/used-vehicle-search-pages.ts';
