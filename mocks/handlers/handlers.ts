import { MOCK_BODY_PARAMETER } from '@hcuk-genesis/sdk';
import { type HttpHandler, http } from 'msw';
import { createMockState, type MockState } from './mock-state.ts';
import { type MockOperation, mockOperations } from './operation-types.ts';
import { respond } from './respond.ts';

/** Options of {@link createHandlers}. */
export interface HandlerOptions {
  /** State the handlers answer from (provider states change it); default a fresh standard state. */
  state?: MockState;
}

/**
 * The operation a mock-mode `GET /data{path}.json` is answered as, among those of its path: the one that takes a
 * body when the request carries one in `mockBody` (`calculate`), else the one that reads its query
 * (`calculateByQuery`, which shares the Calculate file), else the path's only operation.
 */
function servedOperation(operations: readonly MockOperation[], request: Request): MockOperation {
  const carries = new URL(request.url).searchParams.has(MOCK_BODY_PARAMETER);
  const [first] = operations as [MockOperation, ...MockOperation[]];
  const preferred = carries ? operations.find((op) => op.body !== null) : operations.find((op) => op.method === 'get');
  return preferred ?? first;
}

/**
 * Every mock handler: each operation on its real API path (any origin) and, for mock mode, as
 * `GET /data{path}.json` (one handler per file: calculate and calculateByQuery share one).
 */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const state = options.state ?? createMockState();
  const api = mockOperations.map((operation) =>
    http[operation.method](`*${operation.path}`, ({ request }) => respond(operation, request, state, 'api')),
  );
  const byPath = new Map<string, MockOperation[]>();
  for (const operation of mockOperations)
    byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
  const data = [...byPath].map(([path, operations]) =>
    http.get(`*/data${path}.json`, ({ request }) =>
      respond(servedOperation(operations, request), request, state, 'data'),
    ),
  );
  return [...api, ...data];
}
