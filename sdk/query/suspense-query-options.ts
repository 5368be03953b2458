/**
 * Suspense-ready query options: each query factory's `.suspense(args)`, for `useSuspenseQuery`,
 * `useSuspenseQueries` or `fetchQuery`. A suspense query cannot be disabled (the component waits for its data), so
 * these options take the arguments only (never `skipToken`), carry no `enabled`, and their `queryFn` always calls the
 * operation: the data is the operation's 200 body, never `undefined`. The key is the factory's own, so a suspense read
 * and a normal read of one call share a cache entry.
 */
import { type QueryFunction, type QueryKey, skipToken } from '@tanstack/query-core';
import type { SdkQueryOptions } from './query-options.ts';

/** Replaced by the app's bundler; "production" leaves out the checks of a developer's own code (decisions/0022). */
declare const process: { env: { NODE_ENV?: string } };

/** Query options as `useSuspenseQuery` accepts them: a key and a function that fetches, nothing to disable. */
export interface SdkSuspenseQueryOptions<Data, Key extends QueryKey> {
  queryKey: Key;
  queryFn: QueryFunction<Data, Key>;
}

/** The suspense variant of a query factory: the factory's options for the same arguments, without `enabled`. */
export const suspenseVariant =
  (factory: (args?: unknown) => SdkQueryOptions<unknown, QueryKey>) =>
  (args?: unknown): SdkSuspenseQueryOptions<unknown, QueryKey> => {
    const { queryKey, queryFn } = factory(args);
    // Only a caller past the types (JavaScript, a cast) gets here with skipToken: say so now, not at the boundary.
    if (process.env.NODE_ENV !== 'production' && queryFn === skipToken)
      throw new Error('[hcuk] a suspense query cannot be skipped: give it its arguments');
    return { queryKey, queryFn: queryFn as QueryFunction<unknown, QueryKey> };
  };
