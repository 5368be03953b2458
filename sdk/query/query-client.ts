import { QueryClient, type QueryClientConfig } from '@tanstack/query-core';
import { shouldRetry } from './retry.ts';

/**
 * A QueryClient with the SDK's defaults: data never goes stale by age, no refetch on window focus or reconnect, and on
 * mount only an entry invalidated since it was fetched (`invalidate`: an answer is asked for again only when its
 * inputs change or the caller asks), and the retry rule of `shouldRetry`. `config` is merged over them.
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
        // Fresh for ever, so mounting refetches only an entry `invalidate` marked (with false, one invalidated while
        // nothing showed it kept its old answer). TanStack also marks an entry whose refetch failed: that one is not
        // asked again at every mount, as before; Try again or its inputs changing ask again.
        refetchOnMount: ({ state }) => state.isInvalidated && state.status !== 'error',
        retry: shouldRetry,
        ...config.defaultOptions?.queries,
      },
    },
  });
}
