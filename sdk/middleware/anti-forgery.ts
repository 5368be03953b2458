import type { Middleware } from 'openapi-fetch';

/** An anti-forgery token, or a function read before every request (for a token that changes). */
export type AntiForgeryToken = string | (() => string | undefined | Promise<string | undefined>);

/** Default anti-forgery header name (spec section 6). */
export const defaultAntiForgeryHeader = 'RequestVerificationToken';

/** Sends the anti-forgery token on every request; an empty or missing token sends no header. */
export function antiForgeryMiddleware(token: AntiForgeryToken, headerName = defaultAntiForgeryHeader): Middleware {
  if (typeof token === 'string') {
    // A fixed token is set synchronously: no extra await on every request.
    return { onRequest: ({ request }) => void request.headers.set(headerName, token) };
  }
  return {
    async onRequest({ request }) {
      const value = await token();
      if (value) request.headers.set(headerName, value);
    },
  };
}
