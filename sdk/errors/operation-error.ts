/**
 * An ApiError typed by its operation: each status the OpenAPI document gives the operation, with the body the document
 * gives that status (an RFC 9457 problem, a validation problem naming fields, ...), so `switch (error.status)` narrows
 * `error.body`. An operation's `default` response has any status number, so it stays in every narrowed branch beside
 * the listed status's body (docs/sdk.md, Errors).
 */
import { AnyApiError } from './any-api-error.ts';
import type { AnyOperationId, AnyOperations as Operations } from './any-operation-id.ts';

export type { AnyOperationId } from './any-operation-id.ts';

type BodyOf<Response> = Response extends { content: infer Content }
  ? Content extends Record<string, infer Body>
    ? Body
    : unknown
  : unknown;
type ResponsesOf<Id extends AnyOperationId> = Operations[Id]['responses'];
type SuccessStatus = 200 | 201 | 202 | 204;
type ErrorStatusOf<Id extends AnyOperationId> = Exclude<keyof ResponsesOf<Id>, SuccessStatus>;

/** One documented failure of an operation: its status and the body the document gives it. */
type Failure<Id extends AnyOperationId, Status> = Omit<AnyApiError, 'operationId' | 'status' | 'body'> & {
  readonly operationId: Id;
  readonly status: Status extends number ? Status : number;
  /** The documented body, or undefined when the answer had none (an empty body, `Content-Length: 0`). */
  readonly body: BodyOf<ResponsesOf<Id>[Status & keyof ResponsesOf<Id>]> | undefined;
};

/** An ApiError of operation `Id`: a union by status, each with its documented body. `ApiError<Id>` is the same. */
export type OperationError<Id extends AnyOperationId> = {
  [Status in ErrorStatusOf<Id>]: Failure<Id, Status>;
}[ErrorStatusOf<Id>];

/**
 * Whether `error` is the ApiError of `operationId` (an `ApiError<typeof operationId>`); then `error.status` narrows
 * `error.body` to the documented one.
 */
export function isOperationError<Id extends AnyOperationId>(
  error: unknown,
  operationId: Id,
): error is OperationError<Id> {
  return error instanceof AnyApiError && error.operationId === operationId;
}
