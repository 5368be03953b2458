/**
 * When a quote was produced and until when it holds: the lender's own `quotedAt` and `validUntil` where the answer
 * has them, else the moment the answer arrived and the lender's configured `finance.quoteValidDays`. When neither the
 * answer nor the configuration says how long it holds, no end is shown: a date the lender never gave would be stated
 * as the lender's (CONC 3.3.1R). A quote is only true for a time, so it is always dated.
 */
import { calendarDay } from '../../format/calendar-day.ts';
import { fillPlaceholders } from '../texts/index.ts';

/** The two dates, as days; `validUntil` only where the lender gave one. */
export interface QuoteDates {
  quotedOn: Date;
  validUntil?: Date;
}

const dayMs = 24 * 60 * 60 * 1000;

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
  const quotedOn = validMoment(quote.quotedAt) ?? new Date(arrivedAt);
  const validUntil =
    calendarDay(quote.validUntil) ??
    (validDays === undefined ? undefined : new Date(quotedOn.getTime() + validDays * dayMs));
  return validUntil ? { quotedOn, validUntil } : { quotedOn };
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

/** A date as a British reader writes it: `25 November 2026`. */
export const formatDay = (date: Date, locale = 'en-GB'): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
