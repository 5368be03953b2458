import type { Middleware } from 'openapi-fetch';
import { mockBodyParameter } from './mock-body.ts';
import type { OperationContext } from './operation-context.ts';

/**
 * Mock mode (spec section 7): every request becomes `GET {mockBase}/data{path}.json`, keeping the query string so
 * smarter mocks (our MSW handlers) can read it. A static file server cannot read a body, so none is sent; a read that
 * computes from its body (`x-query: true`) carries it as the `mockBody` query parameter instead, which a static
 * server ignores (it answers the file) and the handlers decode. Mutations' bodies are never carried (mock-body.ts).
 */
export function mockModeMiddleware(mockBase: string, context: OperationContext): Middleware {
  const base = mockBase.replace(/\/+$/, '');
  return {
    async onRequest({ id, request, schemaPath }) {
      const headers = new Headers(request.headers);
      headers.delete('content-type');
      const { search } = new URL(request.url);
      const carried = await mockBodyParameter(context.get(id), request);
      const query = carried ? `${search || '?'}${search ? '&' : ''}${carried}` : search;
      return new Request(`${base}/data${schemaPath}.json${query}`, { method: 'GET', headers, signal: request.signal });
    },
  };
}
