/**
 * Prefetching an infinite query (a search's pages, `usedVehicleSearchPages`): its first page into the cache under
 * the options' key, for a route loader or a hover. Apart from `prefetch`, so a bundle that never pages carries none
 * of it (the embed does not).
 */
import type {
  dataTagSymbol,
  GetNextPageParamFunction,
  InfiniteData,
  QueryClient,
  QueryFunction,
  QueryKey,
} from '@tanstack/query-core';

/** Infinite query options, as `usedVehicleSearchPages` makes them: a page at a time, from `initialPageParam`. */
export interface SdkInfiniteQueryOptions<Page, Key extends QueryKey, PageParam> {
  queryKey: Key;
  queryFn: QueryFunction<Page, readonly unknown[], PageParam>;
  initialPageParam: PageParam;
  getNextPageParam: GetNextPageParamFunction<PageParam, Page>;
}

/**
 * Fetches the first page of `options` into `queryClient` unless the cache already holds fresh pages for its key:
 * `queryClient.prefetchInfiniteQuery`, typed by the SDK's options, whose key must be tagged with those pages. Resolves
 * when done; never rejects. Every query-core in the SDK's peer range (^5.62) has `prefetchInfiniteQuery`; 5.10x
 * deprecates it for `infiniteQuery`, which earlier 5.x lack.
 */
export function prefetchPages<
  Page,
  Key extends QueryKey & { [dataTagSymbol]: InfiniteData<Page, PageParam> },
  PageParam,
>(queryClient: QueryClient, options: SdkInfiniteQueryOptions<Page, Key, PageParam>): Promise<void> {
  return queryClient.prefetchInfiniteQuery(options);
}
