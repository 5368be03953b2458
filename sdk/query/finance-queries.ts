import type { FinanceClient } from '../client/create-finance-client.ts';
import type { operations } from '../generated/finance.ts';
import { financeOperations } from '../generated/finance-operations.ts';
import { createGroupMutations } from './create-group-mutations.ts';
import { createGroupQueries } from './create-group-queries.ts';
import type { GroupMutations, GroupQueries } from './operation-query-types.ts';

/** Query options factories for every finance query (GETs and POSTs marked `x-query`). */
export type FinanceQueries = GroupQueries<'finance', typeof financeOperations, operations>;
/** Mutation options factories for every finance mutation (cache clears, `getToken`). */
export type FinanceMutations = GroupMutations<'finance', typeof financeOperations, operations>;

/** `financeQueries(finance).getModels({ brand: 'MG' })` gives query options for `useQuery`. */
export const financeQueries = (finance: FinanceClient) =>
  createGroupQueries('finance', finance, financeOperations) as unknown as FinanceQueries;

/** `financeMutations(finance).clearCache()` gives mutation options for `useMutation`. */
export const financeMutations = (finance: FinanceClient) =>
  createGroupMutations('finance', finance, financeOperations) as unknown as FinanceMutations;
