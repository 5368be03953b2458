import type { operations, paths } from '../generated/admin.ts';
import { adminOperations, adminServers } from '../generated/admin-operations.ts';
import type { ClientOptions } from './client-options.ts';
import { createGroupClient, type GroupClient } from './create-group-client.ts';

/** The admin group's client. */
export type AdminClient = GroupClient<paths, operations>;

/** Creates an admin-group client; it never sends a bearer token (spec section 6), even if given a worker. */
export function createAdminClient(options: ClientOptions = {}): AdminClient {
  return createGroupClient<paths, operations>({ table: adminOperations, servers: adminServers }, options);
}
