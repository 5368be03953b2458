/**
 * A quote request the lender already has, as the admin document's 409 (`QuoteRequestDuplicate`) defines it in
 * `x-duplicate-of`, generated into the SDK's `adminRules`: the same value at each of its `fields` (those in
 * `ignoreCase` compared ignoring case; a field left out matches only one left out), saved within `windowSeconds`.
 * Today: the same customer email, vehicle, dealer (or none), product, term, deposit and annual mileage, in 24 hours.
 */

import { adminRules } from '@hcuk-genesis/sdk';
import type { SavedQuoteRequest } from './mock-state.ts';
import type { QuoteRequestInput } from './quote-request-input.ts';

const rule = adminRules.QuoteRequestDuplicate;

/** How long a saved request makes the same one a duplicate, in ms: the document's `window-seconds`. */
export const duplicateWindowMs = rule.windowSeconds * 1000;

/** The value at `path` ("finance.term") in `body`, or undefined where any step is missing. */
function valueAt(body: unknown, path: string): unknown {
  let value = body;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const ignoringCase: readonly string[] = rule.ignoreCase;
const comparable = (value: unknown, path: string) =>
  typeof value === 'string' && ignoringCase.includes(path) ? value.toLowerCase() : value;

/**
 * Read with care on both sides: a body is checked against the document only when there is one, and mock mode's read
 * of the data file (`/data/…/savequoterequest.json`, no body) is saved as it comes, without a customer.
 */
const sameRequest = (saved: Partial<SavedQuoteRequest>, input: QuoteRequestInput) =>
  rule.fields.every((path) => comparable(valueAt(saved, path), path) === comparable(valueAt(input, path), path));

/** The saved request `input` repeats, if one was saved within the window before `now`; none for a body-less request. */
export function duplicateOf(
  saved: Iterable<SavedQuoteRequest>,
  input: QuoteRequestInput | undefined,
  now: number,
): SavedQuoteRequest | undefined {
  if (typeof input?.customer?.email !== 'string') return undefined;
  for (const request of saved) {
    const age = now - Date.parse(request.createdAt);
    if (
      age >= 0 &&
      age < duplicateWindowMs &&
      typeof request.customer?.email === 'string' &&
      sameRequest(request, input)
    )
      return request;
  }
  return undefined;
}
