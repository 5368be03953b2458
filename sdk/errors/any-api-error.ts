import type { AnyOperationId } from './any-operation-id.ts';

/**
 * Thrown by every operation method for a non-OK response; `body` is the parsed JSON, or the text when not JSON.
 * Exported as `AnyApiError`, for `ApiError`'s type to narrow; the class itself is named `ApiError`, as Node's
 * inspection and a debugger show it, beside the `ApiError` that the SDK exports.
 */
class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, e.g. 400. */
    readonly status: number,
    /** HTTP status text, e.g. `Bad Request` (may be empty over HTTP/2). */
    readonly statusText: string,
    /** The operation that failed, e.g. `calculateByQuery`. */
    readonly operationId: AnyOperationId,
    /** The URL that answered. */
    readonly url: string,
    /** The response body: parsed JSON (an RFC 9457 problem from our servers) or text. */
    readonly body: unknown,
    /**
     * The response's headers, e.g. a 429's `Retry-After`. Across origins a browser shows only those the API exposes
     * (`Access-Control-Expose-Headers`), besides the CORS-safelisted few.
     */
    readonly headers: Headers = new Headers(),
  ) {
    super(
      `[hcuk] ${operationId} failed with ${status}${statusText ? ` ${statusText}` : ''} from ${url}${detailOf(body)}`,
    );
  }
}

function detailOf(body: unknown): string {
  if (typeof body === 'string') return body ? `: ${body.slice(0, 200)}` : '';
  if (body && typeof body === 'object') {
    const { detail, title } = body as { detail?: unknown; title?: unknown };
    const text = typeof detail === 'string' ? detail : typeof title === 'string' ? title : undefined;
    if (text) return `: ${text}`;
  }
  return '';
}

export { ApiError as AnyApiError };
