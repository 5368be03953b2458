/** The options whose functions the SDK calls before a request, and `validatedLater`'s loader, called after one. */
export type CallbackOption = 'antiForgeryToken' | 'securityWorker' | 'validatedLater';

/** Replaced by the app's bundler; "production" leaves out the hints for a developer (decisions/0022). */
declare const process: { env: { NODE_ENV?: string } };

/**
 * Thrown when a function the caller configured (`antiForgeryToken`, `securityWorker`) throws, or returns a value
 * that cannot be sent as a header; the request is not sent. `cause` is the original error. Also when the loader given
 * to `validatedLater` fails, after the answer came: it is not returned, since it could not be checked (`message`
 * says so).
 */
export class CallbackError extends Error {
  override readonly name = 'CallbackError';
  /** Undefined: no status to report (nothing was sent, or the answer was not returned unchecked). */
  readonly status = undefined;

  constructor(
    /** The operation called. */
    readonly operationId: string,
    /** The option whose function failed. */
    readonly option: CallbackOption,
    cause: unknown,
    /** The message, when it is not "the request was not sent" (`validatedLater`'s loader). */
    message = `[hcuk] ${operationId}: the ${option} function failed (${reasonOf(cause)}), so the request was not sent.${
      // The hint, in development (decisions/0022).
      process.env.NODE_ENV !== 'production' ? ` Fix the function passed as ${option}.` : ''
    }`,
  ) {
    super(message, { cause });
  }
}

/** What went wrong, in a few words: an error's message, or the value thrown. */
export const reasonOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));
