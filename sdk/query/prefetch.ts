/**
 * Prefetching, for a route loader or a hover: fetch a query into the cache ahead of the component that reads it,
 * under the options' own key, so the component's `useQuery` / `useSuspenseQuery` finds the data there. It never
 * rejects (a failure stays in the cache for the component to show) and a disabled query is left alone: prefetching
 * `skipToken` options would otherwise put an error in the cache under the skipped key.
 */
import { type QueryClient, type QueryKey, skipToken } from '@tanstack/query-core';
import type { SdkQueryOptions } from './query-options.ts';
import type { SdkSuspenseQueryOptions } from './suspense-query-options.ts';

/**
 * Fetches `options` into `queryClient` unless the cache already holds fresh data for its key (the QueryClient's
 * `staleTime`): `queryClient.prefetchQuery`, typed by the SDK's options. Resolves when done; never rejects. Every
 * query-core in the SDK's peer range (^5.62) has `prefetchQuery`; 5.10x deprecates it for `query`, which earlier 5.x
 * lack.
 */
export function prefetch<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: SdkQueryOptions<Data, Key> | SdkSuspenseQueryOptions<Data, Key>,
): Promise<void> {
  const disabled = options.queryFn === skipToken || ('enabled' in options && !options.enabled);
  return disabled ? Promise.resolve() : queryClient.prefetchQuery(options);
}
