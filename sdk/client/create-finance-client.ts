import { financeOperations } from '../generated/finance-operations.ts';
import type { FinanceClientOptions } from './client-options.ts';
import { createFinanceClientFor, type FinanceClient } from './create-finance-client-for.ts';

/**
 * Creates a finance-group client with a method for every operation of the document: secure calls carry the bearer
 * token from `securityWorker` (none in mock mode, `mock: mockMode()`). Throws `[hcuk]` as `createFinanceClientFor`
 * does. A bundle that calls a few operations carries fewer with `createFinanceClientFor`.
 */
export function createFinanceClient(options: FinanceClientOptions = {}): FinanceClient {
  // Every operation with its validator; validated by default only in mock mode, as before validation was by import.
  return createFinanceClientFor(Object.values(financeOperations), {
    ...options,
    validateResponses: options.validateResponses ?? Boolean(options.mock),
  });
}
