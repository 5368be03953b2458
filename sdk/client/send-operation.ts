/**
 * How an operation method's request is built and sent: what openapi-fetch and the raw client's middleware do to it,
 * done in one pass for a call whose operation is known. The URL is the one openapi-fetch builds for the document's
 * parameters (request-url.ts), the body as openapi-fetch serialises it, and the same steps (request-steps.ts) add the
 * headers, mock mode and the token, so both paths send the same request. A method skips only the generic machinery it
 * has no use for: a request id, a middleware chain with an await per step, serialisers for parameter styles the
 * documents do not use, and a copy of a GET kept for a 401.
 */
import { NetworkError } from '../errors/network-error.ts';
import { urlForError } from '../errors/url-for-error.ts';
import { type Outgoing, prepareRequest, type RequestSteps } from '../middleware/request-steps.ts';
import { keptForRetry, resendWithFreshToken } from '../middleware/security-worker.ts';
import type { OperationEntry } from './operations-table.ts';
import { readResponseBody } from './read-response-body.ts';
import { requestUrl } from './request-url.ts';

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

const jsonContentType = { 'Content-Type': 'application/json' };

/**
 * The request's own headers: a body's JSON content type, then the call's headers (a name in any case replaces it);
 * none at all for a call without either, as openapi-fetch sends.
 */
function requestHeaders(withBody: boolean, headers: Record<string, string> | undefined): Headers | undefined {
  if (!withBody && !headers) return undefined;
  const merged = new Headers(withBody ? jsonContentType : undefined);
  if (headers) for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return merged;
}

/**
 * The body as openapi-fetch serialises it: JSON, which every request body in the documents is, unless the call's
 * own headers say `application/x-www-form-urlencoded`.
 */
const serializeBody = (body: unknown, headers: Headers | undefined) =>
  headers?.get('Content-Type') === 'application/x-www-form-urlencoded'
    ? new URLSearchParams(body as Record<string, string>).toString()
    : JSON.stringify(body);

/** The request openapi-fetch would build for this call, before any middleware: URL, method, body, headers. */
function buildRequest(
  settings: SendSettings,
  entry: OperationEntry,
  args: Args,
  headers: Record<string, string> | undefined,
  signal: AbortSignal | undefined,
): Request {
  const body = entry.body === 'array' ? args.body : entry.body === 'object' ? args : undefined;
  const merged = requestHeaders(body !== undefined, headers);
  return new Request(requestUrl(settings.baseUrl, entry.path, args, entry.query), {
    redirect: 'follow',
    method: entry.method.toUpperCase(),
    signal,
    body: body === undefined ? undefined : serializeBody(body, merged),
    headers: merged,
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
