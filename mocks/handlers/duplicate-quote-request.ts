/**
 * A quote request the lender already has, as the admin document's 409 (`QuoteRequestDuplicate`) defines it: the same
 * customer email address (ignoring case), vehicle, dealer (or none) and finance product, saved in the last 24 hours.
 */

import type { SavedQuoteRequest } from './mock-state.ts';
import type { QuoteRequestInput } from './quote-request-input.ts';

/** How long a saved request makes the same one a duplicate: 24 hours. */
export const duplicateWindowMs = 24 * 60 * 60 * 1000;

const sameRequest = (saved: SavedQuoteRequest, input: QuoteRequestInput) =>
  saved.customer.email.toLowerCase() === input.customer.email.toLowerCase() &&
  saved.vehicle.vehicleId === input.vehicle.vehicleId &&
  saved.dealerId === input.dealerId &&
  saved.finance.product === input.finance.product;

/** The saved request `input` repeats, if one was saved in the 24 hours before `now`. */
export function duplicateOf(
  saved: Iterable<SavedQuoteRequest>,
  input: QuoteRequestInput,
  now: number,
): SavedQuoteRequest | undefined {
  for (const request of saved) {
    const age = now - Date.parse(request.createdAt);
    if (age >= 0 && age < duplicateWindowMs && sameRequest(request, input)) return request;
  }
  return undefined;
}
