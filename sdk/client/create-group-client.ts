import { defaultAntiForgeryHeader } from '../middleware/anti-forgery.ts';
import { defaultClientIdHeader } from '../middleware/client-id.ts';
import type { MockMode } from '../middleware/mock-mode.ts';
import type { SecurityWorker } from '../middleware/security-worker.ts';
import { operationsKey } from './client-operations.ts';
import type { ClientOptions, Environment, FinanceClientOptions } from './client-options.ts';
import { createOperationMethods } from './create-operation-methods.ts';
import { resolveBaseUrl } from './environment.ts';
import { assertSendableHeader, headerNameProblem, headerValueProblem } from './header-value.ts';
import type { OperationMethods } from './operation-types.ts';
import type { OperationsTable } from './operations-table.ts';
import { type RawSource, rawSourceKey } from './raw-source.ts';
import type { SendSettings } from './send-operation.ts';

/** Replaced by the app's bundler; "production" leaves out the checks of a developer's own code (decisions/0022). */
declare const process: { env: { NODE_ENV?: string } };

/**
 * A group's client: one typed method per operation (`rawClient(client)` gives an openapi-fetch client typed by
 * `Paths`, with the same settings).
 */
export type GroupClient<Paths extends {}, Operations> = OperationMethods<Operations> & {
  /** What `rawClient(client)` builds from. */
  readonly [rawSourceKey]?: RawSource<Paths>;
  /**
   * Who this client talks to: its base URL, or `mock:` and the mock base in mock mode. Query keys carry it, so a
   * mock client and a real one sharing a QueryClient never share cache entries.
   */
  readonly identity: string;
};

/** What a group client is built from. */
export interface GroupDefinition {
  /** The operations the client has methods for: a whole group's table, or the definitions a caller picked. */
  table: OperationsTable;
  /** Operations the client calls for itself without offering them (finance: `getToken`, for the default worker). */
  internal?: OperationsTable;
  servers: Readonly<Record<Environment, string>>;
  /** Only the finance group has one; the admin group never sends a token. */
  securityWorker?: (methods: Record<string, (args?: Record<string, unknown>) => Promise<unknown>>) => SecurityWorker;
}

/**
 * Refuses, when the client is created, a header value that fetch could not send as configured: they come from a
 * deployment (an environment variable, the page), so they are checked in every build.
 */
function assertSendableOptions(options: ClientOptions): void {
  if (options.clientId) assertSendableHeader('clientId', 'value', headerValueProblem(options.clientId));
  if (typeof options.antiForgeryToken === 'string' && options.antiForgeryToken)
    assertSendableHeader('antiForgeryToken', 'value', headerValueProblem(options.antiForgeryToken));
}

/** Refuses a header name fetch could not send: the developer's own code, checked in development (decisions/0022). */
function assertHeaderNames(options: ClientOptions): void {
  const { antiForgery, clientId } = options.headerNames ?? {};
  if (antiForgery !== undefined)
    assertSendableHeader('headerNames.antiForgery', 'name', headerNameProblem(antiForgery));
  if (clientId !== undefined) assertSendableHeader('headerNames.clientId', 'name', headerNameProblem(clientId));
}

/**
 * Refuses a `mock` that is not `mockMode()`'s, as SDK 3 took `true` or `{ baseUrl }`: otherwise a caller without types
 * would get a client for the real API where it asked for mock mode.
 */
function assertMockMode(mock: MockMode | undefined): void {
  if (mock && typeof mock.rewrite !== 'function')
    throw new Error('[hcuk] mock takes mockMode() since SDK 4: mock: mockMode() or mockMode({ baseUrl })');
}

/** Refuses `validateResponses: true` for a definition that came without its validator (from `./definitions`). */
function assertValidated(table: OperationsTable): void {
  for (const entry of Object.values(table))
    if (!('validate' in entry))
      throw new Error(
        `[hcuk] validateResponses is true, but the definition of ${entry.operationId} has no validator: import it from '@hcuk-genesis/sdk/validated'`,
      );
}

/**
 * The options the factories read. The admin group ignores the finance group's token options, so one options object
 * can serve both clients.
 */
const knownOptions = /* @__PURE__ */ everyOption([
  'environment',
  'baseUrl',
  'antiForgeryToken',
  'clientId',
  'headerNames',
  'mock',
  'fetch',
  'validateResponses',
  'securityWorker',
  'tokenTimeoutMs',
]);

/** `names` if they are every option of the types: one added there fails to compile until it is listed here. */
function everyOption<const Names extends readonly (keyof FinanceClientOptions)[]>(
  names: Names & ([Exclude<keyof FinanceClientOptions, Names[number]>] extends [never] ? unknown : never),
): readonly string[] {
  return names;
}

/**
 * Refuses an option no factory reads: a misspelt `baseURL` would otherwise leave the client on the production host,
 * unsaid (a typed caller's literal is refused by TypeScript, but not a spread object or JavaScript).
 */
function assertKnownOptions(options: object): void {
  for (const key of Object.keys(options)) {
    if (knownOptions.includes(key)) continue;
    const near = knownOptions.find((name) => name.toLowerCase() === key.toLowerCase());
    throw new Error(
      `[hcuk] unknown option ${JSON.stringify(key)}${near ? `: did you mean ${near}?` : ''}; the options are ${knownOptions.join(', ')}.`,
    );
  }
}

/** Builds a group client with one method per operation of `definition.table`. */
export function createGroupClient<Paths extends {}, Operations>(
  definition: GroupDefinition,
  options: ClientOptions,
): GroupClient<Paths, Operations> {
  assertSendableOptions(options);
  const baseUrl = resolveBaseUrl(options, definition.servers);
  const mock = options.mock || undefined;
  // What the developer's code says: the same in every build, so refused in development (decisions/0022).
  if (process.env.NODE_ENV !== 'production') {
    assertKnownOptions(options);
    assertHeaderNames(options);
    assertMockMode(mock);
    if (options.validateResponses) assertValidated(definition.table);
  }
  const known = { ...definition.internal, ...definition.table };
  // Validation comes with the definitions (`./validated`): on wherever a picked definition brings a validator.
  const validate = options.validateResponses ?? true;
  const { antiForgeryToken, clientId } = options;
  // Sent on every request when configured (every operation accepts both headers); in mock mode no token is ever asked
  // for or sent, as a token for the real API must not reach a mock host, whatever worker is configured.
  const settings: SendSettings = {
    baseUrl,
    // None: the methods hand the global fetch a URL and init (request-draft.ts).
    fetch: options.fetch,
    antiForgery: antiForgeryToken
      ? { token: antiForgeryToken, name: options.headerNames?.antiForgery ?? defaultAntiForgeryHeader }
      : undefined,
    clientId: clientId ? { value: clientId, name: options.headerNames?.clientId ?? defaultClientIdHeader } : undefined,
    mock: mock?.rewrite,
    worker: undefined,
  };
  // The methods send their requests themselves (send-operation.ts); `rawClient` takes the same steps through one
  // middleware, with the same settings (so one worker gives both their token).
  const methods = createOperationMethods(settings, known, validate);
  if (definition.securityWorker && !mock) settings.worker = definition.securityWorker(methods);

  const identity = mock ? `mock:${mock.baseUrl}` : baseUrl;
  const offered = Object.fromEntries(Object.keys(definition.table).map((id) => [id, methods[id]]));
  const source: RawSource<Paths> = { settings, known };
  return Object.freeze({
    ...offered,
    identity,
    [operationsKey]: definition.table,
    [rawSourceKey]: source,
  }) as GroupClient<Paths, Operations>;
}
