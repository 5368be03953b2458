import type { Middleware } from 'openapi-fetch';
import type { OperationContext } from './operation-context.ts';
import { sendableFromCallback } from './sendable-from-callback.ts';

/** An anti-forgery token, or a function read before every request (for a token that changes). */
export type AntiForgeryToken = string | (() => string | undefined | Promise<string | undefined>);

/** Default anti-forgery header name (spec section 6). */
export const defaultAntiForgeryHeader = 'RequestVerificationToken';

/**
 * Sends the anti-forgery token on every request; an empty or missing token sends no header. A token function that
 * throws, or returns a value that cannot be sent, fails the call with a CallbackError naming the operation.
 */
export function antiForgeryMiddleware(
  token: AntiForgeryToken,
  context: OperationContext,
  headerName = defaultAntiForgeryHeader,
): Middleware {
  if (typeof token === 'string') {
    // A fixed token is set synchronously (checked when the client was created): no extra await on every request.
    return { onRequest: ({ request }) => void request.headers.set(headerName, token) };
  }
  return {
    async onRequest({ id, request, schemaPath }) {
      const operationId = context.get(id)?.operationId ?? schemaPath;
      const value = await sendableFromCallback(operationId, 'antiForgeryToken', token);
      // The caller may have given up while the function ran: send nothing then.
      request.signal.throwIfAborted();
      if (value) request.headers.set(headerName, value);
    },
  };
}
