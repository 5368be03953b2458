import type { FinanceClient, FinanceOperationId } from '../client/create-finance-client-for.ts';
import type { operations } from '../generated/finance.ts';
import type { financeOperations } from '../generated/finance-operations.ts';
import { createGroupQueries } from './create-group-queries.ts';
import type { GroupQueries } from './operation-query-types.ts';

/** Query options factories for the finance queries (GETs and POSTs marked `x-query`); default every one. */
export type FinanceQueries<Id extends FinanceOperationId = FinanceOperationId> = GroupQueries<
  'finance',
  Pick<typeof financeOperations, Id>,
  operations
>;
/** The operationIds a finance client has methods for. */
type IdsOf<Client> = keyof Client & FinanceOperationId;

/**
 * `financeQueries(finance).getModels({ brand: 'MG' })` gives query options for `useQuery`: one factory per query the
 * client has (every one for `createFinanceClient`, the picked ones for `createFinanceClientFor`).
 */
export const financeQueries = <Client extends FinanceClient<never>>(finance: Client) =>
  createGroupQueries('finance', finance) as unknown as FinanceQueries<IdsOf<Client>>;
