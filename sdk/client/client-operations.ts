import type { OperationEntry, OperationsTable } from './operations-table.ts';

/** Replaced by the app's bundler; "production" leaves out the checks of a developer's own code (decisions/0022). */
declare const process: { env: { NODE_ENV?: string } };

/**
 * Where a client keeps the operations it was built from: a symbol, so no operationId can take its place, and
 * enumerable, so a spread copy of the client still builds queries.
 */
export const operationsKey = Symbol('hcuk.operations');

/**
 * The table of the picked definitions, by operationId. Throws `[hcuk]` naming the factory for an item that is not
 * a definition (from JavaScript: a misspelt `financeOperation.getConfigurtion` is undefined), in development
 * (decisions/0022).
 */
export function tableOf(factory: string, picked: readonly OperationEntry[]): OperationsTable {
  const table: Record<string, OperationEntry> = {};
  for (const [index, definition] of picked.entries()) {
    if (process.env.NODE_ENV !== 'production' && typeof definition?.path !== 'string')
      throw new Error(`[hcuk] ${factory}: item ${index} is not an operation definition`);
    table[definition.operationId] = definition;
  }
  return table;
}

/**
 * The operations `client` has methods for (only those it was created with), so the query layer builds factories
 * for them alone and never needs a group's whole table. Throws `[hcuk]` for an object no client factory made (in
 * production, the caller's `TypeError`).
 */
export function operationsOf(client: object): OperationsTable {
  const table = (client as { [operationsKey]?: OperationsTable })[operationsKey];
  if (process.env.NODE_ENV !== 'production' && !table)
    throw new Error('[hcuk] queries need a client from createFinanceClient or createAdminClient (or *For)');
  return table as OperationsTable;
}
