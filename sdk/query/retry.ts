import { ResponseBodyError } from '../errors/response-body-error.ts';

/** How many times a failed query is retried at most: three attempts in all, about 3 seconds before a failure shows. */
export const maxRetries = 2;

/**
 * The retry rule: stop at once when the status is known and does not begin with 5 (asking again would get the same
 * answer); otherwise (5xx, or no status: a network failure) retry, at most 2 times. A `ResponseBodyError` is a 200
 * whose body could not be used (not JSON, or breaking the document): its status is known, 200, so it is not retried,
 * and the visitor sees the failure at once instead of after three identical wrong answers.
 * `failureCount` is TanStack Query's: 0 after the first failure.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ResponseBodyError) return false;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && !String(status).startsWith('5')) return false;
  return failureCount < maxRetries;
}
