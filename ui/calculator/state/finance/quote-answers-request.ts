/**
 * A quote is shown only if it answers the question the calculator asked: the same vehicle, product, cash price, term,
 * deposit and (for a PCP) annual mileage. A provider that answers another question (a cached answer for another car,
 * an HP quote to a PCP request, figures made to add up around another price) would otherwise be shown as the lender's
 * figures for this car, which CONC 3.3.1R (a financial promotion must be fair, clear and not misleading) forbids. The
 * figures' plausible bounds are the document's (`FinanceQuote` in openapi/finance.yaml), checked by the SDK's
 * generated response validator before the quote reaches here; their arithmetic is `quote-reconciles.ts`.
 */

import { type FinanceQuote, quoteMismatch } from '@hcuk-genesis/sdk';
import { ukToday } from '../../format/calendar-day.ts';
import type { QuoteRequest } from './finance-request.ts';
import { pennies } from './pennies.ts';
import { quoteDates } from './quote-dates.ts';

/** Why `quote` does not answer `request`, or `undefined` when it does. */
export function quoteQuestionMismatch(quote: FinanceQuote, request: QuoteRequest): string | undefined {
  if (request.vehicleId !== undefined && quote.vehicleId !== undefined && quote.vehicleId !== request.vehicleId)
    return `the quote is for vehicle ${quote.vehicleId}, not ${request.vehicleId}`;
  if (quote.product !== request.product) return `the quote is ${quote.product}, not the ${request.product} asked for`;
  if (pennies(quote.price) !== pennies(request.price))
    return `the quote's cash price £${quote.price} is not the vehicle's £${request.price}`;
  if (quote.term !== request.term) return `the quote's term ${quote.term} is not the ${request.term} months asked for`;
  if (pennies(quote.deposit) !== pennies(request.deposit))
    return `the quote's deposit £${quote.deposit} is not the £${request.deposit} asked for`;
  if (request.expectedMileage !== undefined && quote.annualMileage !== request.expectedMileage)
    return `the quote's mileage ${quote.annualMileage} is not the ${request.expectedMileage} a year asked for`;
  return undefined;
}

/** When a quote is checked, and how long the lender's configuration says one holds (`finance.quoteValidDays`). */
export interface QuoteCheckTime {
  /** ms since the epoch; default now. */
  now?: number;
  validDays?: number;
}

/**
 * Why `quote` no longer holds: its last day is before today in the UK, where the lender's days end. Its
 * figures, shown as the lender's current example or the visitor's illustration and offered for a quote request, would
 * be out of date (a phone review saw "Quoted on 1 January 2020, valid until 1 February 2020" on both, and Send
 * offered; a compliance review saw a quote dated 1 August, held for the configuration's 30 days, still offered on
 * 28 November: CONC 3.3.1R, and CONC 3.5.7R for the representative example).
 */
export function quoteExpiry(
  quote: FinanceQuote,
  { now = Date.now(), validDays }: QuoteCheckTime = {},
): string | undefined {
  // Its last day in the UK: the end quote-dates.ts shows under it (the lender's own `validUntil`, else `validDays`
  // after its `quotedAt`); none when neither is given. A quote without `quotedAt` is dated as it is checked, so it holds.
  const until = quoteDates(quote, now, validDays).validUntil;
  if (until === undefined) return undefined;
  const today = ukToday(now);
  return until < today ? `the quote held until ${until}, before today (${today})` : undefined;
}

/**
 * Why `quote` cannot be shown: its figures do not add up (`quoteMismatch`), it no longer holds (`quoteExpiry`), or it
 * does not answer `request`. Without a request (a previous request's quote kept on screen while a new one loads),
 * only its arithmetic and its date are checked.
 */
export function quoteRefusal(
  quote: FinanceQuote,
  request: QuoteRequest | undefined,
  time: QuoteCheckTime = {},
): string | undefined {
  return (
    quoteMismatch(quote) ?? quoteExpiry(quote, time) ?? (request ? quoteQuestionMismatch(quote, request) : undefined)
  );
}
