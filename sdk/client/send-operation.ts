/**
 * How an operation method's request is built and sent: what openapi-fetch and the raw client's middleware do to it,
 * done in one pass for a call whose operation is known. The URL is the one openapi-fetch builds for the document's
 * parameters (request-url.ts), the body as openapi-fetch serialises it, and the same steps (request-steps.ts) add the
 * headers, mock mode and the token, so both paths send the same request. A method skips only the generic machinery it
 * has no use for: a request id, a middleware chain with an await per step, serialisers for parameter styles the
 * documents do not use, a `Request` of its own that fetch would copy (it hands the global fetch a URL and init:
 * request-draft.ts), and a copy kept for a 401 (its body is text, sent again as it is).
 */
import { NetworkError } from '../errors/network-error.ts';
import { urlForError } from '../errors/url-for-error.ts';
import { type FetchRequest, type RequestDraft, sendDraft, withBearer } from '../middleware/request-draft.ts';
import { type Outgoing, prepareRequest, type RequestSteps } from '../middleware/request-steps.ts';
import { resendWithFreshToken } from '../middleware/security-worker.ts';
import type { OperationEntry } from './operations-table.ts';
import { readResponseBody } from './read-response-body.ts';
import { requestUrl } from './request-url.ts';

/** What every method of one client sends with: the host and fetch, and the steps each request takes. */
export interface SendSettings extends RequestSteps {
  /** The API host, without a trailing slash. */
  readonly baseUrl: string;
  /** The caller's own fetch, given a `Request`; none for the global fetch (request-draft.ts). */
  readonly fetch: FetchRequest | undefined;
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
 * none for a call without either, as openapi-fetch sends. Each call gets its own, as the steps set headers on it.
 */
function requestHeaders(withBody: boolean, headers: Record<string, string> | undefined): Headers {
  const merged = new Headers(withBody ? jsonContentType : undefined);
  if (headers) for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return merged;
}

/**
 * The body as openapi-fetch serialises it: JSON, which every request body in the documents is, unless the call's
 * own headers say `application/x-www-form-urlencoded`.
 */
const serializeBody = (body: unknown, headers: Headers) =>
  headers.get('Content-Type') === 'application/x-www-form-urlencoded'
    ? new URLSearchParams(body as Record<string, string>).toString()
    : JSON.stringify(body);

/** The draft of what openapi-fetch would build for this call, before any middleware: URL, method, body, headers. */
function buildDraft(
  settings: SendSettings,
  entry: OperationEntry,
  args: Args,
  headers: Record<string, string> | undefined,
  signal: AbortSignal | undefined,
): RequestDraft {
  const body = entry.body === 'array' ? args.body : entry.body === 'object' ? args : undefined;
  const merged = requestHeaders(body !== undefined, headers);
  return {
    url: requestUrl(settings.baseUrl, entry.path, args, entry.query),
    method: entry.method.toUpperCase(),
    headers: merged,
    body: body === undefined ? undefined : serializeBody(body, merged),
    signal,
  };
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
    buildDraft(settings, entry, args, headers, signal),
    entry.path,
    entry,
    exchange,
  );
  if (preparing) await preparing;
  const request = exchange.request as RequestDraft;
  const { token } = exchange;
  let response: Response;
  try {
    response = await sendDraft(settings.fetch, request);
  } catch (error) {
    throw error instanceof Error && error.name === 'AbortError'
      ? error
      : new NetworkError(operationId, urlForError(request, entry), error, request.url);
  }
  // The draft's body is text, so the same draft can be sent again.
  if (settings.worker && token && response.status === 401)
    response =
      (await resendWithFreshToken(settings.worker, entry, request, token, (fresh) =>
        sendDraft(settings.fetch, withBearer(request, fresh)),
      )) ?? response;
  exchange.response = response;
  exchange.body = await readResponseBody(response);
}
