import type { CallOptions } from '../client/operation-types.ts';
import type { AnyOperationId } from '../errors/any-operation-id.ts';
import { ResponseBodyError } from '../errors/response-body-error.ts';
import { type PersonalParameters, urlForError } from '../errors/url-for-error.ts';
import { collectIssues } from './checks.ts';
import { type Check, toPointer, type ValidationIssue } from './validation-issue.ts';

/** Every issue of a body that failed, as pointers (at most 20; `collectIssues` bounds the work too). */
function everyIssue(validate: Check, data: unknown) {
  return collectIssues(validate, data).map((found) => ({ pointer: toPointer(found.path), rule: found.rule }));
}

/**
 * Checks a parsed 200 body against the operation's schema; a body that breaks it is a ResponseBodyError naming the
 * first issue, every issue and the request's URL. Carried by the validated definitions (`@hcuk-genesis/sdk/validated`),
 * so a bundle whose clients never validate never carries it.
 */
export function assertValid(
  data: unknown,
  validate: Check,
  definition: PersonalParameters & { readonly operationId: AnyOperationId },
  request: { readonly url: string },
): void {
  let issue: ValidationIssue | undefined;
  let cause: unknown;
  try {
    issue = validate(data);
  } catch (error) {
    // Only a body nested deeper than the stack can get here (through a schema that refers to itself).
    issue = { path: [], rule: 'is nested too deep to check' };
    cause = error;
  }
  if (issue) {
    const { path, rule } = issue;
    // The request's URL is read only now: serialising it on every valid answer would cost each call.
    const { operationId } = definition;
    const url = urlForError(request, definition);
    // Only now, on the failure path: every issue, for a report that names all the provider got wrong.
    const issues = cause ? undefined : everyIssue(validate, data);
    throw new ResponseBodyError({ operationId, url, reason: 'schema', pointer: toPointer(path), rule, issues, cause });
  }
}

/**
 * How a validated definition checks its body: `assertValid`'s shape, or a promise of it from a definition whose
 * validator is downloaded when needed (`validatedLater`): the method awaits that one before it resolves.
 */
export type AssertValid = (
  ...args: [
    ...Parameters<typeof assertValid>,
    /** The call's options: its signal and time limit bound a wait. */
    options?: CallOptions,
    /** When the call started (`Date.now()`), given when it has a time limit. */
    started?: number,
  ]
) => void | Promise<void>;
