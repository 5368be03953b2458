import type { OperationEntry } from '../client/operations-table.ts';
import { type AntiForgeryToken, setAntiForgeryFromFunction } from './anti-forgery.ts';
import type { MockRewrite } from './mock-mode.ts';
import type { RequestDraft } from './request-draft.ts';
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
  request: RequestDraft | undefined;
  token: string | undefined | null;
}

/**
 * Runs a client's steps on `request` (to `schemaPath`, of `operation` when known) in this order: the anti-forgery
 * token, the client id, mock mode, then the bearer token of a secure operation, set in place; the result goes into
 * `outgoing`. A function that fails is a CallbackError; a call aborted while a step waited sends nothing. Shared by
 * the methods and the raw client's middleware.
 *
 * Done at once, returning undefined, when no step has to wait (a fixed anti-forgery token, no token to fetch; mock
 * mode never waits, as the draft carries its body as text): then the caller's fetch starts in the same task as its
 * call, with no promise per step. That is how the embed's first requests go out while the rest of its script is
 * still being evaluated (`ui/elements/cost-saving-calculator/start-calculators-early.ts`). Otherwise a promise of the
 * same work.
 */
export function prepareRequest(
  steps: RequestSteps,
  request: RequestDraft,
  schemaPath: string,
  operation: OperationEntry | undefined,
  outgoing: Outgoing,
): Promise<void> | undefined {
  const { antiForgery } = steps;
  if (antiForgery && typeof antiForgery.token !== 'string') {
    const { token, name } = antiForgery;
    return setAntiForgeryFromFunction(request, operation?.operationId ?? schemaPath, token, name).then(() =>
      afterAntiForgery(steps, request, schemaPath, operation, outgoing),
    );
  }
  if (antiForgery) request.headers.set(antiForgery.name, antiForgery.token as string);
  return afterAntiForgery(steps, request, schemaPath, operation, outgoing);
}

/** The client id, mock mode and the token: `prepareRequest`'s steps after the anti-forgery token. */
function afterAntiForgery(
  steps: RequestSteps,
  request: RequestDraft,
  schemaPath: string,
  operation: OperationEntry | undefined,
  outgoing: Outgoing,
): Promise<void> | undefined {
  const { clientId, mock } = steps;
  if (clientId) request.headers.set(clientId.name, clientId.value);
  // Never with a worker: a token for the real API must not reach a mock host.
  return withToken(steps, mock ? mock(request, schemaPath, operation) : request, operation, outgoing);
}

/** The bearer token of a secure operation, when the client has a worker; then `outgoing` is filled in. */
function withToken(
  { worker }: RequestSteps,
  sent: RequestDraft,
  operation: OperationEntry | undefined,
  outgoing: Outgoing,
): Promise<void> | undefined {
  if (!worker || !operation?.secure) {
    outgoing.request = sent;
    outgoing.token = undefined;
    return undefined;
  }
  // A worker may answer at once (the shared worker, with a token it holds: no promise, no wait) or with a promise.
  const answer = worker({ operationId: operation.operationId, refresh: false });
  if (typeof answer === 'object' && answer !== null) return answer.then((token) => withBearer(sent, token, outgoing));
  withBearer(sent, answer, outgoing);
  return undefined;
}

function withBearer(sent: RequestDraft, token: string | null | undefined, outgoing: Outgoing): void {
  // The caller may have aborted while the token was on its way: then nothing is sent.
  sent.signal?.throwIfAborted();
  if (token) sent.headers.set('Authorization', `Bearer ${token}`);
  outgoing.request = sent;
  outgoing.token = token;
}
