/**
 * Builds a group's validators: for every operation with a JSON 200 answer, a plain function that checks a body
 * against the document's schema (`sdk/generated/*-validators.ts`), and for every operation with a JSON request body,
 * one that checks that body (`sdk/generated/*-request-validators.ts`: the one source of the request rules the mock
 * server enforces and a form may use). A request is checked more strictly than a response: its `format`s
 * (`date-time`, `date`, `uri`, `email`) are asserted, and `additionalProperties: false` closes an object, since a
 * client that sends what the document does not describe has a bug, while a provider may add fields to an answer. No `eval` or `new Function` at run time
 * (strict CSP hosts): the schema becomes code here. Each schema is one top-level function calling the checks of
 * `sdk/validation/checks.ts`, so a bundle keeps only the validators it imports and the schemas they reach.
 * A keyword this generator does not know fails generation, naming it and where it is, rather than going unchecked.
 */
import type { OpenApiDocument } from './operations-table.ts';

type Schema = Record<string, unknown>;

/** Keywords that describe without constraining a response: ignored. `format` is an annotation in JSON Schema 2020-12. */
const annotations = new Set([
  'description',
  'title',
  'example',
  'examples',
  'default',
  'format',
  'deprecated',
  'readOnly',
  'writeOnly',
  'discriminator',
  'externalDocs',
  'xml',
  '$comment',
  '$schema',
  'contentMediaType',
  'contentEncoding',
]);
/** Keywords that constrain, and that the generator turns into checks. */
const supported = new Set([
  '$ref',
  'type',
  'nullable',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'allOf',
  'anyOf',
  'oneOf',
]);
const typeChecks: Record<string, string> = {
  object: 'object',
  array: 'array',
  string: 'string',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  null: 'isNull',
};
const reserved = new Set([
  'check',
  'request',
  'Check',
  'Issue',
  'await',
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'import',
  'in',
  'instanceof',
  'new',
  'null',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'let',
  'static',
  'implements',
  'interface',
  'package',
  'private',
  'protected',
  'public',
  'arguments',
  'eval',
  'undefined',
  'NaN',
  'Infinity',
]);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const literal = (value: unknown) => JSON.stringify(value);

/**
 * The JSON schema that `pick` finds on each operation (a response or the request body, possibly a `$ref`), by
 * operationId, in document order.
 */
function jsonSchemas(document: OpenApiDocument, pick: (operation: Schema) => unknown): Map<string, Schema> {
  const schemas = new Map<string, Schema>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (!isSchema(operation) || typeof operation.operationId !== 'string') continue;
      let part = pick(operation);
      if (isSchema(part) && typeof part.$ref === 'string') part = resolveRef(document, part.$ref);
      const content = isSchema(part) && isSchema(part.content) ? part.content : {};
      const type = Object.keys(content).find((name) => name === 'application/json' || /\+json$/.test(name));
      const schema = type ? (content[type] as Schema).schema : undefined;
      if (isSchema(schema)) schemas.set(operation.operationId, schema);
    }
  }
  return schemas;
}

/** The JSON 200 schema of each operation, by operationId, in document order. */
export const okSchemas = (document: OpenApiDocument): Map<string, Schema> =>
  jsonSchemas(document, (operation) => (operation.responses as Schema | undefined)?.['200']);

/** The JSON request body schema of each operation, by operationId, in document order. */
export const requestSchemas = (document: OpenApiDocument): Map<string, Schema> =>
  jsonSchemas(document, (operation) => operation.requestBody);

function resolveRef(document: OpenApiDocument, ref: string): Schema {
  const found = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (isSchema(node) ? node[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined),
      document,
    );
  if (!ref.startsWith('#/') || !isSchema(found))
    throw new Error(`[hcuk] response validators: unresolvable $ref ${ref}`);
  return found;
}

/** What the validators check: an answer (extra fields and formats pass) or a request (both asserted). */
export type ValidatorKind = 'response' | 'request';

/** The formats a request validator asserts (`sdk/validation/checks.ts`, `format`); others stay annotations. */
const assertedFormats = new Set(['date-time', 'date', 'uri', 'email']);

