import type { Middleware } from 'openapi-fetch';
import type { OperationEntry, OperationsTable } from '../client/operations-table.ts';

/** Resolves each request's operation once, before any middleware rewrites it, for the middleware after it. */
export interface OperationContext {
  /** Registered first: its onRequest runs first, and its onResponse/onError last (openapi-fetch reverses them). */
  readonly middleware: Middleware;
  /** The operation of the request with this openapi-fetch request id, while it is in flight. */
  get(requestId: string): OperationEntry | undefined;
  /**
   * Forgets the request of the call with these openapi-fetch `params` once the call has settled, however it ended
   * (a middleware that throws in onRequest skips every onError, so the entry would otherwise stay).
   */
  release(params: object): void;
}

/** Creates the context for one client's operations table. */
export function createOperationContext(table: OperationsTable): OperationContext {
  const byRoute = new Map<string, OperationEntry>();
  for (const entry of Object.values(table)) byRoute.set(`${entry.method.toUpperCase()} ${entry.path}`, entry);
  const inFlight = new Map<string, OperationEntry>();
  const idOfCall = new WeakMap<object, string>();
  return {
    middleware: {
      onRequest({ id, request, schemaPath, params }) {
        // Keyed by method too: mock mode later turns GET and POST of the same path into the same GET.
        const operation = byRoute.get(`${request.method} ${schemaPath}`);
        if (operation) inFlight.set(id, operation);
        idOfCall.set(params, id);
      },
      onResponse({ id }) {
        inFlight.delete(id);
      },
      onError({ id }) {
        inFlight.delete(id);
      },
    },
    get: (requestId) => inFlight.get(requestId),
    release: (params) => {
      const id = idOfCall.get(params);
      if (id !== undefined) inFlight.delete(id);
    },
  };
}
