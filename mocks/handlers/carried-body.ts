import { MAX_MOCK_BODY_LENGTH, MOCK_BODY_PARAMETER, MOCK_BODY_TOO_LONG_PARAMETER } from '@hcuk-genesis/sdk';
import { nestsDeeperThan } from '../server/json-nesting.ts';
import type { MockOperation } from './operation-types.ts';
import { validationProblem } from './problem.ts';
import { MAX_JSON_DEPTH } from './request-limits.ts';

const field = MOCK_BODY_PARAMETER;
const refuse = (rule: string, message: string) => validationProblem([{ field, rule, message }]);

/**
 * The JSON body a mock-mode GET carries in its `mockBody` query parameter (the SDK puts a read's body there, as a
 * static file server ignores it), parsed: `{ body: undefined }` when it carries none, else the parsed body, or a 400
 * naming `mockBody` when it cannot be one. A mutation never carries its body (it can hold personal data, which must
 * not go into URLs), so a `mockBody` on one is refused rather than read; so is one longer than the SDK would send,
 * nested deeper than a real body may be, or not JSON. A body the SDK found too long to carry (`mockBodyTooLong`) is
 * refused too, so the caller hears why rather than getting the file's answer to a body it did not see.
 */
export function carriedBody(operation: MockOperation, query: URLSearchParams): { body: unknown } | Response {
  const text = query.get(field);
  const tooLong = query.get(MOCK_BODY_TOO_LONG_PARAMETER);
  if (text === null && tooLong !== null) {
    // The length as the SDK sends it, digits only; anything else is not echoed back.
    const length = /^\d{1,9}$/.test(tooLong) ? tooLong : 'longer';
    const message = `${field} must be at most ${MAX_MOCK_BODY_LENGTH} characters URL-encoded; ${operation.operationId}'s body is ${length}, so mock mode could not carry it`;
    return refuse(`maxLength ${MAX_MOCK_BODY_LENGTH}`, message);
  }
  if (text === null) return { body: undefined };
  if (operation.kind !== 'query' || operation.body === null) {
    const message = `${field} is carried only by reads that take a body; ${operation.operationId}'s body never goes into a URL`;
    return refuse('read with a body', message);
  }
  if (encodeURIComponent(text).length > MAX_MOCK_BODY_LENGTH) {
    return refuse(
      `maxLength ${MAX_MOCK_BODY_LENGTH}`,
      `${field} must be at most ${MAX_MOCK_BODY_LENGTH} characters URL-encoded`,
    );
  }
  if (nestsDeeperThan(new TextEncoder().encode(text), MAX_JSON_DEPTH)) {
    return refuse(`depth ${MAX_JSON_DEPTH}`, `${field} nests arrays or objects more than ${MAX_JSON_DEPTH} deep`);
  }
  try {
    return { body: JSON.parse(text) };
  } catch {
    return refuse('JSON', `${field} must be the request's JSON body, URL-encoded`);
  }
}
