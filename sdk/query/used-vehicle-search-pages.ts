/**
 * Infinite query options for the paged used-vehicle search, for `useInfiniteQuery` or `fetchInfiniteQuery`: one page
 * of `pageSize` vehicles per fetch, starting at page 1, and a next page while the pages so far hold fewer than
 * `totalCount` vehicles. Keyed apart from the single-page query (`'pages'` in the key), so the two never share an
 * entry in the cache.
 */
import type { DataTag, InfiniteData, QueryFunctionContext } from '@tanstack/query-core';
import type { FinanceClient } from '../client/create-finance-client-for.ts';
import type { OperationData, OperationInput } from '../client/operation-types.ts';
import type { operations } from '../generated/finance.ts';

type Search = operations['usedVehicleSearch'];
/** The search without its page: what the visitor asked for. */
export type UsedVehicleSearchCriteria = Omit<NonNullable<OperationInput<Search>>, 'page'>;
/** One page of the answer. */
export type UsedVehicleSearchPage = OperationData<Search>;

/** The page after `last`, or undefined when every vehicle has been fetched (or a page came back empty). */
export function nextUsedVehiclePage(last: UsedVehicleSearchPage): number | undefined {
  const fetched = last.page * last.pageSize;
  return last.vehicles.length > 0 && fetched < last.totalCount ? last.page + 1 : undefined;
}

/** What the search's infinite query holds: its pages so far, and the page number of each. */
export type UsedVehicleSearchPages = InfiniteData<UsedVehicleSearchPage, number>;

/**
 * The key of a search's pages, tagged with what its entry holds, so `queryClient.getQueryData(key)` and the SDK's
 * `setQueryData` are typed as they are for every other query.
 */
export type UsedVehicleSearchPagesKey = DataTag<
  readonly ['finance', 'usedVehicleSearch', 'pages', UsedVehicleSearchCriteria, string],
  UsedVehicleSearchPages,
  Error
>;

/** The infinite query options of a search. */
export function usedVehicleSearchPages(
  finance: FinanceClient<'usedVehicleSearch'>,
  criteria: UsedVehicleSearchCriteria,
) {
  return {
    queryKey: [
      'finance',
      'usedVehicleSearch',
      'pages',
      criteria,
      finance.identity,
    ] as const as UsedVehicleSearchPagesKey,
    queryFn: ({ pageParam, signal }: QueryFunctionContext<readonly unknown[], number>) =>
      finance.usedVehicleSearch({ ...criteria, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextUsedVehiclePage,
  };
}

/** All the pages an infinite query holds, as one list of vehicles in page order. */
export const vehiclesOf = (data: InfiniteData<UsedVehicleSearchPage, unknown>) =>
  data.pages.flatMap((page) => page.vehicles);
