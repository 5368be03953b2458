/** A fetch for tests that records every request (cloned, so bodies stay readable) and answers with `respond`. */
export interface RecordingFetch {
  (request: Request): Promise<Response>;
  readonly requests: Request[];
}

/** JSON response helper for `respond`. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The default answer: a token for `Token/Index`, an empty JSON object for anything else. */
export function defaultResponder(request: Request): Response {
  if (/\/Token\/Index(\.json)?$/.test(new URL(request.url).pathname)) {
    return json({ accessToken: 'token-1', tokenType: 'Bearer', expiresIn: 3600 });
  }
  return json({});
}

/** Creates a recording fetch. */
export function recordingFetch(
  respond: (request: Request) => Response | Promise<Response> = defaultResponder,
): RecordingFetch {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return respond(request);
  };
  return Object.assign(fetch, { requests });
}

/** Paths of recorded requests, in order. */
export const pathsOf = (fetch: RecordingFetch) => fetch.requests.map((request) => new URL(request.url).pathname);
