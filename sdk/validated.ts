/**
 * Every operation's definition by its own name, each with its response validator: a client built from these checks
 * every 200 body against the OpenAPI document (`createFinanceClientFor([getConfiguration])`), and a bundle carries
 * the validators of the operations it imports and no others. `./definitions` has the same definitions without them.
 * The two documents' operation ids do not overlap, so both groups share this one entry.
 */
export * from './generated/admin-validated-definitions.ts';
export * from './generated/finance-validated-definitions.ts';
