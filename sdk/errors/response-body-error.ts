import type { AnyOperationId } from './any-operation-id.ts';

/** What a ResponseBodyError is told: the call, and either the parse failure or the schema rule the body broke. */
export type ResponseBodyProblem = {
  /** The operation whose 200 response was refused, e.g. `calculateByQuery`. */
  operationId: AnyOperationId;
  /** The URL that answered. */
  url: string;
} & (
  | { reason: 'not-json'; bodyStart: string; cause: unknown }
  | { reason: 'schema'; pointer: string; rule: string; issues?: readonly SchemaIssue[]; cause?: unknown }
);

/** One value of a body that breaks its schema: its JSON Pointer (RFC 6901) and the rule it breaks. */
export interface SchemaIssue {
  pointer: string;
  rule: string;
}

/**
 * Thrown when a 200 response's body is not what the operation promises: not JSON (`reason: 'not-json'`, the parse
 * error as `cause`), or, with `validateResponses`, JSON that breaks the document's schema (`reason: 'schema'`, with
 * the JSON Pointer of the first value that does and the rule): `[hcuk] calculateByQuery: /vehicleResults must be array`.
 */
export class ResponseBodyError extends Error {
  override readonly name = 'ResponseBodyError';
  /** Undefined: the status was fine, the body was not. */
  readonly status = undefined;
  /** The operation whose response could not be used. */
  readonly operationId: AnyOperationId;
  /** The URL that answered. */
  readonly url: string;
  /** `not-json` when the body could not be parsed; `schema` when it broke the operation's 200 schema. */
  readonly reason: 'not-json' | 'schema';
  /** With `schema`: the JSON Pointer (RFC 6901) of the first value that broke it, `''` for the whole body. */
  readonly pointer: string | undefined;
  /** With `schema`: the rule that value broke, e.g. `must be array`, `is required`, `must be >= 0`. */
  readonly rule: string | undefined;
  /** With `not-json`: the first 40 characters of the body. */
  readonly bodyStart: string | undefined;
  /**
   * With `schema`: every value that breaks it (the first of each property or item), at most 20, the first being
   * `pointer` and `rule`; empty with `not-json`. A provider's wrong answer is refused once, with all it got wrong.
   */
  readonly issues: readonly SchemaIssue[];

  constructor(problem: ResponseBodyProblem) {
    super(messageOf(problem), problem.cause === undefined ? undefined : { cause: problem.cause });
    this.operationId = problem.operationId;
    this.url = problem.url;
    this.reason = problem.reason;
    this.pointer = problem.reason === 'schema' ? problem.pointer : undefined;
    this.rule = problem.reason === 'schema' ? problem.rule : undefined;
    this.bodyStart = problem.reason === 'not-json' ? problem.bodyStart : undefined;
    this.issues =
      problem.reason === 'schema' ? (problem.issues ?? [{ pointer: problem.pointer, rule: problem.rule }]) : [];
  }
}

/** Replaced by the app's bundler; "production" leaves out the hints for a developer (decisions/0022). */
declare const process: { env: { NODE_ENV?: string } };

function messageOf(problem: ResponseBodyProblem): string {
  const { operationId, url } = problem;
  if (problem.reason === 'schema')
    return `[hcuk] ${operationId}: ${problem.pointer || 'the body'} ${problem.rule} (the response from ${url} breaks the OpenAPI document)`;
  const cause = problem.cause instanceof Error ? problem.cause.message : String(problem.cause);
  // A page where JSON was meant: most often a dev server's index.html, in mock mode before anything answers /data.
  // Said in development (decisions/0022).
  const page =
    process.env.NODE_ENV !== 'production' && /^\s*</.test(problem.bodyStart)
      ? ' That is a web page, not the API: check the baseUrl, and in mock mode that the mock worker (startMockWorker) or server answers it.'
      : '';
  return `[hcuk] ${operationId}: the response from ${url} is not valid JSON (${cause}); it starts ${JSON.stringify(problem.bodyStart)}.${page}`;
}
