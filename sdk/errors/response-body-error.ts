/** Thrown when a successful response's body is not the JSON the operation promises; `cause` is the parse error. */
export class ResponseBodyError extends Error {
  override readonly name = 'ResponseBodyError';
  /** Undefined: the status was fine, the body was not. */
  readonly status = undefined;

  constructor(
    /** The operation whose response could not be read. */
    readonly operationId: string,
    /** The URL that answered. */
    readonly url: string,
    /** The start of the body that failed to parse, for the message. */
    readonly bodyStart: string,
    cause: unknown,
  ) {
    super(
      `[hcuk] ${operationId}: the response from ${url} is not valid JSON ` +
        `(${cause instanceof Error ? cause.message : String(cause)}); it starts ${JSON.stringify(bodyStart)}.`,
      { cause },
    );
  }
}
