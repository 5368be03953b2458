/** The options whose functions the SDK calls before a request, and `validatedLater`'s loader, called after one. */
export type CallbackOption = 'antiForgeryToken' | 'securityWorker' | 'validatedLater';

/**
 * Thrown when a function the caller configured (`antiForgeryToken`, `securityWorker`) throws, or returns a value
 * that cannot be sent as a header; the request is not sent. `cause` is the original error. Also when the loader given
 * to `validatedLater` fails: the answer is then not returned, since it could not be checked (its own message says so).
 */
export class CallbackError extends Error {
  override readonly name = 'CallbackError';
  /** Undefined: nothing was sent, so there is no status. */
  readonly status = undefined;

  constructor(
    /** The operation that was about to be called. */
    readonly operationId: string,
    /** The option whose function failed. */
    readonly option: CallbackOption,
    cause: unknown,
  ) {
    super(
      `[hcuk] ${operationId}: the ${option} function failed (${cause instanceof Error ? cause.message : String(cause)}), ` +
        `so the request was not sent. Fix the function passed as ${option}.`,
      { cause },
    );
  }
}
