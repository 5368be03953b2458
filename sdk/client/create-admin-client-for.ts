import type { operations, paths } from '../generated/admin.ts';
import type { adminOperations } from '../generated/admin-operations.ts';
import { adminServers } from '../generated/admin-operations.ts';
import { tableOf } from './client-operations.ts';
import type { ClientOptions } from './client-options.ts';
import { createGroupClient, type GroupClient } from './create-group-client.ts';

/** Every operationId of the admin group. */
export type AdminOperationId = keyof typeof adminOperations & keyof operations;
/** One admin operation's generated definition, e.g. `adminOperation.getQuoteRequest`. */
export type AdminOperationDefinition = (typeof adminOperations)[AdminOperationId];
/** An admin client: every operation's method by default; `AdminClient<'getQuoteRequest'>` only that one. */
export type AdminClient<Id extends AdminOperationId = AdminOperationId> = GroupClient<paths, Pick<operations, Id>>;

/**
 * Creates an admin-group client with methods for the given operations only (`createAdminClient` has them all); it never
 * sends a bearer token (the admin document declares no security). Throws `[hcuk]` for an item that is not a definition.
 */
export function createAdminClientFor<const Picked extends readonly AdminOperationDefinition[]>(
  picked: Picked,
  options: ClientOptions = {},
): AdminClient<Picked[number]['operationId']> {
  return createGroupClient<paths, Pick<operations, Picked[number]['operationId']>>(
    { table: tableOf('createAdminClientFor', picked), servers: adminServers },
    options,
  );
}
