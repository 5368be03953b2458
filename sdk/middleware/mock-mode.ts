import { checkedBaseUrl } from '../client/checked-base-url.ts';
import type { OperationEntry } from '../client/operations-table.ts';
import { mockBodyParameter } from './mock-body.ts';
import type { RequestDraft } from './request-draft.ts';

/** Turns a request for `schemaPath` (of `operation`, when known) into its mock-mode request. */
export type MockRewrite = (
  request: RequestDraft,
  schemaPath: string,
  operation: OperationEntry | undefined,
) => RequestDraft;

/** Mock mode, as a client's `mock` option takes it: made by {@link mockMode}. */
export interface MockMode {
  /** Where the `/data` files are read from; query keys carry it (`mock:` and this), so mock and real never mix. */
  readonly baseUrl: string;
  /** What each request becomes. */
  readonly rewrite: MockRewrite;
}

/** What {@link mockMode} takes. */
export interface MockModeOptions {
  /** Where the `/data` files are, e.g. `http://127.0.0.1:4010` (the mock server); default the page's own origin. */
  baseUrl?: string;
}

/**
 * Mock mode for a client's `mock` option: `createFinanceClient({ mock: mockMode() })`. It comes by import, like the
 * validators, so an app built for a real API carries none of it: behind a flag the bundler replaces (Vite's
 * `import.meta.env.DEV && mockMode()`), a production bundle drops it. Outside a web page (Node, tests) it needs
 * `baseUrl`, and throws `[hcuk]` without one; a `baseUrl` is checked as a client's is. The base loses any trailing
 * slash, in requests and query keys alike.
 */
export function mockMode(options: MockModeOptions = {}): MockMode {
  // Checked as a client's baseUrl is: an empty one (an unset variable) is refused, not read as the page's origin.
  if (options.baseUrl === '')
    throw new Error(
      "[hcuk] mockMode baseUrl is empty: give the mock server's URL, or leave it out for the page's origin.",
    );
  const baseUrl = options.baseUrl === undefined ? pageOrigin() : checkedBaseUrl(options.baseUrl, 'mockMode baseUrl');
  return { baseUrl, rewrite: createMockRewrite(baseUrl) };
}

/** The page's own origin, where mock mode reads `/data` files from by default. */
function pageOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin || origin === 'null') {
    throw new Error(
      '[hcuk] mock mode outside a web page needs a base URL: pass mockMode({ baseUrl: "http://127.0.0.1:4010" }).',
    );
  }
  return origin;
}

/**
 * Mock mode, so a frontend developer needs no backend: every request becomes `GET {base}/data{path}.json`, keeping
 * the query string so smarter mocks (our MSW handlers) can read it. A static file server cannot read a body, so none is
 * sent; a read that computes from its body (`x-query: true`) carries it as the `mockBody` query parameter instead,
 * which a static server ignores (it answers the file) and the handlers decode. Mutations' bodies are never carried
 * (mock-body.ts). At once: the draft carries its body as text, so the fetch starts in the call's own task.
 */
function createMockRewrite(base: string): MockRewrite {
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
