import type { Middleware } from 'openapi-fetch';
import type { OperationEntry, OperationsTable } from '../client/operations-table.ts';
import { type Outgoing, prepareRequest, type RequestSteps } from './request-steps.ts';
import { keptForRetry, resendWithFreshToken } from './security-worker.ts';

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
      const outgoing: Outgoing = { request: undefined, token: undefined };
      await prepareRequest(steps, request, schemaPath, operation, outgoing);
      const { request: sent, token } = outgoing;
      if (sent && operation && token) retryable.set(id, { request: keptForRetry(sent), token, operation });
      return sent;
    },
    async onResponse({ id, response, options }) {
      const sent = retryable.get(id);
      retryable.delete(id);
      if (!sent || !steps.worker || response.status !== 401) return;
      return resendWithFreshToken(steps.worker, sent.operation, sent.request, sent.token, options.fetch);
    },
    onError({ id }) {
      retryable.delete(id);
    },
  };
}
