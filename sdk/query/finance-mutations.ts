import type { FinanceClient, FinanceOperationId } from '../client/create-finance-client-for.ts';
import type { operations } from '../generated/finance.ts';
import type { financeOperations } from '../generated/finance-operations.ts';
import { createGroupMutations } from './create-group-mutations.ts';
import type { GroupMutations } from './operation-query-types.ts';

/** Mutation options factories for the finance mutations (cache clears, `getToken`); default every one. */
export type FinanceMutations<Id extends FinanceOperationId = FinanceOperationId> = GroupMutations<
  'finance',
  Pick<typeof financeOperations, Id>,
  operations
>;

/** The operationIds a finance client has methods for. */
type IdsOf<Client> = keyof Client & FinanceOperationId;

/** `financeMutations(finance).clearCache()` gives mutation options for `useMutation`, for the client's mutations. */
export const financeMutations = <Client extends FinanceClient<never>>(finance: Client) =>
  createGroupMutations('finance', finance) as unknown as FinanceMutations<IdsOf<Client>>;
