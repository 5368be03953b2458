import type { AnyOperationId, OperationError } from './operation-error.ts';

/** Thrown by every operation method for a non-OK response; `body` is the parsed JSON, or the text when not JSON. */
class AnyApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, e.g. 400. */
    readonly status: number,
    /** HTTP status text, e.g. `Bad Request` (may be empty over HTTP/2). */
    readonly statusText: string,
    /** The operation that failed, e.g. `calculateByQuery`. */
    readonly operationId: string,
    /** The URL that answered. */
    readonly url: string,
    /** The response body: parsed JSON (an RFC 9457 problem from our servers) or text. */
    readonly body: unknown,
  ) {
    super(
      `[hcuk] ${operationId} failed with ${status}${statusText ? ` ${statusText}` : ''} from ${url}${detailOf(body)}`,
    );
  }
}

/**
 * The class every method throws for a non-OK response (`error instanceof ApiError`). As a type, `ApiError` is any
 * operation's, and `ApiError<'getQuoteRequest'>` that operation's documented failures: a union by status, so checking
 * `error.status` narrows `error.body` to the body the document gives that status (`OperationError`, the same type;
 * `isOperationError` checks an error is one).
 */
export const ApiError = AnyApiError;
export type ApiError<Id extends AnyOperationId = never> = [Id] extends [never] ? AnyApiError : OperationError<Id>;

function detailOf(body: unknown): string {
  if (typeof body === 'string') return body ? `: ${body.slice(0, 200)}` : '';
  if (body && typeof body === 'object') {
    const { detail, title } = body as { detail?: unknown; title?: unknown };
    const text = typeof detail === 'string' ? detail : typeof title === 'string' ? title : undefined;
    if (text) return `: ${text}`;
  }
  return '';
}
