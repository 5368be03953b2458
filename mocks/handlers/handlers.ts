import { type HttpHandler, http } from 'msw';
import { createMockState, type MockState } from './mock-state.ts';
import { mockOperations } from './operation-types.ts';
import { respond } from './respond.ts';

/** Options of {@link createHandlers}. */
export interface HandlerOptions {
  /** State the handlers answer from (provider states change it); default a fresh standard state. */
  state?: MockState;
}

/**
 * Every mock handler: each operation on its real API path (any origin) and, for mock mode, as
 * `GET /data{path}.json` (calculate and calculateByQuery share one file, served as the query reading).
 */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const state = options.state ?? createMockState();
  const api = mockOperations.map((operation) =>
    http[operation.method](`*${operation.path}`, ({ request }) => respond(operation, request, state, 'api')),
  );
  const dataPaths = new Set<string>();
  const data = mockOperations.flatMap((operation) => {
    if (dataPaths.has(operation.path)) return [];
    dataPaths.add(operation.path);
    // Mock mode sends no bodies, so the shared Calculate file is answered as the GET (query) reading.
    const served =
      operation.operationId === 'calculate' ? { ...operation, operationId: 'calculateByQuery' as const } : operation;
    return [http.get(`*/data${operation.path}.json`, ({ request }) => respond(served, request, state, 'data'))];
  });
  return [...api, ...data];
}
