/**
 * Every request body the mock answers is checked first against the same documents the SDK is generated from: the
 * generated request validators (`sdk/generated/*-request-validators.ts`, from `openapi/*.yaml`), so the mock is
 * never more lenient than a real server and holds no hand-written copy of a schema's rules. A body on the real API
 * path must be sent as JSON (`Content-Type: application/json`). The answer names the field and the rule, never the
 * value (it may be a person's name or e-mail address).
 */

import type { Check } from '@hcuk-genesis/sdk';
import {
  adminRequestValidators as adminRequests,
  collectIssues,
  financeRequestValidators as financeRequests,
  toFieldName,
} from '@hcuk-genesis/sdk';
import type { MockOperation } from './operation-types.ts';
import { problemResponse, validationProblem } from './problem.ts';

const validators: Record<string, Check | undefined> = { ...financeRequests, ...adminRequests };

/** The 415 for a body that is not sent as JSON, or null; `contentType` is the request's header, if any. */
export function unsupportedBody(
  operation: MockOperation,
  contentType: string | null,
  hasBody: boolean,
): Response | null {
  if (operation.body === null || !hasBody) return null;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return null;
  return problemResponse(
    415,
    'Unsupported media type',
    `${operation.operationId} takes its body as application/json, not ${type || 'no Content-Type'}`,
  );
}

/** The 400 naming every field (up to 20) and the rule each breaks, or null when the body satisfies the document. */
export function requestBodyProblem(operation: MockOperation, body: unknown): Response | null {
  const check = validators[operation.operationId];
  if (!check || operation.body === null || body === undefined) return null;
  const issues = collectIssues(check, body);
  if (issues.length === 0) return null;
  return validationProblem(
    issues.map((issue) => {
      const field = toFieldName(issue.path);
      return { field, rule: issue.rule, message: `${field} ${issue.rule}` };
    }),
  );
}
