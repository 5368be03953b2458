import type { operations, paths } from '../generated/finance.ts';
import { financeOperations, financeServers } from '../generated/finance-operations.ts';
import { createTokenWorker, type IssuedToken } from '../middleware/token-worker.ts';
import type { FinanceClientOptions } from './client-options.ts';
import { createGroupClient, type GroupClient } from './create-group-client.ts';

/** The finance group's client. */
export type FinanceClient = GroupClient<paths, operations>;

/** Creates a finance-group client: secure calls carry the bearer token from `securityWorker`. */
export function createFinanceClient(options: FinanceClientOptions = {}): FinanceClient {
  return createGroupClient<paths, operations>(
    {
      table: financeOperations,
      servers: financeServers,
      securityWorker: (methods) =>
        options.securityWorker ?? createTokenWorker(() => (methods.getToken as () => Promise<IssuedToken>)()),
    },
    options,
  );
}
