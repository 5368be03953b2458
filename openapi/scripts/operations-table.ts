/**
 * Builds a group's operations table: for every operationId its method, path, parameter locations, body kind,
 * security and kind (query or mutation), plus the default server per environment. The SDK builds one typed
 * function (and one query or mutation options factory) per entry, so nothing about an operation is written twice.
 */

/** The slice of an OpenAPI 3.1 document the table needs. */
export interface OpenApiDocument {
  servers?: { url: string; 'x-environment'?: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components?: { parameters?: Record<string, Parameter>; schemas?: Record<string, Schema> };
}
interface Parameter {
  $ref?: string;
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  schema?: Schema;
  'x-personal-data'?: unknown;
}
interface Schema {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
}
interface Operation {
  operationId?: string;
  'x-query'?: unknown;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
// A group client's own properties beside its operation methods (sdk/client/create-group-client.ts).
const reservedNames = ['identity'];

/** The component a `$ref` names (`#/components/<kind>/<name>`, in this document only), followed to its end. */
export function resolve<T extends { $ref?: string }>(document: OpenApiDocument, value: T): T {
  if (!value.$ref) return value;
  const [hash, components, kind, name, ...rest] = value.$ref.split('/');
  const local = hash === '#' && components === 'components' && rest.length === 0;
  const target = local
    ? (document.components as Record<string, Record<string, T>> | undefined)?.[kind ?? '']?.[name ?? '']
    : undefined;
  if (!target) throw new Error(`[hcuk] unresolvable $ref ${value.$ref}`);
  return resolve(document, target);
}

function bodyKind(document: OpenApiDocument, operation: Operation): 'object' | 'array' | null {
  if (!operation.requestBody) return null;
  const schema = operation.requestBody.content?.['application/json']?.schema;
  // The SDK sends JSON bodies only (sdk/client/send-operation.ts): another kind would be sent as nothing at all.
  if (!schema) throw new Error(`[hcuk] ${operation.operationId}: the SDK sends JSON request bodies only`);
  return resolve(document, schema).type === 'array' ? 'array' : 'object';
}

/**
 * Query or mutation, decided once here: a GET is a query, anything else a mutation, unless the operation says
 * otherwise with `x-query` (the finance group reads through POSTs: `x-query: true` marks those).
 */
function operationKind(method: string, operation: Operation): 'query' | 'mutation' {
  const declared = operation['x-query'];
  if (declared !== undefined && typeof declared !== 'boolean') {
    throw new Error(`[hcuk] ${operation.operationId}: x-query must be true or false, got ${JSON.stringify(declared)}`);
  }
  return (declared ?? method === 'get') ? 'query' : 'mutation';
}

/** The types a schema allows (OpenAPI 3.1 lists them, 3.0 names one). */
const typesOf = (schema: Schema): readonly string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

const singleValueTypes = ['string', 'number', 'integer', 'boolean', 'null'];
const isSingle = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Whether `schema` is one text, number or boolean: by its types, or by an enum or const of them without any. */
function isSingleValue(document: OpenApiDocument, schema: Schema): boolean {
  const resolved = resolve(document, schema);
  const types = typesOf(resolved);
  if (types.length > 0) return types.every((type) => singleValueTypes.includes(type));
  if (resolved.enum) return resolved.enum.every(isSingle);
  return 'const' in resolved && isSingle(resolved.const);
}

/** Whether a query parameter's `schema` is a single value, or a list of them (null items are refused before). */
function isQueryValue(document: OpenApiDocument, schema: Schema): boolean {
  const resolved = resolve(document, schema);
  const types = typesOf(resolved);
  if (!types.includes('array')) return isSingleValue(document, resolved);
  if (!types.every((type) => type === 'array' || type === 'null') || !resolved.items) return false;
  return isSingleValue(document, resolved.items);
}

/** Whether a list's `items` may be `null`: by type, enum or const. */
function mayBeNull(document: OpenApiDocument, schema: Schema): boolean {
  const resolved = resolve(document, schema);
  return typesOf(resolved).includes('null') || resolved.enum?.includes(null) === true || resolved.const === null;
}

/**
 * Refuses a parameter the SDK's methods could not send as the document says (`sdk/client/request-url.ts` builds every
 * URL; docs/openapi.md lists what it sends). The documents have none; one added later stops the generator here, by
 * operation and name, instead of being sent wrongly. Schemas combined with `allOf`, `anyOf` or `oneOf` and no `type`
 * are refused too, though some would be sendable: none is used, and a refusal is the safe side.
 */
function assertSendable(document: OpenApiDocument, operationId: string, parameters: readonly Parameter[]): void {
  for (const parameter of parameters) {
    const where = `[hcuk] ${operationId}: the ${parameter.in} parameter ${parameter.name}`;
    if (parameter.in === 'path' || parameter.in === 'cookie')
      throw new Error(`${where} cannot be sent: the SDK sends query parameters, headers and JSON bodies only`);
    if (parameter.in !== 'query') continue;
    if ((parameter.style ?? 'form') !== 'form' || parameter.explode === false)
      throw new Error(`${where} cannot be sent: the SDK sends the form style, exploded (OpenAPI’s default), only`);
    if (parameter.allowReserved)
      throw new Error(`${where} cannot be sent: the SDK percent-encodes every value (no allowReserved)`);
    if (!parameter.schema)
      throw new Error(`${where} cannot be sent: the SDK reads a parameter's schema, not its content`);
    const { items } = resolve(document, parameter.schema);
    if (items && mayBeNull(document, items))
      throw new Error(`${where} cannot be sent: a list item cannot be null in the query (nothing would stand for it)`);
    if (!isQueryValue(document, parameter.schema))
      throw new Error(`${where} cannot be sent: the SDK sends single values and lists of them in the query only`);
  }
}

/**
 * The query parameters whose values are personal data (`x-personal-data: true`, e.g. a number plate): errors and logs
 * show `[hidden]` in their place. Only a query parameter can be marked. A header never reaches an error's URL; a path
 * parameter does, but hiding a path segment is not built (no document has a personal one), so its mark is refused
 * rather than ignored.
 */
function personalQuery(operationId: string, parameters: readonly Parameter[]): string[] {
  const personal = [];
  for (const parameter of parameters) {
    const marked = parameter['x-personal-data'];
    if (marked === undefined) continue;
    if (typeof marked !== 'boolean') {
      throw new Error(`[hcuk] ${operationId}: ${parameter.name}'s x-personal-data must be true or false`);
    }
    if (marked && parameter.in !== 'query') {
      throw new Error(
        `[hcuk] ${operationId}: x-personal-data marks query parameters only, not the ${parameter.in} ${parameter.name}`,
      );
    }
    if (marked) personal.push(parameter.name);
  }
  return personal;
}

function isSecure(document: OpenApiDocument, operation: Operation): boolean {
  const requirements = operation.security ?? document.security ?? [];
  return requirements.some((requirement) => Object.keys(requirement).length > 0);
}

/** One table entry per operation, in document order. */
export function operationEntries(document: OpenApiDocument) {
  const entries = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`[hcuk] ${method.toUpperCase()} ${path} has no operationId`);
      if (reservedNames.includes(operation.operationId)) {
        throw new Error(
          `[hcuk] ${method.toUpperCase()} ${path}: operationId "${operation.operationId}" is taken by the client; rename it`,
        );
      }
      // Path-level parameters apply to every operation of the path; an operation's own (same name and place) win.
      const own = (operation.parameters ?? []).map((parameter) => resolve(document, parameter));
      const shared = ((item.parameters as Parameter[] | undefined) ?? [])
        .map((parameter) => resolve(document, parameter))
        .filter((parameter) => !own.some((mine) => mine.name === parameter.name && mine.in === parameter.in));
      const parameters = [...shared, ...own];
      const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const body = bodyKind(document, operation);
      if (body && query.length > 0) {
        // The SDK spreads query parameters and body fields into one argument; both at once would be ambiguous.
        throw new Error(`[hcuk] ${operation.operationId} has both query parameters and a body`);
      }
      assertSendable(document, operation.operationId, parameters);
      const personal = personalQuery(operation.operationId, parameters);
      entries.push({
        operationId: operation.operationId,
        method,
        path,
        query,
        header: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        body,
        secure: isSecure(document, operation),
        kind: operationKind(method, operation),
        // Only where there is one: most definitions, the calculator's included, carry no empty list.
        ...(personal.length > 0 ? { personal } : {}),
      });
    }
  }
  return entries;
}

