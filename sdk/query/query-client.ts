import { QueryClient, type QueryClientConfig } from '@tanstack/query-core';
import { shouldRetry } from './retry.ts';

/**
 * A QueryClient with the SDK's defaults: data never goes stale, no refetch on window focus, reconnect or mount (an
 * answer is asked for again only when its inputs change or the caller asks), and the retry rule of `shouldRetry`.
 * `config` is merged over them.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: shouldRetry,
        ...config.defaultOptions?.queries,
      },
    },
  });
}
