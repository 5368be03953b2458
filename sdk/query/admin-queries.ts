import type { AdminClient } from '../client/create-admin-client.ts';
import type { operations } from '../generated/admin.ts';
import { adminOperations } from '../generated/admin-operations.ts';
import { createGroupMutations } from './create-group-mutations.ts';
import { createGroupQueries } from './create-group-queries.ts';
import type { GroupMutations, GroupQueries } from './operation-query-types.ts';

/** Query options factories for every admin query (GETs and `getVrmData`). */
export type AdminQueries = GroupQueries<'admin', typeof adminOperations, operations>;
/** Mutation options factories for every admin mutation (quotes saved, proposal events, notification state, ...). */
export type AdminMutations = GroupMutations<'admin', typeof adminOperations, operations>;

/** `adminQueries(admin).getQuoteRequest({ quoteRequestId })` gives query options for `useQuery`. */
export const adminQueries = (admin: AdminClient) =>
  createGroupQueries('admin', admin, adminOperations) as unknown as AdminQueries;

/** `adminMutations(admin).saveQuoteRequest()` gives mutation options for `useMutation`. */
export const adminMutations = (admin: AdminClient) =>
  createGroupMutations('admin', admin, adminOperations) as unknown as AdminMutations;