/** Writes the module: hoisted constants, one function per schema (shared where identical), one export per operation. */
class ValidatorModule {
  readonly #constants = new Map<string, string>(); // literal -> name
  readonly #functions: string[] = [];
  readonly #bodies = new Map<string, string>(); // body -> function name (identical inline schemas share one)
  readonly #components = new Map<string, string>(); // $ref -> function name
  readonly #taken = new Set(reserved);

  constructor(
    readonly document: OpenApiDocument,
    operationIds: Iterable<string>,
    readonly kind: ValidatorKind = 'response',
  ) {
    for (const id of operationIds) this.#taken.add(id);
  }

  #name(suggested: string): string {
    let name = suggested.replace(/[^A-Za-z0-9_$]/g, '_').replace(/^(?=[0-9])/, '_');
    while (this.#taken.has(name)) name = `${name}_`;
    this.#taken.add(name);
    return name;
  }

  #constant(prefix: string, text: string): string {
    const known = this.#constants.get(text);
    if (known) return known;
    const name = this.#name(`${prefix}${this.#constants.size}`);
    this.#constants.set(text, name);
    return name;
  }

  #function(name: string, clauses: string[], where: string): void {
    this.#functions.push(
      `/** ${where.replaceAll('*/', '*\\/')} */\nfunction ${name}(v: unknown): Issue | undefined {\n  return ${clauses.join(' ??\n    ')};\n}`,
    );
  }

  /** The function checking the component a `$ref` names, written once (recursion-safe: named before its body). */
  #component(ref: string): string {
    const known = this.#components.get(ref);
    if (known) return known;
    const name = this.#name(ref.split('/').at(-1) ?? 'Schema');
    this.#components.set(ref, name);
    const clauses = this.#clauses(resolveRef(this.document, ref), name, ref);
    this.#function(name, clauses.length ? clauses : ['undefined'], ref);
    return name;
  }

  /** The name of a check for `schema`: a helper, a component's function, or a new (or shared) function. */
  check(schema: unknown, suggested: string, where: string): string {
    if (
      schema === true ||
      (isSchema(schema) &&
        Object.keys(schema).every(
          (key) => (annotations.has(key) && !this.#asserts(schema, key)) || key.startsWith('x-'),
        ))
    )
      return 'check.anything';
    if (!isSchema(schema)) throw new Error(`[hcuk] response validators: ${where} is not a schema (${literal(schema)})`);
    const constraining = Object.keys(schema).filter(
      (key) => (!annotations.has(key) || this.#asserts(schema, key)) && !key.startsWith('x-'),
    );
    if (constraining.length === 1 && typeof schema.$ref === 'string') return this.#component(schema.$ref);
    const clauses = this.#clauses(schema, suggested, where);
    const single = /^check\.(\w+)\(v\)$/.exec(clauses[0] ?? '');
    if (clauses.length === 1 && single) return `check.${single[1]}`;
    const body = clauses.join('\n');
    const shared = this.#bodies.get(body);
    if (shared) return shared;
    const name = this.#name(suggested);
    this.#bodies.set(body, name);
    this.#function(name, clauses, where);
    return name;
  }

  /** Whether `key` of `schema` is checked here although JSON Schema calls it an annotation: a request's format. */
  #asserts(schema: Schema, key: string): boolean {
    return this.kind === 'request' && key === 'format' && assertedFormats.has(String(schema.format));
  }

  #clauses(schema: Schema, name: string, where: string): string[] {
    for (const key of Object.keys(schema)) {
      if (!supported.has(key) && !annotations.has(key) && !key.startsWith('x-'))
        throw new Error(
          `[hcuk] response validators: ${where} uses "${key}", which openapi/scripts/response-validators.ts does not check yet; add it there`,
        );
    }
    const clauses: string[] = [];
    if (typeof schema.$ref === 'string') clauses.push(`${this.#component(schema.$ref)}(v)`);
    const typeClauses = this.#typeClauses(schema, where);
    clauses.push(...typeClauses);
    if (schema.enum !== undefined || schema.const !== undefined) {
      const values = schema.enum ?? [schema.const];
      if (!Array.isArray(values) || values.some((value) => value !== null && typeof value === 'object'))
        throw new Error(
          `[hcuk] response validators: ${where} has an enum or const that is not a list of JSON primitives`,
        );
      clauses.push(`check.oneOfValues(v, ${this.#constant('values', literal(values))})`);
    }
    clauses.push(...this.#boundClauses(schema, where));
    if (typeof schema.pattern === 'string') {
      // The document's words for the pattern (`x-pattern-rule`) are what a failure says: a form shows them.
      const rule = schema['x-pattern-rule'];
      const said = typeof rule === 'string' ? `, ${this.#constant('rule', literal(rule))}` : '';
      clauses.push(`check.pattern(v, ${this.#constant('pattern', patternLiteral(schema.pattern, where))}${said})`);
    }
    if (this.#asserts(schema, 'format')) clauses.push(`request.format(v, ${literal(schema.format)})`);
    if (schema.items !== undefined)
      clauses.push(`check.items(v, ${this.check(schema.items, `${name}$item`, `${where}/items`)})`);
    clauses.push(...this.#objectClauses(schema, name, where, typeClauses.includes('check.object(v)')));
    for (const combiner of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = schema[combiner];
      if (list === undefined) continue;
      if (!Array.isArray(list)) throw new Error(`[hcuk] response validators: ${where}/${combiner} must be a list`);
      const checks = list.map((sub, index) =>
        this.check(sub, `${name}$${combiner}${index}`, `${where}/${combiner}/${index}`),
      );
      if (combiner === 'allOf') clauses.push(...checks.map((check) => `${check}(v)`));
      else clauses.push(`check.${combiner}(v, ${this.#constant('schemas', `[${checks.join(', ')}]`)})`);
    }
    return clauses;
  }

  #typeClauses(schema: Schema, where: string): string[] {
    if (schema.type === undefined) return [];
    const names = [
      ...(Array.isArray(schema.type) ? schema.type : [schema.type]),
      ...(schema.nullable === true ? ['null'] : []),
    ];
    for (const name of names) {
      if (typeof name !== 'string' || !typeChecks[name])
        throw new Error(`[hcuk] response validators: ${where} has an unknown type ${literal(name)}`);
    }
    const unique = [...new Set(names as string[])];
    if (unique.length === 1) return [`check.${typeChecks[unique[0] as string]}(v)`];
    return [`check.types(v, ${this.#constant('types', literal(unique))})`];
  }

  #boundClauses(schema: Schema, where: string): string[] {
    const clauses: string[] = [];
    // OpenAPI 3.0 wrote an exclusive bound as a boolean beside minimum/maximum; 3.1 (JSON Schema) as a number.
    const exclusiveMin = schema.exclusiveMinimum === true ? schema.minimum : schema.exclusiveMinimum;
    const exclusiveMax = schema.exclusiveMaximum === true ? schema.maximum : schema.exclusiveMaximum;
    const bounds: [string, unknown][] = [
      ['minimum', schema.exclusiveMinimum === true ? undefined : schema.minimum],
      ['maximum', schema.exclusiveMaximum === true ? undefined : schema.maximum],
      ['exclusiveMinimum', exclusiveMin === false ? undefined : exclusiveMin],
      ['exclusiveMaximum', exclusiveMax === false ? undefined : exclusiveMax],
      ['minLength', schema.minLength],
      ['maxLength', schema.maxLength],
      ['minItems', schema.minItems],
      ['maxItems', schema.maxItems],
    ];
    for (const [keyword, bound] of bounds) {
      if (bound === undefined) continue;
      if (typeof bound !== 'number' || !Number.isFinite(bound))
        throw new Error(`[hcuk] response validators: ${where}/${keyword} must be a finite number`);
      clauses.push(`check.${keyword}(v, ${literal(bound)})`);
    }
    return clauses;
  }

  /**
   * `checkedObject`: the chain has checked `type: object` before these clauses. An answer's properties are then read
   * with `check.requiredField`/`optionalField`, which skip the checks `required`/`optional` make again for each
   * property (that the value is an object, that the key is its own): about a fifth of the configuration's validation
   * (docs/performance.md). An answer is parsed JSON, whose properties are all its own, so only a name that
   * `Object.prototype` also has (`constructor`, `toString`) still needs the own-property check. A request body may be
   * a form's object with inherited fields that `JSON.stringify` would leave out, so a request validator keeps it.
   */
  #objectClauses(schema: Schema, name: string, where: string, checkedObject: boolean): string[] {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const clauses: string[] = [];
    // Optional plain strings (the content's texts: hundreds of them) are checked by one call over a list of names:
    // the same rule, a fraction of the code in the embed's first download.
    const texts: string[] = [];
    for (const [key, property] of Object.entries(properties)) {
      const check = this.check(property, `${name}$${key}`, `${where}/properties/${key}`);
      if (check === 'check.string' && !required.includes(key)) texts.push(key);
      else {
        const field = checkedObject && this.kind === 'response' && !(key in Object.prototype) ? 'Field' : '';
        clauses.push(`check.${required.includes(key) ? 'required' : 'optional'}${field}(v, ${literal(key)}, ${check})`);
      }
    }
    if (texts.length === 1) clauses.push(`check.optional(v, ${literal(texts[0])}, check.string)`);
    else if (texts.length > 1) clauses.push(`check.optionalStrings(v, ${this.#constant('texts', literal(texts))})`);
    for (const key of required)
      if (!Object.hasOwn(properties, key)) clauses.push(`check.required(v, ${literal(key)}, check.anything)`);
    // `additionalProperties: false` is not enforced on an answer (a provider may add fields), but closes a request.
    const extra = schema.additionalProperties;
    if (extra === false && this.kind === 'request')
      clauses.push(`request.closed(v, ${this.#constant('known', literal(Object.keys(properties)))})`);
    if (isSchema(extra)) {
      const check = this.check(extra, `${name}$additional`, `${where}/additionalProperties`);
      if (check !== 'check.anything')
        clauses.push(`check.additional(v, ${this.#constant('known', literal(Object.keys(properties)))}, ${check})`);
    }
    return clauses;
  }

  /** The module text: imports, constants, functions, then one export per operation. */
  render(group: string, exports: [string, string][]): string {
    const constants = [...this.#constants].map(
      ([text, name]) => `const ${name} = ${text}${text.startsWith('/') ? '' : ' as const'};`,
    );
    const what = this.kind === 'request' ? 'request body' : '200 body';
    const exported = exports.map(
      ([id, check]) => `/** The ${what} of ${id}. */\nexport const ${id}: Check = ${check};`,
    );
    const title =
      this.kind === 'request'
        ? `Request validators of the ${group} group: one per operation with a JSON request body (formats asserted, closed objects closed).`
        : `Response validators of the ${group} group: one per operation with a JSON 200 answer.`;
    return [
      '',
      `/* ${title} */`,
      "import * as check from '../validation/checks.ts';",
      ...(this.kind === 'request' ? ["import * as request from '../validation/request-checks.ts';"] : []),
      "import type { Check, ValidationIssue as Issue } from '../validation/validation-issue.ts';",
      '',
      ...constants,
      '',
      this.#functions.join('\n\n'),
      '',
      exported.join('\n'),
      '',
    ].join('\n');
  }
}

function patternLiteral(pattern: string, where: string): string {
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    throw new Error(`[hcuk] response validators: ${where}/pattern is not a valid ECMAScript pattern (${error})`);
  }
  // RegExp's source escapes `/` and line breaks, so it is always a valid literal body.
  return `/${new RegExp(pattern, 'u').source}/u`;
}

/** The TypeScript module text of one group's request validators. */
export function buildRequestValidatorsModule(group: string, document: OpenApiDocument): string {
  const schemas = requestSchemas(document);
  const module = new ValidatorModule(document, schemas.keys(), 'request');
  const exports: [string, string][] = [];
  for (const [operationId, schema] of schemas) {
    exports.push([operationId, module.check(schema, `${operationId}$request`, `the request body of ${operationId}`)]);
  }
  return module.render(group, exports);
}

/** The TypeScript module text of one group's validators. */
export function buildValidatorsModule(group: string, document: OpenApiDocument): string {
  const schemas = okSchemas(document);
  const module = new ValidatorModule(document, schemas.keys());
  const exports: [string, string][] = [];
  for (const [operationId, schema] of schemas) {
    exports.push([operationId, module.check(schema, `${operationId}$body`, `the 200 body of ${operationId}`)]);
  }
  return module.render(group, exports);
}
