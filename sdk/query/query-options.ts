import type { QueryFunction, QueryKey, SkipToken } from '@tanstack/query-core';

/** Query options as TanStack Query's `useQuery`/`fetchQuery` accept them; `skipToken` while disabled. */
export interface SdkQueryOptions<Data, Key extends QueryKey> {
  queryKey: Key;
  queryFn: QueryFunction<Data, Key> | SkipToken;
  enabled: boolean;
}

/** Identity, typed: keeps `skipToken` from widening to `symbol` (query-core's `queryOptions` without React). */
export const queryOptions = <Data, Key extends QueryKey>(options: SdkQueryOptions<Data, Key>) => options;
