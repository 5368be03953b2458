import type { AdminClient, AdminOperationId } from '../client/create-admin-client-for.ts';
import type { operations } from '../generated/admin.ts';
import type { adminOperations } from '../generated/admin-operations.ts';
import { createGroupMutations } from './create-group-mutations.ts';
import type { GroupMutations } from './operation-query-types.ts';

/** Mutation options factories for the admin mutations (quotes saved, proposal events, ...); default every one. */
export type AdminMutations<Id extends AdminOperationId = AdminOperationId> = GroupMutations<
  'admin',
  Pick<typeof adminOperations, Id>,
  operations
>;

/** The operationIds an admin client has methods for. */
type IdsOf<Client> = keyof Client & AdminOperationId;

/** `adminMutations(admin).saveQuoteRequest()` gives mutation options for `useMutation`, for the client's mutations. */
export const adminMutations = <Client extends AdminClient<never>>(admin: Client) =>
  createGroupMutations('admin', admin) as unknown as AdminMutations<IdsOf<Client>>;
