import type { operations, paths } from '../generated/finance.ts';
import { financeOperations, financeServers } from '../generated/finance-operations.ts';
import { guardSecurityWorker } from '../middleware/security-worker.ts';
import { createTokenWorker, type IssuedToken } from '../middleware/token-worker.ts';
import type { FinanceClientOptions } from './client-options.ts';
import { createGroupClient, type GroupClient } from './create-group-client.ts';
import type { CallOptions } from './operation-types.ts';

/** How long the default worker waits for `Token/Index` before its callers get a NetworkError: 10 s. */
const defaultTokenTimeoutMs = 10_000;

/** The finance group's client. */
export type FinanceClient = GroupClient<paths, operations>;

/**
 * Creates a finance-group client: secure calls carry the bearer token from `securityWorker` (none in mock mode).
 * Throws `[hcuk]` when a configured header name or value cannot be sent.
 */
export function createFinanceClient(options: FinanceClientOptions = {}): FinanceClient {
  return createGroupClient<paths, operations>(
    {
      table: financeOperations,
      servers: financeServers,
      securityWorker: (methods) => {
        if (options.securityWorker) return guardSecurityWorker(options.securityWorker);
        const timeoutMs = options.tokenTimeoutMs ?? defaultTokenTimeoutMs;
        const getToken = methods.getToken as (args: undefined, call: CallOptions) => Promise<IssuedToken>;
        // No caller's signal here: one caller giving up must not cancel the token the others are waiting for.
        return createTokenWorker(() => getToken(undefined, { timeoutMs }));
      },
    },
    options,
  );
}
