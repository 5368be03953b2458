/**
 * The operations tables of both documents (method, path, parameters, security, kind), for tools that serve or check
 * every operation (the mock server, the contracts). A separate entry: a client bundle that calls a few operations
 * never carries the tables.
 */
export type { OperationEntry } from './client/operations-table.ts';
export { adminOperations } from './generated/admin-operations.ts';
export { financeOperations } from './generated/finance-operations.ts';
