/**
 * Writing a query's data by hand, after a mutation answers or for an optimistic update, typed by its key: the key
 * of the SDK's options (`options.queryKey`) or of `financeQueryKey` / `adminQueryKey` carries the operation's data
 * type, so a value or updater of the wrong shape does not compile. Unlike `queryClient.setQueryData`, an updater
 * function receives the cached body itself, never `undefined`: with nothing cached there is nothing to update, and
 * it is not called.
 */
import type { dataTagSymbol, QueryClient, QueryKey } from '@tanstack/query-core';

/** A query key tagged with the data its entry holds, as the SDK's keys are. */
type TaggedKey<Data> = QueryKey & { [dataTagSymbol]: Data };

/**
 * Sets the data under `queryKey`: `updater` itself when it is the body, or what it returns from the cached body.
 * Returns the data the entry then holds (`undefined` when an updater found nothing cached).
 */
export function setQueryData<Data>(
  queryClient: QueryClient,
  queryKey: TaggedKey<Data>,
  updater: NoInfer<Data> | ((cached: NoInfer<Data>) => NoInfer<Data>),
): Data | undefined {
  return queryClient.setQueryData<Data>(queryKey, (cached) => {
    if (typeof updater !== 'function') return updater;
    return cached === undefined ? undefined : (updater as (cached: Data) => Data)(cached);
  });
}
