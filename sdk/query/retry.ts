import { NetworkError } from '../errors/network-error.ts';

/** How many times a failed query is retried at most: three attempts in all, about 3 seconds before a failure shows. */
export const maxRetries = 2;

/**
 * The retry rule: stop at once when the status is known and does not begin with 5 (asking again would get the same
 * answer), and for the SDK's own refusals (`[hcuk]` errors other than a `NetworkError`): a 200 whose body could not be
 * used (`ResponseBodyError`), an option or argument it cannot send (a calculation's charge types that do not match the
 * configuration's), or a caller's callback that failed (`CallbackError`). Those would fail the same way again, and
 * the visitor sees the failure at once instead of after three identical ones. Nor is a caller's own abort or time
 * limit retried (`AbortError`, `TimeoutError`). Otherwise (5xx, a network failure, or an app's own error without a
 * status) retry, at most 2 times. `failureCount` is TanStack Query's: 0 after the first failure.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // A caller's own abort or time limit (an app's queryFn with its own signal): asking again is against its wish.
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'AbortError' || name === 'TimeoutError') return false;
  const status = (error as { status?: unknown } | null)?.status;
  const again =
    typeof status === 'number'
      ? String(status).startsWith('5')
      : !(error instanceof Error && error.message.startsWith('[hcuk]')) || error instanceof NetworkError;
  return again && failureCount < maxRetries;
}
