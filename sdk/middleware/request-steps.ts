import type { OperationEntry } from '../client/operations-table.ts';
import { type AntiForgeryToken, setAntiForgeryFromFunction } from './anti-forgery.ts';
import type { MockRewrite } from './mock-mode.ts';
import type { SecurityWorker } from './security-worker.ts';

/** What a client does to each request before it is sent, fixed when the client is created (never re-read per call). */
export interface RequestSteps {
  /** The anti-forgery token (fixed, or a function read before each request) and its header; none when unset. */
  readonly antiForgery: { readonly token: AntiForgeryToken; readonly name: string } | undefined;
  /** The client id and its header; none when unset. */
  readonly clientId: { readonly value: string; readonly name: string } | undefined;
  /** Mock mode's rewrite; none for a real API. */
  readonly mock: MockRewrite | undefined;
  /** Gives secure calls their token; none in mock mode or for admin. Set once the methods exist (it calls getToken). */
  worker: SecurityWorker | undefined;
}

/** A request once its steps are done: the request to send, and the bearer token it carries (for a 401's retry). */
export interface Outgoing {
  /** Undefined until the steps are done, so an error raised while they wait names the operation's path instead. */
  request: Request | undefined;
  token: string | undefined | null;
}

/**
 * Runs a client's steps on `request` (to `schemaPath`, of `operation` when known) in this order: the anti-forgery
 * token, the client id, mock mode, then the bearer token of a secure operation, set in place; the result goes into
 * `outgoing`. A function that fails is a CallbackError; a call aborted while a step waited sends nothing. Shared by
 * the methods and the raw client's middleware.
 */
export async function prepareRequest(
  steps: RequestSteps,
  request: Request,
  schemaPath: string,
  operation: OperationEntry | undefined,
  outgoing: Outgoing,
): Promise<void> {
  const { antiForgery, clientId, mock, worker } = steps;
  if (antiForgery) {
    const { token, name } = antiForgery;
    if (typeof token === 'string') request.headers.set(name, token);
    else await setAntiForgeryFromFunction(request, operation?.operationId ?? schemaPath, token, name);
  }
  if (clientId) request.headers.set(clientId.name, clientId.value);
  // Never with a worker: a token for the real API must not reach a mock host.
  const sent = mock ? await mock(request, schemaPath, operation) : request;
  let token: string | undefined | null;
  if (worker && operation?.secure) {
    token = await worker({ operationId: operation.operationId, refresh: false });
    // The caller may have aborted while the token was on its way: then nothing is sent.
    sent.signal.throwIfAborted();
    if (token) sent.headers.set('Authorization', `Bearer ${token}`);
  }
  outgoing.request = sent;
  outgoing.token = token;
}
