import type { OperationEntry } from '../client/operations-table.ts';
import { mockBodyParameter } from './mock-body.ts';
import type { RequestDraft } from './request-draft.ts';

/** Turns a request for `schemaPath` (of `operation`, when known) into its mock-mode request. */
export type MockRewrite = (
  request: RequestDraft,
  schemaPath: string,
  operation: OperationEntry | undefined,
) => RequestDraft;

/**
 * Mock mode, so a frontend developer needs no backend: every request becomes `GET {mockBase}/data{path}.json`, keeping
 * the query string so smarter mocks (our MSW handlers) can read it. A static file server cannot read a body, so none is
 * sent; a read that computes from its body (`x-query: true`) carries it as the `mockBody` query parameter instead,
 * which a static server ignores (it answers the file) and the handlers decode. Mutations' bodies are never carried
 * (mock-body.ts). At once: the draft carries its body as text, so the fetch starts in the call's own task.
 */
export function createMockRewrite(mockBase: string): MockRewrite {
  const base = mockBase.replace(/\/+$/, '');
  return (request, schemaPath, operation) => {
    const carried = mockBodyParameter(operation, request);
    const headers = new Headers(request.headers);
    headers.delete('content-type');
    // From the text, so a base URL relative to the page works as it did with a Request (the URL has no fragment).
    const queryAt = request.url.indexOf('?');
    const search = queryAt < 0 ? '' : request.url.slice(queryAt);
    const query = carried ? `${search || '?'}${search ? '&' : ''}${carried}` : search;
    return {
      url: `${base}/data${schemaPath}.json${query}`,
      method: 'GET',
      headers,
      body: undefined,
      signal: request.signal,
    };
  };
}
