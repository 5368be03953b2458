import type { operations, paths } from '../generated/finance.ts';
import { getToken } from '../generated/finance-definitions.ts';
import type { financeOperations } from '../generated/finance-operations.ts';
import { financeServers } from '../generated/finance-operations.ts';
import { guardSecurityWorker, type SecurityWorker } from '../middleware/security-worker.ts';
import { createTokenWorker, type IssuedToken, isTokenWorker } from '../middleware/token-worker.ts';
import { tableOf } from './client-operations.ts';
import type { FinanceClientOptions } from './client-options.ts';
import { createGroupClient, type GroupClient } from './create-group-client.ts';
import type { CallOptions } from './operation-types.ts';

/** How long the default worker waits for `Token/Index` before its callers get a NetworkError: 10 s. */
const defaultTokenTimeoutMs = 10_000;

/** Every operationId of the finance group. */
export type FinanceOperationId = keyof typeof financeOperations & keyof operations;
/** One finance operation's generated definition, e.g. `financeOperation.getConfiguration`. */
export type FinanceOperationDefinition = (typeof financeOperations)[FinanceOperationId];
/** A finance client: every operation's method by default; `FinanceClient<'getConfiguration'>` only that one. */
export type FinanceClient<Id extends FinanceOperationId = FinanceOperationId> = GroupClient<
  paths,
  Pick<operations, Id>
>;

type GetToken = (args: undefined, call: CallOptions) => Promise<IssuedToken>;

// A Token/Index request with the configured timeout and no caller's signal: one caller giving up must not cancel the
// token the others are waiting for.
const tokenRequest = (request: GetToken, options: FinanceClientOptions) => () =>
  request(undefined, { timeoutMs: options.tokenTimeoutMs ?? defaultTokenTimeoutMs });

/**
 * One token for several finance clients: the default worker, on a `getToken` client of its own made from `options`
 * (base URL, environment, headers, `tokenTimeoutMs`). Give it to each client as `securityWorker`.
 */
export function createSharedTokenWorker(options: FinanceClientOptions = {}): SecurityWorker {
  const tokens = createFinanceClientFor([getToken], options);
  return createTokenWorker(tokenRequest(tokens.getToken, options));
}

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
        return createTokenWorker(tokenRequest(methods.getToken as GetToken, options));
      },
    },
    options,
  );
}
