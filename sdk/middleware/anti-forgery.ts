import type { RequestDraft } from './request-draft.ts';
import { sendableFromCallback } from './sendable-from-callback.ts';

/** An anti-forgery token, or a function read before every request (for a token that changes). */
export type AntiForgeryToken = string | (() => string | undefined | Promise<string | undefined>);

/** Default anti-forgery header name, as both OpenAPI documents name the optional header. */
export const defaultAntiForgeryHeader = 'RequestVerificationToken';

/**
 * Reads a function token and sets it on `request`; nothing when it gives nothing. A function that throws, or returns
 * a value that cannot be sent, fails the call with a CallbackError naming `operationId`; an empty or missing token
 * sends no header.
 */
export async function setAntiForgeryFromFunction(
  request: RequestDraft,
  operationId: string,
  token: Exclude<AntiForgeryToken, string>,
  headerName: string,
): Promise<void> {
  const value = await sendableFromCallback(operationId, 'antiForgeryToken', token);
  // The caller may have given up while the function ran: send nothing then.
  request.signal?.throwIfAborted();
  if (value) request.headers.set(headerName, value);
}
