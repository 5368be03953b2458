/**
 * The body a failure interaction expects: only what the Problem schema requires (title, status) and, for a 400, the
 * errors the calculator shows by field. Type and detail are optional in the documents, so a provider may leave them
 * out (contracts/pact-requirements.ts). The field is matched exactly (a dot in it too); the rule and message by type
 * (their examples are our mock server's wording).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { escapeRegex } from './response-matchers.ts';

const { arrayContaining, regex, string } = MatchersV3;

/**
 * A problem of `status` (the body's `status` the response's own, exactly); with `field`, one naming it among its
 * errors: `errors` must hold an element for that field, and may name others too, as the document says it names every
 * field that broke a rule.
 */
export const problem = (status: number, field?: string, rule = 'known id', message = `${field} is not valid`) => ({
  title: string('Invalid request'),
  status,
  ...(field
    ? {
        errors: arrayContaining({
          field: regex(`^${escapeRegex(field)}$`, field),
          rule: string(rule),
          message: string(message),
        }),
      }
    : {}),
});
