/**
 * The generated validators against the real documents: every mock data file and every 200 example passes its
 * operation's validator, and for bodies mutated at random they accept and refuse exactly what Ajv (JSON Schema
 * 2020-12, formats as annotations) does. Nothing here names a schema but the last test's.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { OperationEntry } from '../client/operations-table.ts';
import { adminOperations } from '../generated/admin-operations.ts';
import { financeOperations } from '../generated/finance-operations.ts';
import { toPointer } from './validation-issue.ts';

type Json = Record<string, unknown>;
const groups = { finance: financeOperations, admin: adminOperations } as const;

/** The document as Ajv should read it: `additionalProperties: false` dropped, as the SDK lets extra properties pass. */
function documentFor(group: string): Json {
  const withoutClosed = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withoutClosed);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).filter(
      ([key, inner]) => !(key === 'additionalProperties' && inner === false),
    );
    return Object.fromEntries(entries.map(([key, inner]) => [key, withoutClosed(inner)]));
  };
  const text = readFileSync(new URL(`../../openapi/${group}.yaml`, import.meta.url), 'utf8');
  return withoutClosed(parse(text)) as Json;
}

const ajv = new Ajv2020({ strict: false, validateFormats: false });
for (const group of Object.keys(groups)) ajv.addSchema(documentFor(group), group);

function ajvValidator(group: string, entry: OperationEntry): ValidateFunction {
  const document = ajv.getSchema(group)?.schema as Json;
  const escaped = entry.path.replaceAll('~', '~0').replaceAll('/', '~1');
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  const ok = paths[entry.path]?.[entry.method]?.responses['200'];
  const base = ok?.$ref ?? `#/paths/${escaped}/${entry.method}/responses/200`;
  return ajv.compile({ $ref: `${group}${base}/content/application~1json/schema` });
}

/** The JSON content of an operation's 200 answer in its document (through a shared response's $ref). */
function okContent(
  group: string,
  entry: OperationEntry,
): { example?: unknown; examples?: Record<string, { value?: unknown }> } | undefined {
  const document = ajv.getSchema(group)?.schema as Json;
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, Json> }>>;
  let ok = paths[entry.path]?.[entry.method]?.responses['200'];
  if (typeof ok?.$ref === 'string') {
    const name = ok.$ref.split('/').at(-1) ?? '';
    ok = (document.components as { responses: Record<string, Json> }).responses[name];
  }
  return (
    ok?.content as Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> | undefined
  )?.['application/json'];
}

const dataFile = (entry: OperationEntry) =>
  JSON.parse(readFileSync(new URL(`../../mocks/data${entry.path}.json`, import.meta.url), 'utf8')) as unknown;

/** Every path to a value inside `value` (keys and indexes), the whole value's `[]` first. */
function pathsIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [at];
  return [
    at,
    ...Object.entries(value).flatMap(([key, inner]) =>
      pathsIn(inner, [...at, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

/** `body` with the value at `path` replaced (or, with `remove`, deleted from its object or array). */
function mutated(body: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
  const key = path.at(-1) as string | number;
  if (!remove) parent[key] = replacement;
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return copy;
}

describe.each(Object.entries(groups))('the %s validators', (group, table) => {
  const entries = Object.values(table as Record<string, OperationEntry>).filter((entry) => entry.validate);

  it.each(entries.map((entry) => [entry.operationId, entry] as const))(
    'pass the mock data file of %s',
    (_id, entry) => {
      const issue = entry.validate?.(dataFile(entry));
      expect(issue && `${toPointer(issue.path)} ${issue.rule}`).toBeUndefined();
    },
  );

  it.each(entries.map((entry) => [entry.operationId, entry] as const))(
    "pass the document's own 200 examples of %s",
    (_id, entry) => {
      const content = okContent(group, entry);
      // Its one `example`, or each of its named `examples`.
      const examples = content?.examples
        ? Object.entries(content.examples).map(([name, { value }]) => [name, value] as const)
        : [['example', content?.example] as const];
      for (const [name, example] of examples) {
        expect(example, name).toBeDefined();
        expect(entry.validate?.(example), name).toBeUndefined();
      }
    },
  );

  it.each(entries.map((entry) => [entry.operationId, entry] as const))(
    'accept and refuse what Ajv does, for mutations of the data file of %s',
    (_id, entry) => {
      const valid = dataFile(entry);
      const paths = pathsIn(valid);
      const reference = ajvValidator(group, entry);
      // Finite JSON only: Infinity has its own test (JSON.parse makes it from 1e400; Ajv calls it a number).
      const replacement = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, '', -1, 0.5, [], {}));
      fc.assert(
        fc.property(fc.nat(paths.length - 1), replacement, fc.boolean(), (index, value, remove) => {
          const body = mutated(valid, paths[index] ?? [], value, remove);
          expect(entry.validate?.(body) === undefined).toBe(reference(body));
        }),
        { numRuns: 60 },
      );
    },
  );
});

it('names the first broken value of a real answer by its JSON Pointer', () => {
  const calculation = financeOperations.calculateByQuery;
  const answer = dataFile(calculation) as { vehicleResults: Json[] };
  expect(calculation.validate({ vehicleResults: null })).toEqual({ path: ['vehicleResults'], rule: 'must be array' });
  const broken = structuredClone(answer);
  broken.vehicleResults.push({ ...broken.vehicleResults[0], vehicle: undefined });
  const last = broken.vehicleResults.length - 1;
  delete broken.vehicleResults[last]?.vehicle;
  expect(calculation.validate(broken)).toEqual({ path: ['vehicleResults', last, 'vehicle'], rule: 'is required' });
});
