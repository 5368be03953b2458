/** How many times a failed query is retried at most (spec section 8). */
export const maxRetries = 2;

/**
 * The retry rule of spec section 8: stop at once when the status is known and does not begin with 5;
 * otherwise (5xx, or no status: network failure, unreadable body) retry, at most 2 times.
 * `failureCount` is TanStack Query's: 0 after the first failure.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && !String(status).startsWith('5')) return false;
  return failureCount < maxRetries;
}
