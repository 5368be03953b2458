/** The interactions of a pact (a committed file, or one read at a --pact-url), as the report accounts for them. */
import type { PactInteractionSummary, PactProviderState } from './verification-report.ts';

interface PactInteraction {
  description: string;
  request: { method: string; path: string };
  providerStates?: PactProviderState[];
}

/** Each interaction's description, request line and provider states; none for a value that is not a pact. */
export function interactionSummaries(pact: unknown): PactInteractionSummary[] {
  const interactions = (pact as { interactions?: unknown } | null)?.interactions;
  if (!Array.isArray(interactions)) return [];
  return (interactions as PactInteraction[]).map(({ description, request, providerStates }) => ({
    description,
    method: request.method,
    path: request.path,
    ...(providerStates?.length ? { states: providerStates } : {}),
  }));
}
