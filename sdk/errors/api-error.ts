import { AnyApiError } from './any-api-error.ts';
import type { AnyOperationId, OperationError } from './operation-error.ts';

/**
 * The class every method throws for a non-OK response (`error instanceof ApiError`). As a type, `ApiError` is any
 * operation's, and `ApiError<'getQuoteRequest'>` that operation's documented failures: a union by status, so checking
 * `error.status` narrows `error.body` to the body the document gives that status (`OperationError`, the same type;
 * `isOperationError` checks an error is one).
 */
export const ApiError = AnyApiError;
export type ApiError<Id extends AnyOperationId = never> = [Id] extends [never]
  ? AnyApiError
  : // Distributed, so `ApiError<'a' | 'b'>` is either operation's failures, not only the statuses both share.
    Id extends AnyOperationId
    ? OperationError<Id>
    : never;