/** Environment name to server URL, from the servers' `x-environment`. */
export function serverEntries(document: OpenApiDocument): Record<string, string> {
  const servers: Record<string, string> = {};
  for (const server of document.servers ?? []) {
    if (server['x-environment']) servers[server['x-environment']] = server.url;
  }
  return servers;
}

const literal = (value: unknown) => JSON.stringify(value).replaceAll('"', "'");

/**
 * The fields a definition carries at run time: not `header`, which no code reads (every operation accepts the same
 * two headers, which the client sends from its options; `generate.test.ts` checks the documents say so), so the
 * embed does not carry it.
 */
const emitted = (entry: object) => Object.entries(entry).filter(([key]) => key !== 'header');

/**
 * The TypeScript module text of one group's operation definitions: one exported constant per operation (its table
 * entry), so a bundle that imports three carries three, and no validator.
 */
export function buildDefinitionsModule(group: string, document: OpenApiDocument): string {
  const entries = operationEntries(document);
  const lines = [
    '',
    `/* The ${group} group's operations, one definition each: how to call it. */`,
    ...hiderImport(entries),
    '',
  ];
  for (const { operationId, ...entry } of entries) {
    lines.push(`/** ${operationId}: ${entry.method.toUpperCase()} ${entry.path} (${entry.kind}). */`);
    lines.push(`export const ${operationId} = {`);
    lines.push(`  operationId: ${literal(operationId)},`);
    for (const [key, value] of emitted(entry)) lines.push(`  ${key}: ${literal(value)},`);
    lines.push(...hider(entry));
    lines.push('} as const;', '');
  }
  return lines.join('\n');
}

