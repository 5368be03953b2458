import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import type { Check } from '../../sdk/validation/validation-issue.ts';
import { toPointer } from '../../sdk/validation/validation-issue.ts';
import { readDocument } from './generate.ts';
import type { OpenApiDocument } from './operations-table.ts';
import { buildValidatorsModule } from './response-validators.ts';

// Synthetic documents only: these tests hold whatever the finance and admin documents come to say.
type Schema = Record<string, unknown>;
const checksPath = fileURLToPath(new URL('../../sdk/validation/checks.ts', import.meta.url));

const documentOf = (bodies: Record<string, Schema>, schemas: Record<string, Schema> = {}): OpenApiDocument => ({
  paths: Object.fromEntries(
    Object.entries(bodies).map(([operationId, schema]) => [
      `/${operationId}`,
      { get: { operationId, responses: { '200': { content: { 'application/json': { schema } } } } } },
    ]),
  ),
  components: { schemas },
});

/** The generated module for `document`, written beside nothing and imported, as the SDK would import it. */
async function validatorsOf(document: OpenApiDocument): Promise<Record<string, Check>> {
  const text = buildValidatorsModule('test', document).replace("'../validation/checks.ts'", JSON.stringify(checksPath));
  const file = join(mkdtempSync(join(tmpdir(), 'hcuk-validators-')), 'validators.ts');
  writeFileSync(file, text);
  return (await import(file)) as Record<string, Check>;
}

/** The first issue of `value` against `schema` (with `schemas` as components), as `pointer rule`, or null. */
async function issueOf(schema: Schema, value: unknown, schemas: Record<string, Schema> = {}): Promise<string | null> {
  const { getThing } = await validatorsOf(documentOf({ getThing: schema }, schemas));
  const issue = getThing?.(value);
  return issue ? `${toPointer(issue.path)} ${issue.rule}` : null;
}

it.each<[string, Schema, unknown, string]>([
  ['type object', { type: 'object' }, [], ' must be object'],
  ['type array', { type: 'array' }, {}, ' must be array'],
  ['type string', { type: 'string' }, 1, ' must be string'],
  ['type number', { type: 'number' }, '1', ' must be number'],
  ['a finite number (JSON.parse reads 1e400 as Infinity)', { type: 'number' }, JSON.parse('1e400'), ' must be finite'],
  ['type integer', { type: 'integer' }, 1.5, ' must be integer'],
  ['type boolean', { type: 'boolean' }, 'true', ' must be boolean'],
  ['type null', { type: 'null' }, 0, ' must be null'],
  ['a type list (nullability)', { type: ['number', 'null'] }, 'x', ' must be number or null'],
  ['nullable: true (OpenAPI 3.0)', { type: 'string', nullable: true }, 1, ' must be string or null'],
  ['required', { required: ['vehicle'] }, {}, '/vehicle is required'],
  ['a property', { properties: { vehicle: { type: 'object' } } }, { vehicle: 'MG4' }, '/vehicle must be object'],
  ['enum', { enum: ['bev', 'phev'] }, 'ev', ' must be one of "bev", "phev"'],
  ['const', { const: 'Bearer' }, 'Basic', ' must be one of "Bearer"'],
  ['minimum', { type: 'number', minimum: 0 }, -0.01, ' must be >= 0'],
  ['maximum', { type: 'number', maximum: 10 }, 10.5, ' must be <= 10'],
  ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }, 0, ' must be > 0'],
  ['exclusiveMaximum', { type: 'number', exclusiveMaximum: 1 }, 1, ' must be < 1'],
  ['exclusiveMinimum: true (OpenAPI 3.0)', { minimum: 0, exclusiveMinimum: true }, 0, ' must be > 0'],
  ['minLength', { type: 'string', minLength: 1 }, '', ' must have at least 1 character'],
  ['maxLength', { type: 'string', maxLength: 2 }, 'abc', ' must have at most 2 characters'],
  ['pattern', { type: 'string', pattern: '^[A-Z]{2}/[0-9]$' }, 'ab/1', ' must match ^[A-Z]{2}\\/[0-9]$'],
  ['minItems', { type: 'array', minItems: 1 }, [], ' must have at least 1 item'],
  ['maxItems', { type: 'array', maxItems: 1 }, [1, 2], ' must have at most 1 item'],
  ['items', { type: 'array', items: { type: 'string' } }, ['a', 2], '/1 must be string'],
  [
    'additionalProperties: {schema}',
    { additionalProperties: { type: 'number' } },
    { home: '0.085' },
    '/home must be number',
  ],
  ['allOf', { allOf: [{ required: ['a'] }, { required: ['b'] }] }, { a: 1 }, '/b is required'],
  ['anyOf', { anyOf: [{ type: 'string' }, { type: 'number' }] }, true, ' must match a schema in anyOf'],
  [
    'oneOf',
    { oneOf: [{ type: 'number' }, { type: 'integer' }] },
    1,
    ' must match exactly one schema in oneOf (2 match)',
  ],
  [
    'keys that need escaping',
    { properties: { 'a/b': { properties: { 'c~d': { type: 'string' } } } } },
    { 'a/b': { 'c~d': 1 } },
    '/a~1b/c~0d must be string',
  ],
])('rejects a value that breaks %s, naming its pointer and the rule', async (_rule, schema, value, expected) => {
  expect(await issueOf(schema, value)).toBe(expected);
});

