import { readPact } from './compare/compare-pact.ts';
import { type Group, operationsOf } from './documents.ts';

/** Operations of a group's document with no interaction in the given pact (matched by method and path). */
export function uncoveredOperations(group: Group, pact = readPact(group)): string[] {
  const covered = new Set(
    (pact.interactions as { request: { method: string; path: string } }[]).map(
      ({ request }) => `${request.method.toLowerCase()} ${request.path}`,
    ),
  );
  return Object.entries(operationsOf(group))
    .filter(([, entry]) => !covered.has(`${entry.method} ${entry.path}`))
    .map(([operationId]) => operationId);
}
