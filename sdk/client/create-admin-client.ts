import { adminOperations } from '../generated/admin-operations.ts';
import type { ClientOptions } from './client-options.ts';
import { type AdminClient, createAdminClientFor } from './create-admin-client-for.ts';

/**
 * Creates an admin-group client with a method for every operation; it never sends a bearer token (the admin document
 * declares no security).
 */
export function createAdminClient(options: ClientOptions = {}): AdminClient {
  // Every operation with its validator; validated by default only in mock mode, as before validation was by import.
  return createAdminClientFor(Object.values(adminOperations), {
    ...options,
    validateResponses: options.validateResponses ?? Boolean(options.mock),
  });
}
