import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { getResponse } from 'msw';
import { createHandlers } from '../handlers/handlers.ts';
import { createMockState, type MockState, type MockVariant } from '../handlers/mock-state.ts';
import { problemResponse } from '../handlers/problem.ts';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../handlers/request-limits.ts';
import { allowedMethods, methodNotAllowed, servedMethods } from './allowed-methods.ts';
import { corsHeaders } from './cors.ts';
import { handlersForUrl } from './handlers-for-url.ts';
import { loggedUrl } from './logged-url.ts';
import { readBody, toFetchRequest, writeResponse } from './node-adapter.ts';
import { providerStateEndpoint } from './provider-state-endpoint.ts';
import { RequestRejection } from './request-rejection.ts';
import { requestUrl } from './request-url.ts';
import { dataFileFor } from './serve-data.ts';

/** Options of {@link startMockServer}. */
export interface MockServerOptions {
  /** Port on 127.0.0.1; default 0 (a free port). */
  port?: number;
  /** 'broken' fails contract interactions on purpose (4 of the finance pact's, 1 of the admin pact's); default 'standard'. */
  variant?: MockVariant;
  /** Where the one line per request goes; default console.log. */
  log?: (line: string) => void;
  /** A request (headers and body) must arrive within this many milliseconds, else 408; default 10,000. */
  requestTimeoutMs?: number;
}

/** A running standalone mock server. */
export interface MockServer {
  /** Base URL, e.g. http://127.0.0.1:4010 (no trailing slash). */
  url: string;
  /** The handlers' state (provider states change it). */
  state: MockState;
  /** Stops the server. */
  close(): Promise<void>;
}

const staticTypes: Record<string, string> = {
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

async function staticFile(pathname: string): Promise<Response | undefined> {
  const path = dataFileFor(pathname);
  if (!path) return undefined;
  if ('malformed' in path) return problemResponse(400, 'Invalid request', path.malformed);
  const { file } = path;
  try {
    const content = await readFile(file);
    return new Response(new Uint8Array(content), {
      headers: { 'Content-Type': staticTypes[extname(file)] ?? 'application/octet-stream' },
    });
  } catch {
    return undefined;
  }
}

async function route(
  request: Request,
  state: MockState,
  handlersFor: ReturnType<typeof handlersForUrl>,
): Promise<Response> {
  const { pathname } = new URL(request.url);
  const allowed = allowedMethods(pathname);
  if (allowed && !allowed.has(request.method)) return methodNotAllowed(request.method, pathname, allowed).toResponse();
  if (request.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: allowed ? { Allow: [...allowed].join(', ') } : {} });
  }
  if (pathname === '/__health') return Response.json({ status: 'ok', variant: state.variant });
  if (pathname === '/__pact/provider-states') return providerStateEndpoint(request, state);
  const mocked = await getResponse(handlersFor(request.url), request);
  if (mocked) return mocked;
  const file = request.method === 'GET' ? await staticFile(pathname) : undefined;
  return file ?? problemResponse(404, 'Not found', `[hcuk] the mock server has no ${request.method} ${pathname}`);
}

function failure(error: unknown): Response {
  if (error instanceof RequestRejection) return error.toResponse();
  return problemResponse(500, 'Internal server error', `[hcuk] mock server failed: ${String(error)}`);
}

/**
 * The fetch Request for a node request, or a RequestRejection (thrown) before any handler sees it: a target that is
 * not a path, a method the server never answers (fetch cannot even carry TRACE), a body over the limits.
 */
async function receive(incoming: IncomingMessage, origin: string): Promise<Request> {
  const url = requestUrl(incoming.url, origin);
  const method = incoming.method ?? 'GET';
  const limits = { maxBytes: MAX_BODY_BYTES, maxDepth: MAX_JSON_DEPTH };
  if (!servedMethods.has(method)) {
    // The body is read (within the limits) before the 405, as for every other answer, so the connection stays usable.
    await readBody(incoming, limits);
    throw methodNotAllowed(method, url.pathname, allowedMethods(url.pathname) ?? servedMethods);
  }
  return toFetchRequest(incoming, url, limits);
}

/**
 * Starts the standalone mock server on 127.0.0.1: every MSW handler, the /data files, CORS, health, provider states;
 * HEAD like GET, 405 with `Allow` for other methods, 413 over 64 KiB, 400 for a body nested over 64 deep or a
 * target that is not a path, 408 for a request slower than the time limit.
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const state = createMockState(options.variant ?? 'standard');
  const handlersFor = handlersForUrl(createHandlers({ state }));
  const log = options.log ?? console.log;
  let origin = 'http://127.0.0.1';

  const requestTimeout = options.requestTimeoutMs ?? 10_000;
  // One slow client must not hold a connection for long: node answers 408 and closes it past the limit.
  const timeouts = {
    requestTimeout,
    headersTimeout: requestTimeout,
    connectionsCheckingInterval: Math.min(1000, requestTimeout),
  };
  const server = createServer(timeouts, (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const started = performance.now();
    const cors = corsHeaders(incoming.headers.origin);
    void receive(incoming, origin)
      .then((request) => route(request, state, handlersFor))
      .catch(failure)
      .then((response) => {
        log(
          `[hcuk-mock] ${incoming.method} ${loggedUrl(incoming.url)} ${response.status} ${Math.round(performance.now() - started)}ms`,
        );
        return writeResponse(response, outgoing, cors);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
