import { readFileSync } from 'node:fs';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { documentOf, type Group, pactFileFor } from '../documents.ts';

/** One finding of PactFlow's comparator: an error fails the check, a warning must be fixed or explained. */
export interface ComparisonResult {
  type: 'error' | 'warning';
  code: string;
  message: string;
  interaction?: string;
  location?: string;
}

/** Compares a pact (object) with an OpenAPI document, as PactFlow's bi-directional contract testing does. */
export async function comparePact(document: unknown, pact: unknown): Promise<ComparisonResult[]> {
  const comparator = new Comparator(structuredClone(document) as ConstructorParameters<typeof Comparator>[0]);
  const results: ComparisonResult[] = [];
  for await (const result of comparator.compare(pact as Parameters<Comparator['compare']>[0])) {
    results.push({
      type: result.type,
      code: result.code,
      message: result.message,
      interaction: result.mockDetails?.interactionDescription ?? undefined,
      location: result.mockDetails?.location,
    });
  }
  return results;
}

/** Reads a group's committed pact file. */
export function readPact(group: Group): { interactions: Record<string, unknown>[] } & Record<string, unknown> {
  return JSON.parse(readFileSync(pactFileFor(group), 'utf8'));
}

/** Compares a group's committed pact with its document. */
export const compareGroup = (group: Group) => comparePact(documentOf(group), readPact(group));
