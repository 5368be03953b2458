/**
 * Every operation's definition by its own name (`getConfiguration`, `saveQuoteRequest`, ...), for
 * `createFinanceClientFor` and `createAdminClientFor`, without response validators (`./validated` has the same
 * definitions with theirs). The `financeOperation` and `adminOperation` namespaces in the
 * main entry say the same, and Rolldown (Vite) and webpack drop the members a bundle never names; esbuild keeps every
 * member of a re-exported namespace, so a bundle built with it imports the definitions from here, by name, and
 * carries only those (measured by `npm run bench`: the calculator's three operations).
 * The two documents' operation ids do not overlap, so both groups share this one entry.
 */
export * from './generated/admin-definitions.ts';
export * from './generated/finance-definitions.ts';
