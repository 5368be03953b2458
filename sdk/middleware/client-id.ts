import type { Middleware } from 'openapi-fetch';

/** Default client id header name (spec section 6). */
export const defaultClientIdHeader = 'X-Client-Id';

/** Sends the client id on every request. */
export function clientIdMiddleware(clientId: string, headerName = defaultClientIdHeader): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set(headerName, clientId);
    },
  };
}
