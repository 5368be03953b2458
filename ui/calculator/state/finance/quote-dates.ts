/**
 * When a quote was produced and until when it holds: the lender's own `quotedAt` and `validUntil` where the answer
 * has them, else the moment the answer arrived and the lender's configured `finance.quoteValidDays`. When neither the
 * answer nor the configuration says how long it holds, no end is shown: a date the lender never gave would be stated
 * as the lender's (CONC 3.3.1R). A quote is only true for a time, so it is always dated.
 *
 * Both dates are days in the UK, where the lender's days end (`ukToday`), and are shown as such wherever the visitor
 * is: a lender's "valid until 25 December" is not the 24th to a visitor in New York, and 30 days from a quote of
 * 20 October is 19 November, not the 18th because the clocks went back in between. `quoteDateRefusal` holds a quote to
 * the same last day.
 */
import { addDays, calendarDay, ukToday } from '../../format/calendar-day.ts';
import { fillPlaceholders } from '../texts/index.ts';

/** When the quote was produced, and its two dates as UK days ("2026-11-25"); `validUntil` only where one is known. */
export interface QuoteDates {
  quotedAt: Date;
  quotedOn: string;
  validUntil?: string;
}

/** A moment the answer gave (`format: date-time`), when it reads as one. */
const validMoment = (text: string | undefined) => {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The dates of a quote that arrived at `arrivedAt` (ms since the epoch), held for `validDays` if configured. */
export function quoteDates(
  quote: { quotedAt?: string; validUntil?: string },
  arrivedAt: number,
  validDays?: number,
): QuoteDates {
  const quotedAt = validMoment(quote.quotedAt) ?? new Date(arrivedAt);
  const quotedOn = ukToday(quotedAt.getTime());
  const validUntil =
    (calendarDay(quote.validUntil) && quote.validUntil) ??
    (validDays === undefined ? undefined : addDays(quotedOn, validDays));
  return validUntil ? { quotedAt, quotedOn, validUntil } : { quotedAt, quotedOn };
}

/**
 * The line under a quote: "Quoted on 25 November 2026, valid until 25 December 2026." (`finance.quotedOn`), or,
 * with no end the lender gave, "Quoted on 25 November 2026" (`finance.request.quotedOn`).
 */
export function quoteDatedLine(dates: QuoteDates, texts: { quotedOn: string; request: { quotedOn: string } }): string {
  const date = formatDay(dates.quotedOn);
  return dates.validUntil
    ? fillPlaceholders(texts.quotedOn, { date, until: formatDay(dates.validUntil) })
    : fillPlaceholders(texts.request.quotedOn, { date });
}

/** A UK day ("2026-11-25") as a British reader writes it, in any time zone: `25 November 2026`. */
export const formatDay = (day: string, locale = 'en-GB'): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