/**
 * A definition with personal parameters brings the routine that hides them in an error's URL, as a validated one
 * brings `assertValid`: a bundle whose operations take no personal data never carries it.
 */
const hider = (entry: object) => ('personal' in entry ? ['  hidePersonal: withoutPersonalData,'] : []);
const hiderImport = (entries: readonly object[]) =>
  entries.some((entry) => 'personal' in entry)
    ? ["import { withoutPersonalData } from '../errors/personal-data.ts';"]
    : [];

/**
 * The same definitions, each with its response validator: what a client checks every 200 body with when it is built
 * from these (validation is chosen by importing them). `validated` lists the operations with a JSON 200 answer,
 * whose validator `{group}-validators.ts` exports under the operationId; the others carry `validate: null` (nothing
 * to check). Written out whole rather than spread from the plain definitions, so every bundler drops the unused ones.
 */
export function buildValidatedDefinitionsModule(
  group: string,
  document: OpenApiDocument,
  validated: ReadonlySet<string>,
): string {
  const entries = operationEntries(document);
  const lines = [
    '',
    `/* The ${group} group's operations, each with how to check its 200 body (a client built from these validates). */`,
    ...hiderImport(entries),
    "import { assertValid } from '../validation/assert-valid.ts';",
    `import * as validators from './${group}-validators.ts';`,
    '',
  ];
  for (const { operationId, ...entry } of entries) {
    lines.push(
      `/** ${operationId}: ${entry.method.toUpperCase()} ${entry.path} (${entry.kind}), its 200 body checked. */`,
    );
    lines.push(`export const ${operationId} = {`);
    lines.push(`  operationId: ${literal(operationId)},`);
    for (const [key, value] of emitted(entry)) lines.push(`  ${key}: ${literal(value)},`);
    lines.push(...hider(entry));
    if (validated.has(operationId)) lines.push(`  validate: validators.${operationId},`, '  assertValid,');
    else lines.push('  validate: null,');
    lines.push('} as const;', '');
  }
  return lines.join('\n');
}

/** The TypeScript module text for one group: every definition in one table (the servers have a module of their own). */
export function buildOperationsModule(group: string, document: OpenApiDocument): string {
  const ids = operationEntries(document).map((entry) => entry.operationId);
  const lines = [
    '',
    `import { ${ids.join(', ')} } from './${group}-validated-definitions.ts';`,
    '',
    `/** Every operation of the ${group} group by operationId: method, path, parameter locations, body kind, security, kind (query or mutation) and response validator. */`,
    `export const ${group}Operations = {`,
    ...ids.map((id) => `  ${id},`),
    '} as const;',
    '',
  ];
  return lines.join('\n');
}

/** The TypeScript module text for one group's servers: its default host per environment. */
export function buildServersModule(group: string, document: OpenApiDocument): string {
  const lines = [
    '',
    `/** Default ${group} host per environment, from the document's servers. */`,
    `export const ${group}Servers = {`,
  ];
  for (const [environment, url] of Object.entries(serverEntries(document))) {
    lines.push(`  ${environment}: ${literal(url)},`);
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}