it('follows $ref into components, naming the pointer from the top of the body', async () => {
  const schemas = {
    Result: {
      type: 'object',
      required: ['vehicle'],
      properties: { vehicle: { $ref: '#/components/schemas/Vehicle' } },
    },
    Vehicle: { type: 'object', required: ['battery'], properties: { battery: { type: ['number', 'null'] } } },
  };
  const body = {
    type: 'object',
    properties: { results: { type: 'array', items: { $ref: '#/components/schemas/Result' } } },
  };
  expect(await issueOf(body, { results: [{ vehicle: { battery: 49 } }, { vehicle: {} }] }, schemas)).toBe(
    '/results/1/vehicle/battery is required',
  );
  expect(await issueOf(body, { results: [{ vehicle: { battery: null } }] }, schemas)).toBeNull();
});

it('checks the type before anything inside, and reports only the first issue', async () => {
  const schema = { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string' } } };
  expect(await issueOf(schema, null)).toBe(' must be object');
  expect(await issueOf(schema, { a: 1 })).toBe('/a must be string');
});

it('lets extra properties through, even where the schema says additionalProperties: false', async () => {
  const schema = { type: 'object', additionalProperties: false, properties: { a: { type: 'string' } } };
  expect(await issueOf(schema, { a: 'x', addedByTheProvider: { any: ['thing'] } })).toBeNull();
  const map = { type: 'object', properties: { home: { type: 'number' } }, additionalProperties: { type: 'number' } };
  expect(await issueOf(map, { home: 0.085, rapid: 0.79 })).toBeNull();
});

it('reads own properties only: toString is not found on the prototype, and __proto__ from JSON is checked', async () => {
  expect(await issueOf({ required: ['toString'] }, {})).toBe('/toString is required');
  // From JSON, as the document's YAML gives it: an object literal would set the prototype instead.
  const schema = JSON.parse('{"properties": {"__proto__": {"type": "string"}, "constructor": {"type": "string"}}}');
  expect(await issueOf(schema, {})).toBeNull();
  expect(await issueOf(schema, JSON.parse('{"__proto__": 5}'))).toBe('/__proto__ must be string');
  // The same under `type: object`, where the other properties are read without the own-property check.
  const typed = { ...schema, type: 'object', required: ['toString', 'vehicle'] };
  typed.properties = { ...schema.properties, toString: { type: 'string' }, vehicle: { type: 'string' } };
  expect(await issueOf(typed, { vehicle: 'MG4' })).toBe('/toString is required');
  expect(await issueOf(typed, JSON.parse('{"toString": "x", "vehicle": "MG4", "__proto__": 5}'))).toBe(
    '/__proto__ must be string',
  );
  expect(await issueOf(typed, JSON.parse('{"toString": "x", "vehicle": "MG4", "constructor": 5}'))).toBe(
    '/constructor must be string',
  );
  expect(await issueOf(typed, { toString: 'x', vehicle: undefined })).toBe('/vehicle is required');
  expect(await issueOf(typed, { toString: 'x', vehicle: 'MG4' })).toBeNull();
});

it('counts string lengths in code points, as JSON Schema does', async () => {
  expect(await issueOf({ type: 'string', maxLength: 2 }, '😀😀')).toBeNull();
  expect(await issueOf({ type: 'string', minLength: 2 }, '😀')).toBe(' must have at least 2 characters');
});

it('treats format, descriptions, examples and x- keywords as annotations', async () => {
  const schema = {
    type: 'string',
    format: 'date-time',
    description: 'When it happened.',
    example: '2026-11-24T09:00:00Z',
    'x-provisional': true,
  };
  expect(await issueOf(schema, 'not a date')).toBeNull();
  expect(await issueOf({ description: 'anything at all' }, { any: 1 })).toBeNull();
});

it('checks a schema that refers to itself, to any depth the body has', async () => {
  const schemas = {
    Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
  };
  const body = { $ref: '#/components/schemas/Node' };
  expect(await issueOf(body, { children: [{ children: [{ children: [{ children: 'none' }] }] }] }, schemas)).toBe(
    '/children/0/children/0/children/0/children must be array',
  );
});

it('reads an answer shared through components/responses', async () => {
  const document: OpenApiDocument = {
    paths: { '/a': { get: { operationId: 'getA', responses: { '200': { $ref: '#/components/responses/Shared' } } } } },
    components: {
      responses: { Shared: { content: { 'application/json': { schema: { type: 'array' } } } } },
    } as OpenApiDocument['components'],
  };
  expect((await validatorsOf(document)).getA?.({})?.rule).toBe('must be array');
});

it('refuses to generate for a keyword it does not check, naming the keyword and where it is', () => {
  const document = documentOf(
    { getThing: { $ref: '#/components/schemas/Thing' } },
    { Thing: { not: { type: 'string' } } },
  );
  expect(() => buildValidatorsModule('test', document)).toThrow(
    '[hcuk] response validators: #/components/schemas/Thing uses "not", which openapi/scripts/response-validators.ts does not check yet; add it there',
  );
});

it('refuses a $ref it cannot resolve, an invalid pattern and a non-primitive enum', () => {
  const build = (schema: Schema) => () => buildValidatorsModule('test', documentOf({ getThing: schema }));
  expect(build({ $ref: '#/components/schemas/Missing' })).toThrow('unresolvable $ref #/components/schemas/Missing');
  expect(build({ pattern: '(' })).toThrow('the 200 body of getThing/pattern is not a valid ECMAScript pattern');
  expect(build({ enum: [{ a: 1 }] })).toThrow('has an enum or const that is not a list of JSON primitives');
});

it('writes plain code: no eval, no new Function, no RegExp compiled from text', async () => {
  const modules = [
    buildValidatorsModule('finance', await readDocument('finance')),
    buildValidatorsModule('admin', await readDocument('admin')),
    buildValidatorsModule('test', documentOf({ getThing: { pattern: '^a+$' } })),
    readFileSync(checksPath, 'utf8'),
  ];
  for (const text of modules) expect(text).not.toMatch(/\beval\(|\bFunction\(|new RegExp/);
});

it('lets a bundler keep only the validators imported and the schemas they reach', async () => {
  const document = documentOf(
    { getA: { $ref: '#/components/schemas/A' }, getB: { $ref: '#/components/schemas/B' } },
    {
      Shared: { type: 'object', required: ['sharedField'] },
      A: { allOf: [{ $ref: '#/components/schemas/Shared' }], required: ['onlyInA'] },
      B: { allOf: [{ $ref: '#/components/schemas/Shared' }], required: ['onlyInB'] },
    },
  );
  const text = buildValidatorsModule('test', document).replace("'../validation/checks.ts'", JSON.stringify(checksPath));
  const result = await build({
    stdin: { contents: "import { getA } from './v.ts'; console.log(getA({}));", resolveDir: tmpdir(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    plugins: [
      {
        name: 'validators',
        setup(bundler) {
          bundler.onResolve({ filter: /^\.\/v\.ts$/ }, () => ({ path: 'v.ts', namespace: 'generated' }));
          bundler.onLoad({ filter: /.*/, namespace: 'generated' }, () => ({
            contents: text,
            loader: 'ts',
            resolveDir: tmpdir(),
          }));
        },
      },
    ],
  });
  const bundled = result.outputFiles[0]?.text ?? '';
  expect(bundled).toContain('onlyInA');
  expect(bundled).toContain('sharedField');
  expect(bundled).not.toContain('onlyInB');
});
