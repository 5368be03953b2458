import type { OperationEntry } from '../client/operations-table.ts';
import { mockBodyParameter } from './mock-body.ts';

/** Turns a request for `schemaPath` (of `operation`, when known) into its mock-mode request. */
export type MockRewrite = (
  request: Request,
  schemaPath: string,
  operation: OperationEntry | undefined,
) => Request | Promise<Request>;

/**
 * Mock mode, so a frontend developer needs no backend: every request becomes `GET {mockBase}/data{path}.json`, keeping
 * the query string so smarter mocks (our MSW handlers) can read it. A static file server cannot read a body, so none is
 * sent; a read that computes from its body (`x-query: true`) carries it as the `mockBody` query parameter instead,
 * which a static server ignores (it answers the file) and the handlers decode. Mutations' bodies are never carried
 * (mock-body.ts).
 */
export function createMockRewrite(mockBase: string): MockRewrite {
  const base = mockBase.replace(/\/+$/, '');
  return (request, schemaPath, operation) => {
    const rewrite = (carried: string) => {
      const headers = new Headers(request.headers);
      headers.delete('content-type');
      const { search } = new URL(request.url);
      const query = carried ? `${search || '?'}${search ? '&' : ''}${carried}` : search;
      return new Request(`${base}/data${schemaPath}.json${query}`, { method: 'GET', headers, signal: request.signal });
    };
    // At once for a call without a body to carry, so its fetch starts in the same task as the call (request-steps.ts).
    const carried = mockBodyParameter(operation, request);
    return typeof carried === 'string' ? rewrite(carried) : carried.then(rewrite);
  };
}
