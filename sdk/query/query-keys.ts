/**
 * The query key of one call, without building its options: for `getQueryData`, `setQueryData` (this layer's or
 * the QueryClient's), `removeQueries` or `cancelQueries`. It comes from the same factory as the options, so it is
 * exactly the key they use (`[group, operationId, params, identity]`), typed as a readonly tuple tagged with the
 * operation's data. One function per group: a client does not know its group at run time, and the key starts with it.
 */
import type { AdminClient, AdminOperationId } from '../client/create-admin-client-for.ts';
import type { FinanceClient, FinanceOperationId } from '../client/create-finance-client-for.ts';
import type { operations as AdminOperations } from '../generated/admin.ts';
import type { operations as FinanceOperations } from '../generated/finance.ts';
import { type AdminQueries, adminQueries } from './admin-queries.ts';
import { type FinanceQueries, financeQueries } from './finance-queries.ts';
import type { CallArgs, OperationQueryKey } from './operation-query-types.ts';

/** The query operationIds a finance client has methods for. */
export type FinanceQueryId<Client> = keyof FinanceQueries<keyof Client & FinanceOperationId>;
/** The query operationIds an admin client has methods for. */
export type AdminQueryId<Client> = keyof AdminQueries<keyof Client & AdminOperationId>;

type KeyFactory = (args: unknown) => { queryKey: unknown };
const keyOf = (queries: object, operationId: string, args: readonly unknown[]) =>
  ((queries as Record<string, KeyFactory>)[operationId] as KeyFactory)(args[0]).queryKey;

/** `financeQueryKey(finance, 'getModels', { brand: 'MG' })`: the key of `financeQueries(finance).getModels(...)`. */
export const financeQueryKey = <Client extends FinanceClient<never>, Id extends FinanceQueryId<Client>>(
  finance: Client,
  operationId: Id,
  ...args: CallArgs<FinanceOperations[Id]>
) => keyOf(financeQueries(finance), operationId, args) as OperationQueryKey<'finance', Id, FinanceOperations[Id]>;

/** `adminQueryKey(admin, 'getQuoteRequest', { quoteRequestId })`: the key of `adminQueries(admin).getQuoteRequest(...)`. */
export const adminQueryKey = <Client extends AdminClient<never>, Id extends AdminQueryId<Client>>(
  admin: Client,
  operationId: Id,
  ...args: CallArgs<AdminOperations[Id]>
) => keyOf(adminQueries(admin), operationId, args) as OperationQueryKey<'admin', Id, AdminOperations[Id]>;
