import type { Middleware } from 'openapi-fetch';
import { NetworkError } from '../errors/network-error.ts';
import type { OperationContext } from './operation-context.ts';
import { sendableFromCallback } from './sendable-from-callback.ts';

/** What the security worker is told about the call it is asked a token for. */
export interface SecurityWorkerContext {
  /** The secure operation about to be called. */
  readonly operationId: string;
  /** True after the server answered 401 with the last token: return a fresh one, not a cached one. */
  readonly refresh: boolean;
  /** With `refresh`: the token the server rejected, so a worker can keep a newer one it already has. */
  readonly rejectedToken?: string;
}

/** Returns the bearer token for a secure finance call, or nothing to send none. */
export type SecurityWorker = (
  context: SecurityWorkerContext,
) => string | undefined | null | Promise<string | undefined | null>;

function withBearer(request: Request, token: string): Request {
  const authorised = new Request(request);
  authorised.headers.set('Authorization', `Bearer ${token}`);
  return authorised;
}

/**
 * The caller's own worker, guarded: if it throws, or returns a token that cannot be sent as a header, the call fails
 * with a CallbackError naming the operation (the original as `cause`) instead of a bare error from inside fetch.
 */
export function guardSecurityWorker(worker: SecurityWorker): SecurityWorker {
  return (context) => sendableFromCallback(context.operationId, 'securityWorker', () => worker(context));
}

/**
 * Adds `Authorization: Bearer <token>` to operations the document marks secure. On a 401 it asks the worker for a
 * fresh token once and retries the call once; a second 401 is returned as it is (and surfaces as ApiError).
 * Registered after mock mode, so the copy kept for the retry is the request exactly as it was sent.
 */
export function securityWorkerMiddleware(context: OperationContext, worker: SecurityWorker): Middleware {
  const retryable = new Map<string, { request: Request; token: string }>();
  return {
    async onRequest({ id, request }) {
      const operation = context.get(id);
      if (!operation?.secure) return;
      const token = await worker({ operationId: operation.operationId, refresh: false });
      // The caller may have aborted while the token was on its way: then nothing is sent.
      request.signal.throwIfAborted();
      if (!token) return;
      const authorised = withBearer(request, token);
      retryable.set(id, { request: authorised.clone(), token });
      return authorised;
    },
    async onResponse({ id, response, options }) {
      const sent = retryable.get(id);
      retryable.delete(id);
      const operation = context.get(id);
      if (!sent || !operation || response.status !== 401) return;
      const token = await worker({ operationId: operation.operationId, refresh: true, rejectedToken: sent.token });
      sent.request.signal.throwIfAborted();
      if (!token) return;
      try {
        return await options.fetch(withBearer(sent.request, token));
      } catch (cause) {
        // Outside openapi-fetch's own fetch, so its onError never sees this: classify it here (an abort stays one).
        sent.request.signal.throwIfAborted();
        throw new NetworkError(operation.operationId, sent.request.url, cause);
      }
    },
    onError({ id }) {
      retryable.delete(id);
    },
  };
}
