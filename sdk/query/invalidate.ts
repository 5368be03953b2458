/**
 * Invalidation at three widths, after a mutation or when the caller knows an answer has changed: a whole group
 * (`'finance'`: every client's finance queries), one operation of one client (its calls with any arguments, the
 * paged search's pages too) or one exact call (the query with those arguments, in any order). Clients are told apart
 * by `client.identity`, the last item of every key, so invalidating a real client's entries never touches a mock
 * client's, nor the other way round. As with `queryClient.invalidateQueries`, entries in use are refetched at once
 * and the others when next used.
 */
import { hashKey, type QueryClient } from '@tanstack/query-core';
import type { adminOperations } from '../generated/admin-operations.ts';
import type { financeOperations } from '../generated/finance-operations.ts';
import type { QueryableClient } from './create-group-queries.ts';
import type { OperationIdsOfKind } from './operation-query-types.ts';

/** The operationIds of every query, of both groups (no operationId is in both). */
type QueryId =
  | OperationIdsOfKind<typeof financeOperations, 'query'>
  | OperationIdsOfKind<typeof adminOperations, 'query'>;
/** The arguments object a client's method takes. */
type ArgsOf<Method> = Method extends (...args: infer Params) => unknown ? Params[0] : never;

/** What to invalidate: a group, `{ client, operationId }` for one operation, `{ ..., args }` for one call of it. */
export type InvalidateScope<Client extends QueryableClient, Id extends keyof Client & QueryId> =
  | 'finance'
  | 'admin'
  | { client: Client; operationId: Id; args?: ArgsOf<Client[Id]> };

/** Marks the queries in `scope` stale (refetching those observed); resolves when the refetches have settled. */
export function invalidate<Client extends QueryableClient, Id extends keyof Client & QueryId>(
  queryClient: QueryClient,
  scope: InvalidateScope<Client, Id>,
): Promise<void> {
  if (typeof scope === 'string') return queryClient.invalidateQueries({ queryKey: [scope] });
  const { client, operationId } = scope;
  // One call's key without its group, hashed as the QueryClient hashes keys (so argument order does not matter).
  const call = 'args' in scope ? hashKey([operationId, scope.args ?? {}, client.identity]) : undefined;
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      call === undefined
        ? queryKey[1] === operationId && queryKey.at(-1) === client.identity
        : hashKey(queryKey.slice(1)) === call,
  });
}
