import type { AdminClient, AdminOperationId } from '../client/create-admin-client-for.ts';
import type { operations } from '../generated/admin.ts';
import type { adminOperations } from '../generated/admin-operations.ts';
import { createGroupQueries } from './create-group-queries.ts';
import type { GroupQueries } from './operation-query-types.ts';

/** Query options factories for the admin queries (GETs and `getVrmData`); default every one. */
export type AdminQueries<Id extends AdminOperationId = AdminOperationId> = GroupQueries<
  'admin',
  Pick<typeof adminOperations, Id>,
  operations
>;
/** The operationIds an admin client has methods for. */
type IdsOf<Client> = keyof Client & AdminOperationId;

/** `adminQueries(admin).getQuoteRequest({ quoteRequestId })` gives query options for `useQuery`, for the client's queries. */
export const adminQueries = <Client extends AdminClient<never>>(admin: Client) =>
  createGroupQueries('admin', admin) as unknown as AdminQueries<IdsOf<Client>>;
