import type { AnyOperationId } from '../errors/any-operation-id.ts';
import { NetworkError } from '../errors/network-error.ts';
import { type PersonalParameters, urlForError } from '../errors/url-for-error.ts';
import { sendableFromCallback } from './sendable-from-callback.ts';

/** What the security worker is told about the call it is asked a token for. */
export interface SecurityWorkerContext {
  /** The secure operation about to be called. */
  readonly operationId: AnyOperationId;
  /** True after the server answered 401 with the last token: return a fresh one, not a cached one. */
  readonly refresh: boolean;
  /** With `refresh`: the token the server rejected, so a worker can keep a newer one it already has. */
  readonly rejectedToken?: string;
}

/** Returns the bearer token for a secure finance call, or nothing to send none. */
export type SecurityWorker = (
  context: SecurityWorkerContext,
) => string | undefined | null | Promise<string | undefined | null>;

/**
 * After a 401 to `sent` with `rejectedToken`: asks the worker for a fresh token once and sends the request again with
 * it (`resend`), once; a second 401 is the response (and surfaces as ApiError). Undefined when the worker gives no
 * token (the 401 stands). A failed fetch is a NetworkError naming the operation (an abort stays one), as nothing else
 * classifies it here. The first token is set by the request steps (request-steps.ts).
 */
export async function resendWithFreshToken(
  worker: SecurityWorker,
  definition: PersonalParameters & { readonly operationId: AnyOperationId },
  sent: { readonly url: string; readonly signal?: AbortSignal | null },
  rejectedToken: string,
  resend: (token: string) => Promise<Response>,
): Promise<Response | undefined> {
  const { operationId } = definition;
  const token = await worker({ operationId, refresh: true, rejectedToken });
  sent.signal?.throwIfAborted();
  if (!token) return undefined;
  try {
    return await resend(token);
  } catch (cause) {
    sent.signal?.throwIfAborted();
    throw new NetworkError(operationId, urlForError(sent, definition), cause, sent.url);
  }
}

/**
 * The caller's own worker, guarded: if it throws, or returns a token that cannot be sent as a header, the call fails
 * with a CallbackError naming the operation (the original as `cause`) instead of a bare error from inside fetch.
 */
export function guardSecurityWorker(worker: SecurityWorker): SecurityWorker {
  return (context) => sendableFromCallback(context.operationId, 'securityWorker', () => worker(context));
}
