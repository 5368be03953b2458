/** Every operation's response validators, by operation, for tests and tools that check answers outside a client. */
export * as adminValidators from './generated/admin-validators.ts';
export * as financeValidators from './generated/finance-validators.ts';
