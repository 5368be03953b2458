import type { Middleware } from 'openapi-fetch';
import type { OperationEntry, OperationsTable } from '../client/operations-table.ts';
import { carriesBody } from './mock-body.ts';
import { type RequestDraft, toRequest } from './request-draft.ts';
import { type Outgoing, prepareRequest, type RequestSteps } from './request-steps.ts';
import { resendWithFreshToken } from './security-worker.ts';

/**
 * What to keep of a request about to be sent, to send it again after a 401: a copy of one with a body (sending
 * consumes it), the request itself without one (nothing of it is consumed).
 */
const keptForRetry = (request: Request): Request => (request.body === null ? request : request.clone());

/** A copy of `request` with `Authorization: Bearer <token>`. */
function requestWithBearer(request: Request, token: string): Request {
  const authorised = new Request(request);
  authorised.headers.set('Authorization', `Bearer ${token}`);
  return authorised;
}

/**
 * The raw client's one middleware: the same steps as the methods take (request-steps.ts), on a request whose
 * operation is found by its route, and one retry with a fresh token after a 401. Its onRequest runs before any
 * per-call middleware, and its onResponse after, as openapi-fetch orders them.
 */
export function rawClientMiddleware(steps: RequestSteps, table: OperationsTable): Middleware {
  const byRoute = new Map<string, OperationEntry>();
  for (const entry of Object.values(table)) byRoute.set(`${entry.method.toUpperCase()} ${entry.path}`, entry);
  const retryable = new Map<string, { request: Request; token: string; operation: OperationEntry }>();
  return {
    async onRequest({ id, request, schemaPath }) {
      // Resolved before anything rewrites the request; keyed by method too, as mock mode turns a POST into a GET.
      const operation = byRoute.get(`${request.method} ${schemaPath}`);
      // The raw client is typed with every path, but a client made with *For knows only the operations picked: one it
      // does not know could need a token or a carried body, so it is refused rather than sent without them.
      if (!operation && (steps.worker || steps.mock))
        throw new Error(
          `[hcuk] rawClient: ${request.method} ${schemaPath} is not one of this client's operations, so whether it needs a token or mock mode's carried body is unknown: add its definition to the client's *For list, or use createFinanceClient() or createAdminClient().`,
        );
      // The steps change the draft's headers, which are the request's own. Only mock mode reads the body (of a read
      // it carries), and only mock mode makes a new request (a GET of its file).
      const body =
        steps.mock && carriesBody(operation) && request.body !== null ? await request.clone().text() : undefined;
      const { url, method, headers, signal } = request;
      const draft: RequestDraft = { url, method, headers, body, signal };
      const outgoing: Outgoing = { request: undefined, token: undefined };
      await prepareRequest(steps, draft, schemaPath, operation, outgoing);
      const { request: prepared, token } = outgoing;
      const sent = !prepared || prepared === draft ? request : toRequest(prepared);
      if (operation && token) retryable.set(id, { request: keptForRetry(sent), token, operation });
      return sent;
    },
    async onResponse({ id, response, options }) {
      const sent = retryable.get(id);
      retryable.delete(id);
      if (!sent || !steps.worker || response.status !== 401) return;
      const { request, token, operation } = sent;
      return resendWithFreshToken(steps.worker, operation, request, token, (fresh) =>
        options.fetch(requestWithBearer(request, fresh)),
      );
    },
    onError({ id }) {
      retryable.delete(id);
    },
  };
}
