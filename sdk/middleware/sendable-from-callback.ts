import { headerValueProblem } from '../client/header-value.ts';
import { CallbackError, type CallbackOption } from '../errors/callback-error.ts';

/**
 * Awaits the caller's `option` function and returns what it gave (a string that can be sent as a header, or nothing).
 * If it throws, or returns a string that cannot be sent as a header, the call fails with a CallbackError naming
 * `operationId` and `option`, the original error as `cause`.
 */
export async function sendableFromCallback<T extends string | undefined | null>(
  operationId: string,
  option: CallbackOption,
  fn: () => T | Promise<T>,
): Promise<T> {
  try {
    const value = await fn();
    const problem = typeof value === 'string' ? headerValueProblem(value) : undefined;
    if (problem) throw new Error(`it returned a token that cannot be sent as a header: ${problem}`);
    return value;
  } catch (cause) {
    throw new CallbackError(operationId, option, cause);
  }
}
