import { operationsOf } from '../client/client-operations.ts';
import { methodOf, type QueryableClient } from './create-group-queries.ts';
import type { MutationCallOptions, SdkMutationOptions } from './operation-query-types.ts';

type MutationFactory = (call?: MutationCallOptions) => SdkMutationOptions<unknown, unknown, readonly unknown[]>;

/** The frozen factories built for each client: a client always comes with the same group and table. */
const cache = new WeakMap<QueryableClient, Readonly<Record<string, MutationFactory>>>();

/**
 * One mutation options factory per mutation among the client's operations; keys are `[group, operationId,
 * identity]`. Built once per client, so calling this on every render costs a lookup. A factory's call options
 * (`timeoutMs`, `headers`) go with every `mutate`.
 */
export function createGroupMutations(group: string, client: QueryableClient): Record<string, MutationFactory> {
  const cached = cache.get(client);
  if (cached) return cached;
  const factories: Record<string, MutationFactory> = {};
  for (const [operationId, entry] of Object.entries(operationsOf(client))) {
    if (entry.kind !== 'mutation') continue;
    const method = methodOf(client, operationId);
    factories[operationId] = (call) => ({
      mutationKey: [group, operationId, client.identity],
      // TanStack passes a context second; the method would read it as call options, so only the variables go on.
      // Only the time limit and headers: a signal (from a JavaScript caller, or a variable typed as the methods' call
      // options) would cancel every mutate made with these options.
      mutationFn: (variables) => method(variables, call && { timeoutMs: call.timeoutMs, headers: call.headers }),
    });
  }
  const frozen = Object.freeze(factories);
  cache.set(client, frozen);
  return frozen;
}
