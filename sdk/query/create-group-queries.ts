import { type QueryKey, skipToken } from '@tanstack/query-core';
import { operationsOf } from '../client/client-operations.ts';
import type { CallOptions } from '../client/operation-types.ts';
import { queryOptions, type SdkQueryOptions } from './query-options.ts';
import { suspenseVariant } from './suspense-query-options.ts';

type Call = (args?: unknown, options?: CallOptions) => Promise<unknown>;
type QueryFactory = (args?: unknown) => SdkQueryOptions<unknown, QueryKey>;

/** The client as the query layer sees it: its identity and one method per operationId. */
export type QueryableClient = { readonly identity: string };

/** The client's method for `operationId` (the client and the table come from the same generated table). */
export const methodOf = (client: QueryableClient, operationId: string) =>
  (client as unknown as Record<string, Call>)[operationId] as Call;

/** The frozen factories built for each client: a client always comes with the same group and table. */
const cache = new WeakMap<QueryableClient, Readonly<Record<string, QueryFactory>>>();

/**
 * One query options factory per query among the client's operations (only those it was created with). Keys are
 * `[group, operationId, params, identity]`; `skipToken` instead of arguments disables the query (`enabled: false`,
 * params `null`). Each factory's `.suspense(args)` gives the same key without `enabled` (suspense-query-options.ts).
 * Built once per client, so calling this on every render costs a lookup.
 */
export function createGroupQueries(group: string, client: QueryableClient): Record<string, QueryFactory> {
  const cached = cache.get(client);
  if (cached) return cached;
  const factories: Record<string, QueryFactory> = {};
  for (const [operationId, entry] of Object.entries(operationsOf(client))) {
    if (entry.kind !== 'query') continue;
    const call = methodOf(client, operationId);
    const factory: QueryFactory = (args) => {
      const skipped = args === skipToken;
      return queryOptions<unknown, QueryKey>({
        queryKey: [group, operationId, skipped ? null : (args ?? {}), client.identity],
        queryFn: skipped ? skipToken : ({ signal }) => call(args, { signal }),
        enabled: !skipped,
      });
    };
    factories[operationId] = Object.assign(factory, { suspense: suspenseVariant(factory) });
  }
  const frozen = Object.freeze(factories);
  cache.set(client, frozen);
  return frozen;
}
