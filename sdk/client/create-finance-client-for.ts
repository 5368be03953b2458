import type { operations, paths } from '../generated/finance.ts';
import { getToken } from '../generated/finance-definitions.ts';
import type { financeOperations } from '../generated/finance-operations.ts';
import { financeServers } from '../generated/finance-operations.ts';
import { guardSecurityWorker } from '../middleware/security-worker.ts';
import { createTokenWorker, type IssuedToken, isTokenWorker } from '../middleware/token-worker.ts';
import { tableOf } from './client-operations.ts';
import type { FinanceClientOptions } from './client-options.ts';
import { createGroupClient, type GroupClient } from './create-group-client.ts';
import type { CallOptions } from './operation-types.ts';

/** How long the default worker waits for `Token/Index` before its callers get a NetworkError: 10 s. */
export const defaultTokenTimeoutMs = 10_000;

/** Every operationId of the finance group. */
export type FinanceOperationId = keyof typeof financeOperations & keyof operations;
/** One finance operation's generated definition, e.g. `financeOperation.getConfiguration`. */
export type FinanceOperationDefinition = (typeof financeOperations)[FinanceOperationId];
/** A finance client: every operation's method by default; `FinanceClient<'getConfiguration'>` only that one. */
export type FinanceClient<Id extends FinanceOperationId = FinanceOperationId> = GroupClient<
  paths,
  Pick<operations, Id>
>;

/**
 * Creates a finance-group client with methods for the given operations only, so a bundle carries those operations'
 * definitions and validators and no others (`createFinanceClient` has them all). Secure calls carry the bearer token
 * from `securityWorker` (none in mock mode); the default worker's `getToken` comes along whatever is picked.
 * Throws `[hcuk]` when a configured header name or value cannot be sent, or an item is not a definition.
 */
export function createFinanceClientFor<const Picked extends readonly FinanceOperationDefinition[]>(
  picked: Picked,
  options: FinanceClientOptions = {},
): FinanceClient<Picked[number]['operationId']> {
  return createGroupClient<paths, Pick<operations, Picked[number]['operationId']>>(
    {
      table: tableOf('createFinanceClientFor', picked),
      internal: { getToken },
      servers: financeServers,
      securityWorker: (methods) => {
        const given = options.securityWorker;
        // A worker from createTokenWorker (one token shared by several clients) is trusted like the default one.
        if (given) return isTokenWorker(given) ? given : guardSecurityWorker(given);
        const timeoutMs = options.tokenTimeoutMs ?? defaultTokenTimeoutMs;
        const token = methods.getToken as (args: undefined, call: CallOptions) => Promise<IssuedToken>;
        // No caller's signal here: one caller giving up must not cancel the token the others are waiting for.
        return createTokenWorker(() => token(undefined, { timeoutMs }));
      },
    },
    options,
  );
}
