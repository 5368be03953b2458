const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Headers a browser may send to the mock server (the SDK's, the scenario header and content type). */
const allowedHeaders = 'Authorization, Content-Type, RequestVerificationToken, X-Client-Id, X-Mock-Scenario';

/** True for a page on this machine: http(s) on localhost, 127.0.0.1 or [::1], any port. */
export function isLocalOrigin(origin: string): boolean {
  return localOrigin.test(origin);
}

/** CORS headers for a request from a local origin (localhost or 127.0.0.1, any port); none for other origins. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !isLocalOrigin(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
    'Access-Control-Allow-Headers': allowedHeaders,
    'Access-Control-Max-Age': '600',
    // A 429's wait, which the calculator says (not a CORS-safelisted header, so hidden unless exposed).
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  };
}
