const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Headers a browser may send to the mock server (the SDK's, the scenario header and content type). */
const allowedHeaders = 'Authorization, Content-Type, RequestVerificationToken, X-Client-Id, X-Mock-Scenario';

/** CORS headers for a request from a local origin (localhost or 127.0.0.1, any port); none for other origins. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !localOrigin.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': allowedHeaders,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
