/**
 * Prefetching, for a route loader or a hover: fetch a query into the cache ahead of the component that reads it,
 * under the options' own key, so the component's `useQuery` / `useSuspenseQuery` finds the data there. It never
 * rejects (a failure stays in the cache for the component to show) and a disabled query is left alone: prefetching
 * `skipToken` options would otherwise put an error in the cache under the skipped key.
 */
import {
  type GetNextPageParamFunction,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  skipToken,
} from '@tanstack/query-core';
import type { SdkQueryOptions } from './query-options.ts';
import type { SdkSuspenseQueryOptions } from './suspense-query-options.ts';

/** Infinite query options, as `usedVehicleSearchPages` makes them: a page at a time, from `initialPageParam`. */
export interface SdkInfiniteQueryOptions<Page, Key extends QueryKey, PageParam> {
  queryKey: Key;
  queryFn: QueryFunction<Page, readonly unknown[], PageParam>;
  initialPageParam: PageParam;
  getNextPageParam: GetNextPageParamFunction<PageParam, Page>;
}

/**
 * Fetches `options` into `queryClient` unless the cache already holds fresh data for its key (the QueryClient's
 * `staleTime`): `queryClient.prefetchQuery`, typed by the SDK's options, or for infinite options (a search's pages)
 * `prefetchInfiniteQuery`, which fetches the first page. Resolves when done; never rejects.
 */
export function prefetch<Data, Key extends QueryKey, PageParam = never>(
  queryClient: QueryClient,
  options:
    | SdkQueryOptions<Data, Key>
    | SdkSuspenseQueryOptions<Data, Key>
    | SdkInfiniteQueryOptions<Data, Key, PageParam>,
): Promise<void> {
  if ('initialPageParam' in options) return queryClient.prefetchInfiniteQuery(options);
  const disabled = options.queryFn === skipToken || ('enabled' in options && !options.enabled);
  return disabled ? Promise.resolve() : queryClient.prefetchQuery(options);
}
