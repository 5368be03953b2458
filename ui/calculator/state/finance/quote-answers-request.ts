/**
 * A quote is shown only if it answers the question the calculator asked: the same vehicle, product, cash price, term,
 * deposit and (for a PCP) annual mileage. A provider that answers another question (a cached answer for another car,
 * an HP quote to a PCP request, figures made to add up around another price) would otherwise be shown as the lender's
 * figures for this car, which CONC 3.3.1R (a financial promotion must be fair, clear and not misleading) forbids. The
 * figures' plausible bounds are the document's (`FinanceQuote` in openapi/finance.yaml), checked by the SDK's
 * generated response validator before the quote reaches here; their arithmetic is `quote-reconciles.ts`.
 *
 * The question includes what the calculator leaves out: no part exchange and no settlement (a quote that counts them
 * shows a credit and payments the visitor's deposit does not give), and the lender whose operation it asks
 * (`getSantanderFinanceQuoteData`), whose name and address the panel states (CONC 3.5.3R(1)(b)). A compliance
 * review's provider answered with a £5,000 part exchange never offered, and another as `zenith`: each was shown under
 * Santander's name as the visitor's figures.
 */

import { type FinanceQuote, financeRules, quoteMismatch } from '@hcuk-genesis/sdk';
import { addDays, ukToday } from '../../format/calendar-day.ts';
import type { QuoteRequest } from './finance-request.ts';
import { pennies } from './pennies.ts';
import { quoteDates } from './quote-dates.ts';

/** Why `quote` does not answer `request`, or `undefined` when it does. */
export function quoteQuestionMismatch(quote: FinanceQuote, request: QuoteRequest): string | undefined {
  if (quote.lender !== quotingLender)
    return `the quote is ${quote.lender}'s, not ${quotingLender}'s, whose quote was asked for`;
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
  for (const key of ['partExchange', 'settlement'] as const) {
    if (pennies(quote[key] ?? 0) !== pennies(request[key] ?? 0))
      return `the quote's ${key} £${quote[key]} is not the £${request[key] ?? 0} asked for`;
  }
  return undefined;
}

/** The lender whose quote operation the calculator calls (`getSantanderFinanceQuoteData`). */
const quotingLender: FinanceQuote['lender'] = 'santander';

/** When a quote is checked, and how long the lender's configuration says one holds (`finance.quoteValidDays`). */
export interface QuoteCheckTime {
  /** ms since the epoch; default now. */
  now?: number;
  validDays?: number;
}

/**
 * Why `quote` does not hold today: its last day is before today in the UK, where the lender's days end. Its
 * figures, shown as the lender's current example or the visitor's illustration and offered for a quote request, would
 * be out of date (a phone review saw "Quoted on 1 January 2020, valid until 1 February 2020" on both, and Send
 * offered; a compliance review saw a quote dated 1 August, held for the configuration's 30 days, still offered on
 * 28 November: CONC 3.3.1R, and CONC 3.5.7R for the representative example). Nor are dates no lender could mean
 * shown as the lender's: a quote made after tomorrow (a day's slack for the visitor's clock), or held until before
 * it was made or for longer than the document allows any quote (`QuoteValidDays`: a compliance review's provider
 * answered "Quoted on 1 March 2031" on 28 November 2026, and "valid until 31 December 2099").
 */
export function quoteDateRefusal(
  quote: FinanceQuote,
  { now = Date.now(), validDays }: QuoteCheckTime = {},
): string | undefined {
  // Its days in the UK, as quote-dates.ts shows them: the lender's own `validUntil`, else `validDays` after its
  // `quotedAt`; no end when neither is given. A quote without `quotedAt` is dated as it is checked, so it holds.
  const { quotedOn, validUntil: until } = quoteDates(quote, now, validDays);
  const today = ukToday(now);
  if (quotedOn > addDays(today, 1)) return `the quote is dated ${quotedOn}, after today (${today})`;
  if (until === undefined) return undefined;
  if (until < today) return `the quote held until ${until}, before today (${today})`;
  if (until < quotedOn) return `the quote holds until ${until}, before it was made (${quotedOn})`;
  const longest = financeRules.QuoteValidDays.maximum;
  if (until > addDays(quotedOn, longest))
    return `the quote holds until ${until}, more than ${longest} days after it was made (${quotedOn})`;
  return undefined;
}

/**
 * Why `quote` cannot be shown: its figures do not add up (`quoteMismatch`), it does not hold today (`quoteDateRefusal`), or it
 * does not answer `request`. Without a request (a previous request's quote kept on screen while a new one loads),
 * only its arithmetic and its date are checked.
 */
export function quoteRefusal(
  quote: FinanceQuote,
  request: QuoteRequest | undefined,
  time: QuoteCheckTime = {},
): string | undefined {
  return (
    quoteMismatch(quote) ??
    quoteDateRefusal(quote, time) ??
    (request ? quoteQuestionMismatch(quote, request) : undefined)
  );
}
