import type { operations, paths } from '../generated/finance.ts';
import type * as financeDefinitions from '../generated/finance-definitions.ts';
import { getToken } from '../generated/finance-definitions.ts';
import { financeServers } from '../generated/finance-servers.ts';
import { guardSecurityWorker, type SecurityWorker } from '../middleware/security-worker.ts';
import { createTokenWorker, type IssuedToken, isTokenWorker } from '../middleware/token-worker.ts';
import { tableOf } from './client-operations.ts';
import type { FinanceClientOptions } from './client-options.ts';
import { createGroupClient, type GroupClient } from './create-group-client.ts';
import type { CallOptions } from './operation-types.ts';
import { assertTimeout } from './until-settled.ts';

/** Replaced by the app's bundler; "production" leaves out the checks of a developer's own code (decisions/0022). */
declare const process: { env: { NODE_ENV?: string } };

/** How long the default worker waits for `Token/Index` before its callers get a NetworkError: 10 s. */
const defaultTokenTimeoutMs = 10_000;

/** Every operationId of the finance group. */
export type FinanceOperationId = keyof typeof financeDefinitions & keyof operations;
/**
 * One finance operation's generated definition, e.g. `getConfiguration` from `@hcuk-genesis/sdk/definitions`, or
 * the same with its response validator from `@hcuk-genesis/sdk/validated`.
 */
export type FinanceOperationDefinition = (typeof financeDefinitions)[FinanceOperationId];
/** A finance client: every operation's method by default; `FinanceClient<'getConfiguration'>` only that one. */
export type FinanceClient<Id extends FinanceOperationId = FinanceOperationId> = GroupClient<
  paths,
  Pick<operations, Id>
>;

type GetToken = (args: undefined, call: CallOptions) => Promise<IssuedToken>;

// A Token/Index request with the configured timeout and no caller's signal: one caller giving up must not cancel the
// token the others are waiting for. The timeout is checked as the client is made, naming the option set (in
// development: decisions/0022).
const tokenRequest = (request: GetToken, options: FinanceClientOptions) => {
  const timeoutMs = options.tokenTimeoutMs ?? defaultTokenTimeoutMs;
  if (process.env.NODE_ENV !== 'production')
    assertTimeout('tokenTimeoutMs', timeoutMs, `the default, ${defaultTokenTimeoutMs} ms`);
  return () => request(undefined, { timeoutMs });
};

/**
 * One token for several finance clients: the default worker, on a `getToken` client of its own made from `options`
 * (base URL, environment, headers, `tokenTimeoutMs`). Give it to each client as `securityWorker`.
 */
export function createSharedTokenWorker(options: FinanceClientOptions = {}): SecurityWorker {
  // The worker checks the token's fields itself (token-worker.ts); the plain definition keeps validators out.
  const tokens = createFinanceClientFor([getToken], { ...options, validateResponses: false });
  return createTokenWorker(tokenRequest(tokens.getToken, options));
}

/**
 * Creates a finance-group client with methods for the given operations only, so a bundle carries those operations'
 * definitions and no others (`createFinanceClient` has them all). Definitions from `@hcuk-genesis/sdk/validated`
 * bring their validators, and the client checks every 200 body with them (`validateResponses: false` turns that
 * off); those from `@hcuk-genesis/sdk/definitions` bring none. Secure calls carry the bearer token
 * from `securityWorker` (none in mock mode); the default worker's `getToken` comes along whatever is picked.
 * Throws `[hcuk]` when a configured header name or value cannot be sent, an item is not a definition, or `mock` is
 * not `mockMode()`'s (SDK 3's `true` or `{ baseUrl }`).
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
