import type { Middleware } from 'openapi-fetch';

/**
 * Mock mode (spec section 7): every request becomes `GET {mockBase}/data{path}.json`, keeping the query string so
 * smarter mocks (our MSW handlers) can read it. Bodies are not sent: a static file server cannot read them.
 */
export function mockModeMiddleware(mockBase: string): Middleware {
  const base = mockBase.replace(/\/+$/, '');
  return {
    onRequest({ request, schemaPath }) {
      const headers = new Headers(request.headers);
      headers.delete('content-type');
      const { search } = new URL(request.url);
      return new Request(`${base}/data${schemaPath}.json${search}`, { method: 'GET', headers, signal: request.signal });
    },
  };
}
