import type { MockState } from './mock-state.ts';
import type { OkBody, OperationId } from './operation-types.ts';
import { validationProblem } from './problem.ts';

/** What an operation's answer is computed from. */
export interface OperationInput {
  /** The request's query string. */
  query: URLSearchParams;
  /** The parsed JSON body, or undefined (always undefined for mock-mode GETs). */
  body: unknown;
  /** The handlers' shared state. */
  state: MockState;
}

/** Computes one operation's answer: its typed 200 body (checked against the spec at compile time) or a Response. */
export type Answer<K extends OperationId> = (input: OperationInput) => OkBody<K> | Response;

/** The answers of a group, one per operationId. */
export type Answers<K extends OperationId> = { [Id in K]: Answer<Id> };

/** A required query value, or a 400 naming the parameter. */
export function requiredQuery(query: URLSearchParams, name: string): string | Response {
  const value = query.get(name);
  if (value === null || value.trim() === '') {
    return validationProblem([{ field: name, rule: 'required', message: `${name} is required` }]);
  }
  return value;
}

/** The JSON body as a record, or an empty record when there is none. */
export function bodyRecord(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
