import type { operations, paths } from '../generated/admin.ts';
import type * as adminDefinitions from '../generated/admin-definitions.ts';
import { adminServers } from '../generated/admin-servers.ts';
import { tableOf } from './client-operations.ts';
import type { ClientOptions } from './client-options.ts';
import { createGroupClient, type GroupClient } from './create-group-client.ts';

/** Every operationId of the admin group. */
export type AdminOperationId = keyof typeof adminDefinitions & keyof operations;
/**
 * One admin operation's generated definition, e.g. `getQuoteRequest` from `@hcuk-genesis/sdk/definitions`, or the
 * same with its response validator from `@hcuk-genesis/sdk/validated`.
 */
export type AdminOperationDefinition = (typeof adminDefinitions)[AdminOperationId];
/** An admin client: every operation's method by default; `AdminClient<'getQuoteRequest'>` only that one. */
export type AdminClient<Id extends AdminOperationId = AdminOperationId> = GroupClient<paths, Pick<operations, Id>>;

/**
 * Creates an admin-group client with methods for the given operations only (`createAdminClient` has them all); it never
 * sends a bearer token (the admin document declares no security). Validated definitions (`@hcuk-genesis/sdk/validated`)
 * bring their validators, as for `createFinanceClientFor`. Throws `[hcuk]` for an item that is not a definition, and
 * as `createFinanceClientFor` does for its options.
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
