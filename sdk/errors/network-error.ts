/** Thrown when a request never got a response (offline, DNS, CORS, refused); `cause` is the underlying error. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  /** Always undefined: no response, so no status. */
  readonly status = undefined;

  constructor(
    /** The operation that failed. */
    readonly operationId: string,
    /** The URL that could not be reached. */
    readonly url: string,
    cause: unknown,
  ) {
    super(
      `[hcuk] ${operationId}: no response from ${url} (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'Check the baseUrl or environment, that the server is running, and that it allows this origin (CORS).',
      { cause },
    );
  }
}
