import { readPact } from './compare/compare-pact.ts';
import { statePromises } from './consumer/state-promises.ts';
import {
  documentOf,
  type Group,
  type JsonSchema,
  type OpenApiLike,
  propertySchemaOf,
  resolveSchema,
} from './documents.ts';

/** One field a pact requires in a response body that the document does not require. */
export interface OverPromise {
  interaction: string;
  /** Where in the body, e.g. `$.customer.phone` or `$.content.cy-GB`. */
  path: string;
  /** Why the document does not guarantee it. */
  reason: string;
}

interface PactInteraction {
  description: string;
  request: { method: string; path: string };
  response: {
    status: number;
    body?: { content?: unknown };
    matchingRules?: { body?: Record<string, { matchers?: { match?: string }[] }> };
  };
}

type ResponseLike = { $ref?: string; content?: Record<string, { schema?: JsonSchema }> };

/** The schema the document gives the response of this method, path and status (or its `default`). */
function responseSchema(document: OpenApiLike, interaction: PactInteraction): JsonSchema | undefined {
  const { method, path } = interaction.request;
  const responses = document.paths[path]?.[method.toLowerCase()]?.responses as Record<string, ResponseLike> | undefined;
  let response = responses?.[String(interaction.response.status)] ?? responses?.default;
  if (response?.$ref) response = document.components.responses[response.$ref.split('/').at(-1) ?? ''] as ResponseLike;
  const content = response?.content ?? {};
  const json = Object.keys(content).find((type) => /json/.test(type));
  return json ? content[json]?.schema : undefined;
}

/** Pact's `values` matchers let a map have any keys: its example keys are then not required. */
function keysAreFree(interaction: PactInteraction, at: string): boolean {
  const rules = interaction.response.matchingRules?.body?.[at]?.matchers ?? [];
  return rules.some((rule) => rule.match === 'values' || rule.match === 'eachKey');
}

function walk(
  document: OpenApiLike,
  interaction: PactInteraction,
  rawSchema: JsonSchema | undefined,
  example: unknown,
  at: string,
  found: OverPromise[],
): void {
  const schema = resolveSchema(document, rawSchema);
  if (Array.isArray(example)) {
    for (const element of example) walk(document, interaction, schema.items, element, `${at}[*]`, found);
    return;
  }
  if (example === null || typeof example !== 'object') return;
  const required = new Set(schema.required ?? []);
  const freeKeys = keysAreFree(interaction, at);
  const promise = statePromises[interaction.description];
  const promised = promise && at.replace(/\[\*\]$/, '').endsWith(`.${promise.at}`) ? promise.fields : [];
  for (const [key, value] of Object.entries(example)) {
    const path = `${at}.${key}`;
    if (!required.has(key) && !freeKeys && !promised.includes(key)) {
      const reason = schema.properties?.[key]
        ? 'the document declares it optional'
        : 'the document allows any keys here (a free-form map) and requires none of them';
      found.push({ interaction: interaction.description, path, reason });
    }
    walk(document, interaction, propertySchemaOf(schema, key), value, path, found);
  }
}

/**
 * Every field a pact's response bodies require (Pact needs every key of an expected object) that the document's
 * schema leaves optional: a provider honouring the document to the letter could fail the pact on it. A field the
 * interaction's provider state promises (`consumer/state-promises.ts`) is not one: the state says it is there.
 * PactFlow's comparator does not check this, so `npm test` does (`pact-requirements.test.ts`).
 */
export function overPromises(group: Group, pact = readPact(group)): OverPromise[] {
  const document = documentOf(group);
  const found: OverPromise[] = [];
  for (const interaction of pact.interactions as unknown as PactInteraction[]) {
    const content = interaction.response.body?.content;
    if (content === undefined) continue;
    walk(document, interaction, responseSchema(document, interaction), content, '$', found);
  }
  return found;
}
