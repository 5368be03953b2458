import type { AnyOperationId } from './any-operation-id.ts';

/** Replaced by the app's bundler; "production" leaves out the hints for a developer (decisions/0022). */
declare const process: { env: { NODE_ENV?: string } };

/** Thrown when a request never got a response (offline, DNS, CORS, refused); `cause` is the underlying error. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  /** Always undefined: no response, so no status. */
  readonly status = undefined;

  constructor(
    /** The operation that failed. */
    readonly operationId: AnyOperationId,
    /** The URL that could not be reached, as errors show it (personal data hidden: personal-data.ts). */
    readonly url: string,
    cause: unknown,
    /** The URL as sent, which the cause's message may quote (a fetch that cannot parse it): shown as `url` there. */
    sent = url,
  ) {
    super(
      `[hcuk] ${operationId}: no response from ${url} (${(cause instanceof Error ? cause.message : String(cause)).split(sent).join(url)}).${
        // What to check, in development (decisions/0022).
        process.env.NODE_ENV !== 'production'
          ? ' Check the baseUrl or environment, that the server is running and allows this origin (CORS), and the page’s connect-src.'
          : ''
      }`,
      { cause },
    );
  }
}
