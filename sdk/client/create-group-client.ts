import createClient, { type Client } from 'openapi-fetch';
import { antiForgeryMiddleware } from '../middleware/anti-forgery.ts';
import { clientIdMiddleware } from '../middleware/client-id.ts';
import { mockModeMiddleware } from '../middleware/mock-mode.ts';
import { createOperationContext } from '../middleware/operation-context.ts';
import { type SecurityWorker, securityWorkerMiddleware } from '../middleware/security-worker.ts';
import { operationsKey } from './client-operations.ts';
import type { ClientOptions, Environment } from './client-options.ts';
import { createOperationMethods } from './create-operation-methods.ts';
import { resolveBaseUrl, resolveMockBase } from './environment.ts';
import { assertSendableHeader } from './header-value.ts';
import type { OperationMethods } from './operation-types.ts';
import type { OperationsTable } from './operations-table.ts';

/** A group's client: one typed method per operation, plus the underlying openapi-fetch client. */
export type GroupClient<Paths extends {}, Operations> = OperationMethods<Operations> & {
  /** The openapi-fetch client, with the same middleware, for anything unusual. */
  readonly raw: Client<Paths>;
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

/** Refuses, when the client is created, a header name or value that fetch could not send as configured. */
function assertSendableOptions(options: ClientOptions): void {
  const { antiForgery, clientId } = options.headerNames ?? {};
  if (antiForgery !== undefined) assertSendableHeader('headerNames.antiForgery', 'name', antiForgery);
  if (clientId !== undefined) assertSendableHeader('headerNames.clientId', 'name', clientId);
  if (options.clientId) assertSendableHeader('clientId', 'value', options.clientId);
  if (typeof options.antiForgeryToken === 'string' && options.antiForgeryToken)
    assertSendableHeader('antiForgeryToken', 'value', options.antiForgeryToken);
}

/** Builds a group client with one method per operation of `definition.table`. */
export function createGroupClient<Paths extends {}, Operations>(
  definition: GroupDefinition,
  options: ClientOptions,
): GroupClient<Paths, Operations> {
  assertSendableOptions(options);
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const baseUrl = resolveBaseUrl(options, definition.servers);
  const mockBase = options.mock ? resolveMockBase(options.mock) : undefined;
  const raw = createClient<Paths>({ baseUrl, fetch });
  const known = { ...definition.internal, ...definition.table };
  const context = createOperationContext(known);
  const validate = options.validateResponses ?? Boolean(mockBase);
  const methods = createOperationMethods(raw as Client<object>, known, context.release, validate);

  // Order matters. onRequest runs top to bottom; onResponse and onError bottom to top.
  // 1. context first: resolves the operation before anything rewrites the request, and is cleared last.
  raw.use(context.middleware);
  // 2-3. headers (spec section 6: on every request when configured).
  if (options.antiForgeryToken)
    raw.use(antiForgeryMiddleware(options.antiForgeryToken, context, options.headerNames?.antiForgery));
  if (options.clientId) raw.use(clientIdMiddleware(options.clientId, options.headerNames?.clientId));
  // 4. mock mode rewrites the URL and method (and carries a read's body in the URL: it needs the context's operation).
  if (mockBase) raw.use(mockModeMiddleware(mockBase, context));
  // 5. security last, so the copy it keeps for a 401 retry is the request as sent. Never in mock mode: a token for
  // the real API must not reach a mock host, whatever worker is configured (and none is fetched from it either).
  if (definition.securityWorker && !mockBase)
    raw.use(securityWorkerMiddleware(context, definition.securityWorker(methods)));

  const identity = mockBase ? `mock:${mockBase}` : baseUrl;
  const offered = Object.fromEntries(Object.keys(definition.table).map((id) => [id, methods[id]]));
  return Object.freeze({ ...offered, raw, identity, [operationsKey]: definition.table }) as GroupClient<
    Paths,
    Operations
  >;
}
