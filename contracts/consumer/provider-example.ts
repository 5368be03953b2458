import { createHandlers, createMockState } from '@hcuk-genesis/mocks';
import { getResponse } from 'msw';
import type { Group } from '../documents.ts';
import { contractAdminClient, contractFinanceClient } from './contract-client.ts';

// A saved quote request's reference is random in the mocks; the example's is fixed (like the clock, fixed-clock.ts) so
// the committed pact stays the same run to run. The pact matches a provider's reference by its pattern only.
const handlers = createHandlers({ state: createMockState('standard', () => 'q-7k2m9x4p') });
const exampleHost = 'http://provider.example';

/** Answers a request the way the mock handlers do: from mocks/data, filtered or computed for that request. */
async function answerFromMocks(request: Request): Promise<Response> {
  return (await getResponse(handlers, request)) ?? new Response('no mock handler', { status: 501 });
}

/**
 * The example a success interaction expects: what the mock handlers (serving mocks/data) answer for exactly this
 * SDK call. A filtered answer (brand MG's trims) keeps fields that the whole file cannot promise for every element.
 */
export async function providerExample(
  group: Group,
  operationId: string,
  args: Record<string, unknown> | undefined,
): Promise<unknown> {
  const client =
    group === 'finance'
      ? contractFinanceClient(exampleHost, undefined, answerFromMocks)
      : contractAdminClient(exampleHost, answerFromMocks);
  const method = (client as unknown as Record<string, (args?: Record<string, unknown>) => Promise<unknown>>)[
    operationId
  ];
  if (!method) throw new Error(`[hcuk] the SDK has no method ${operationId}`);
  return method(args);
}
