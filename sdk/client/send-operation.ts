/**
 * How an operation method's request is built and sent: what openapi-fetch and the raw client's middleware do to it,
 * done in one pass for a call whose operation is known. openapi-fetch's own serialisers build the URL, headers and
 * body, and the same steps (request-steps.ts) add the headers, mock mode and the token, so both paths send the same
 * request; a method skips only the generic machinery it has no use for (a request id, a middleware chain with an
 * await per step, a new query serialiser per call, and a copy of a GET kept for a 401).
 */
import {
  createFinalURL,
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
  mergeHeaders,
} from 'openapi-fetch';
import { NetworkError } from '../errors/network-error.ts';
import { urlForError } from '../errors/url-for-error.ts';
import { type Outgoing, prepareRequest, type RequestSteps } from '../middleware/request-steps.ts';
import { keptForRetry, resendWithFreshToken } from '../middleware/security-worker.ts';
import type { OperationEntry } from './operations-table.ts';
import { readResponseBody } from './read-response-body.ts';

/** What every method of one client sends with: the host and fetch, and the steps each request takes. */
export interface SendSettings extends RequestSteps {
  /** The API host, without a trailing slash. */
  readonly baseUrl: string;
  readonly fetch: (request: Request) => Promise<Response>;
}

/** One call's exchange with the server, filled in as it goes, so an error raised in flight can name the URL. */
export interface Exchange extends Outgoing {
  /** The response, after a retry with a fresh token if a 401 asked for one. */
  response: Response | undefined;
  /** The body as read-response-body.ts reads it. */
  body: unknown;
}

type Args = Record<string, unknown>;

/** openapi-fetch's default query serialiser (form style, repeated keys for arrays), made once, not once per call. */
const querySerializer = createQuerySerializer();
/** openapi-fetch's body serialiser: it also reads the call's headers (a form-encoded Content-Type). */
const serializeBody = defaultBodySerializer as (body: unknown, headers?: Headers) => string | FormData;
const jsonContentType = { 'Content-Type': 'application/json' };

/** The query parameters among `args`, in the document's order; undefined for an operation without any. */
function pick(args: Args, names: readonly string[]): Args | undefined {
  if (names.length === 0) return undefined;
  const picked: Args = {};
  for (const name of names) if (args[name] !== undefined) picked[name] = args[name];
  return picked;
}

/** The request openapi-fetch would build for this call, before any middleware: URL, method, body, headers. */
function buildRequest(
  settings: SendSettings,
  entry: OperationEntry,
  args: Args,
  headers: Record<string, string> | undefined,
  signal: AbortSignal | undefined,
): Request {
  const body = entry.body === 'array' ? args.body : entry.body === 'object' ? args : undefined;
  const serialized = body === undefined ? undefined : serializeBody(body, headers && mergeHeaders(headers));
  const isJson = serialized !== undefined && !(serialized instanceof FormData);
  const url = createFinalURL(entry.path, {
    baseUrl: settings.baseUrl,
    params: { query: pick(args, entry.query) },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  return new Request(url, {
    redirect: 'follow',
    method: entry.method.toUpperCase(),
    signal,
    body: serialized,
    // A call without a body or headers of its own passes none: the same empty list as openapi-fetch's, unbuilt.
    headers: isJson ? mergeHeaders(jsonContentType, headers) : headers && mergeHeaders(headers),
  });
}

/**
 * Sends one call of `entry` and reads its response into `exchange`: the request's steps, the fetch, and one retry
 * with a fresh token after a 401. A fetch that fails is a NetworkError naming the
 * operation; an abort stays as it is.
 */
export async function sendOperation(
  settings: SendSettings,
  entry: OperationEntry,
  args: Args,
  headers: Record<string, string> | undefined,
  signal: AbortSignal | undefined,
  exchange: Exchange,
): Promise<void> {
  const { operationId } = entry;
  // Awaited only when a step has to wait: otherwise the fetch below starts in this task (request-steps.ts).
  const preparing = prepareRequest(
    settings,
    buildRequest(settings, entry, args, headers, signal),
    entry.path,
    entry,
    exchange,
  );
  if (preparing) await preparing;
  const request = exchange.request as Request;
  const { token } = exchange;
  const kept = token ? keptForRetry(request) : undefined;
  let response: Response;
  try {
    response = await settings.fetch(request);
  } catch (error) {
    throw error instanceof Error && error.name === 'AbortError'
      ? error
      : new NetworkError(operationId, urlForError(request, entry), error);
  }
  if (settings.worker && kept && token && response.status === 401)
    response = (await resendWithFreshToken(settings.worker, entry, kept, token, settings.fetch)) ?? response;
  exchange.response = response;
  exchange.body = await readResponseBody(response);
}
