/** The OpenAPI documents and operations tables by group, for the contract code. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OperationEntry } from '@hcuk-genesis/sdk/operations';
import { adminOperations, financeOperations } from '@hcuk-genesis/sdk/operations';
import { parse } from 'yaml';

export {
  consumerName,
  type Group,
  pactDir,
  pactFileFor,
  providerNames,
  repoRoot,
} from './pact-files.ts';

import { type Group, repoRoot } from './pact-files.ts';

/** A group's operations table (method, path, query names, body kind, secure). */
export const operationsOf = (group: Group): Readonly<Record<string, OperationEntry>> =>
  group === 'finance' ? financeOperations : adminOperations;

/** One operation's table entry; throws naming the operation when the group has none. */
export function entryOf(group: Group, operationId: string): OperationEntry {
  const entry = operationsOf(group)[operationId];
  if (!entry) throw new Error(`[hcuk] the ${group} document has no operation ${operationId}`);
  return entry;
}

const documents = new Map<Group, unknown>();
/** A group's parsed OpenAPI document (cached). */
export function documentOf(group: Group): OpenApiLike {
  if (!documents.has(group)) documents.set(group, parse(readFileSync(documentPath(group), 'utf8')));
  return documents.get(group) as OpenApiLike;
}

/** The document's file: the repository's `openapi/`, or the copy a built package carries in `dist/openapi/`. */
function documentPath(group: Group): string {
  const packaged = fileURLToPath(new URL(`./openapi/${group}.yaml`, import.meta.url));
  return existsSync(packaged) ? packaged : `${repoRoot}openapi/${group}.yaml`;
}

/** The parts of a document the contract code reads. */
export interface OpenApiLike {
  paths: Record<
    string,
    Record<string, { responses: Record<string, SchemaRef & { content?: Record<string, { schema: SchemaRef }> }> }>
  >;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { content?: Record<string, { schema: SchemaRef }> }>;
  };
}
export interface SchemaRef {
  $ref?: string;
}
export interface JsonSchema extends SchemaRef {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  required?: string[];
}

/** Follows `#/components/...` references and merges `allOf`, so callers see one plain schema. */
export function resolveSchema(document: OpenApiLike, schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return resolveSchema(document, document.components.schemas[name]);
  }
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => resolveSchema(document, part));
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

/** The schema of an object schema's property `name`: the declared one, or a free-form map's value schema. */
export function propertySchemaOf(schema: JsonSchema, name: string): JsonSchema | undefined {
  return (
    schema.properties?.[name] ??
    (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined)
  );
}

/** The 200 JSON schema of an operation. */
export function successSchemaOf(group: Group, method: string, path: string): JsonSchema {
  const document = documentOf(group);
  let response = document.paths[path]?.[method]?.responses['200'];
  if (response?.$ref) response = document.components.responses[response.$ref.split('/').at(-1) ?? ''];
  return resolveSchema(document, response?.content?.['application/json']?.schema);
}

/** The mock data file of an operation's path (mock mode's `/data{path}.json`). */
export function dataFileOf(path: string): string {
  return `${repoRoot}mocks/data${path}.json`;
}
