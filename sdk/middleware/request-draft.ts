/**
 * A request the SDK is about to send, before any `Request` exists: what the request steps read and change
 * (request-steps.ts). A method sends its draft to the global fetch as a URL and init, so one `Request` is built (by
 * fetch) instead of two: Node's fetch copies a `Request` it is given, and on 127.0.0.1 building one and having fetch
 * copy it costs about a tenth of the whole request (`npm run bench`, the SDK's overhead). A caller's own `fetch`
 * takes a `Request`, so it gets one.
 */

export interface RequestDraft {
  readonly url: string;
  readonly method: string;
  /** Changed in place by the steps (anti-forgery token, client id, bearer token). */
  readonly headers: Headers;
  /** The serialised body, or undefined for none: mock mode reads it (mock-body.ts), and a 401's retry sends it again. */
  readonly body: string | undefined;
  readonly signal: AbortSignal | undefined;
}

/** A caller's `fetch` option. */
export type FetchRequest = (request: Request) => Promise<Response>;

const initOf = ({ method, headers, body, signal }: RequestDraft): RequestInit => ({
  method,
  headers,
  body,
  signal,
  redirect: 'follow',
});

/** The `Request` for `draft`: what a caller's own fetch receives. */
export const toRequest = (draft: RequestDraft): Request => new Request(draft.url, initOf(draft));

/**
 * Sends `draft` with the caller's `fetch`, given a `Request`, or else with the global fetch, read at each call (so a
 * fetch replaced after the client was made, by MSW or a test, is the one used), given the URL and init.
 */
export const sendDraft = (fetch: FetchRequest | undefined, draft: RequestDraft): Promise<Response> =>
  fetch ? fetch(toRequest(draft)) : globalThis.fetch(draft.url, initOf(draft));

/** A copy of `draft` with `Authorization: Bearer <token>`: a 401's retry, with a fresh token. */
export function withBearer(draft: RequestDraft, token: string): RequestDraft {
  const headers = new Headers(draft.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...draft, headers };
}
