import type { Middleware } from 'openapi-fetch';

/** An anti-forgery token, or a function read before every request (for a token that changes). */
export type AntiForgeryToken = string | (() => string | undefined | Promise<string | undefined>);

/** Default anti-forgery header name (spec section 6). */
export const defaultAntiForgeryHeader = 'RequestVerificationToken';

/** Sends the anti-forgery token on every request; an empty or missing token sends no header. */
export function antiForgeryMiddleware(token: AntiForgeryToken, headerName = defaultAntiForgeryHeader): Middleware {
  return {
    async onRequest({ request }) {
      const value = typeof token === 'function' ? await token() : token;
      if (value) request.headers.set(headerName, value);
    },
  };
}
