/**
 * When a quote was produced and until when it holds: the lender's own `quotedAt` and `validUntil` where the answer
 * has them, else the moment the answer arrived and the configuration's `finance.quoteValidDays` (30 when it says
 * nothing). A quote is only true for a time; an undated one, on screen or on paper, would be misleading.
 */

/** The two dates, as days. */
export interface QuoteDates {
  quotedOn: Date;
  validUntil: Date;
}

const dayMs = 24 * 60 * 60 * 1000;
/** The quote validity used when neither the answer nor the configuration says. */
export const defaultQuoteValidDays = 30;

const validDate = (text: string | undefined) => {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The dates of a quote that arrived at `arrivedAt` (ms since the epoch). */
export function quoteDates(
  quote: { quotedAt?: string; validUntil?: string },
  arrivedAt: number,
  validDays = defaultQuoteValidDays,
): QuoteDates {
  const quotedOn = validDate(quote.quotedAt) ?? new Date(arrivedAt);
  const validUntil = validDate(quote.validUntil) ?? new Date(quotedOn.getTime() + validDays * dayMs);
  return { quotedOn, validUntil };
}

/** A date as a British reader writes it: `25 November 2026`. */
export const formatDay = (date: Date, locale = 'en-GB'): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
