import { isDeepStrictEqual } from 'node:util';
import { readPact } from '../compare/compare-pact.ts';
import type { Group } from '../documents.ts';

/** A request as the verifier replays it: the query as Pact V4 writes it (each name's values), the JSON body. */
export interface ReplayedRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  body: unknown;
}

interface PactInteraction {
  description: string;
  providerStates?: { name: string }[];
  request: { method: string; path: string; query?: Record<string, string[]>; body?: { content?: unknown } };
  response: { status: number };
}

/** The interaction a replayed request belongs to: its description and the status it expects. */
export interface ExpectedInteraction {
  description: string;
  status: number;
}

/**
 * The interaction of a group's pact that this request replays while these provider states are set up: the one with
 * the same states, method, path, query and body (Pact tells interactions apart by exactly these, so there is at most
 * one), or `undefined` when none has them.
 */
export function expectedInteraction(
  group: Group,
  states: ReadonlySet<string>,
  request: ReplayedRequest,
): ExpectedInteraction | undefined {
  const interactions = readPact(group).interactions as unknown as PactInteraction[];
  const match = interactions.find(
    (interaction) =>
      (interaction.providerStates ?? []).every(({ name }) => states.has(name)) &&
      interaction.request.method === request.method &&
      interaction.request.path === request.path &&
      isDeepStrictEqual(interaction.request.query ?? {}, request.query) &&
      isDeepStrictEqual(interaction.request.body?.content, request.body),
  );
  return match && { description: match.description, status: match.response.status };
}

/** The status a group's pact expects for this request while these provider states are set up (see above). */
export function expectedStatus(
  group: Group,
  states: ReadonlySet<string>,
  request: ReplayedRequest,
): number | undefined {
  return expectedInteraction(group, states, request)?.status;
}
