/**
 * A quote request the lender already has, as the admin document's 409 (`QuoteRequestDuplicate`) defines it: the same
 * customer email address (ignoring case), vehicle, dealer (or none), finance product, term, deposit and annual
 * mileage, saved in the last 24 hours.
 */

import type { SavedQuoteRequest } from './mock-state.ts';
import type { QuoteRequestInput } from './quote-request-input.ts';

/** How long a saved request makes the same one a duplicate: 24 hours. */
export const duplicateWindowMs = 24 * 60 * 60 * 1000;

/**
 * Read with care on both sides: a body is checked against the document only when there is one, and mock mode's read
 * of the data file (`/data/…/savequoterequest.json`, no body) is saved as it comes, without a customer.
 */
const sameRequest = (saved: Partial<SavedQuoteRequest>, input: QuoteRequestInput) =>
  typeof saved.customer?.email === 'string' &&
  saved.customer.email.toLowerCase() === input.customer.email.toLowerCase() &&
  saved.vehicle?.vehicleId === input.vehicle.vehicleId &&
  saved.dealerId === input.dealerId &&
  saved.finance?.product === input.finance.product &&
  saved.finance?.term === input.finance.term &&
  saved.finance?.deposit === input.finance.deposit &&
  saved.finance?.annualMileage === input.finance.annualMileage;

/** The saved request `input` repeats, if one was saved in the 24 hours before `now`; none for a body-less request. */
export function duplicateOf(
  saved: Iterable<SavedQuoteRequest>,
  input: QuoteRequestInput | undefined,
  now: number,
): SavedQuoteRequest | undefined {
  if (typeof input?.customer?.email !== 'string') return undefined;
  for (const request of saved) {
    const age = now - Date.parse(request.createdAt);
    if (age >= 0 && age < duplicateWindowMs && sameRequest(request, input)) return request;
  }
  return undefined;
}
