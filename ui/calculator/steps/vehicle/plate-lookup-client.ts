/**
 * The number-plate lookup's server access, in a chunk of its own: loaded when the visitor first asks for a plate,
 * never in the first download. One admin client per calculator (by its QueryClient), for `getVrmData` only, every
 * answer checked against the document before it is read.
 *
 * The plate is personal data. It goes in the one request the lookup needs (the document puts it in the query string;
 * the admin API is the lender's own), and nowhere else: not in the query cache (no query key holds it), not in
 * storage, not in a log line or an analytics event.
 */
import { type AdminClient, type AdminSchema, createAdminClientFor } from '@hcuk-genesis/sdk';
import { getVrmData } from '@hcuk-genesis/sdk/validated';
import type { QueryClient } from '@tanstack/react-query';
import { adminOptionsOf } from '#config/admin-api-options.ts';
import { readHcukConfig } from '#config/hcuk-config.ts';
import { sdkOptionsOf } from '#config/sdk-options.ts';

/** What the lookup answers. */
export type VrmData = AdminSchema<'VrmData'>;

const clients = new WeakMap<QueryClient, AdminClient<'getVrmData'> | null>();

function clientFor(queryClient: QueryClient): AdminClient<'getVrmData'> | null {
  if (clients.has(queryClient)) return clients.get(queryClient) ?? null;
  const options = adminOptionsOf(readHcukConfig());
  const client = options
    ? createAdminClientFor([getVrmData], { ...sdkOptionsOf(options), validateResponses: true })
    : null;
  clients.set(queryClient, client);
  return client;
}

/** The vehicle with this normalised plate; rejects with the SDK's errors (an `ApiError` 404 for an unknown plate). */
export async function lookUpPlate(queryClient: QueryClient, plate: string, signal?: AbortSignal): Promise<VrmData> {
  const client = clientFor(queryClient);
  if (!client) throw new Error('[hcuk] the number-plate lookup has no admin API to ask');
  return client.getVrmData({ vrm: plate }, { signal });
}
