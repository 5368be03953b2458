/**
 * Where each default price comes from and when it was true (the configuration's `priceSources`): a fuel price or an
 * energy price cap holds for a quarter, so a savings claim built on a default must say its date and source, on
 * screen and on paper (CAP Code 3.7: claims must be substantiated; 3.3: not misleading by omission), and past the
 * configured age (`priceMaxAgeDays`) the calculator says the prices may be out of date.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { calendarDay } from '../../format/calendar-day.ts';
import { ownValue } from '../store/own-value.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';

/** One default price's date and source. */
export type PriceSource = FinanceSchema<'PriceSource'>;

const dayMs = 24 * 60 * 60 * 1000;

// en-GB's month names, so the first step's "as of November 2026" needs no Intl (a page's first Intl formatter costs
// about 20 ms in Chromium: see format/numbers-without-intl.ts); price-sources.test.ts checks them against Intl.
const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A month as a reader says it: `November 2026` (UTC). */
export const formatMonth = (date: Date, locale = 'en-GB'): string =>
  locale === 'en-GB' && date.getUTCFullYear() >= 1000 && date.getUTCFullYear() <= 9999
    ? `${englishMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    : new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

const dateOf = (source: PriceSource | undefined) => calendarDay(source?.asOf);

/** "default as of November 2026 (RAC Fuel Watch)" for `key` (`petrol`, `home`, ...), or undefined without a source. */
export function defaultAsOf(
  sources: Readonly<Record<string, PriceSource>>,
  key: string,
  text: string,
): string | undefined {
  const source = ownValue(sources, key);
  const date = dateOf(source);
  return source && date ? fillPlaceholders(text, { month: formatMonth(date), source: source.source }) : undefined;
}

/** Each source as a phrase, `{what}` named by `labels` (`Petrol`, `Home`), in the order of `keys`. */
export function priceSourceNotes(
  sources: Readonly<Record<string, PriceSource>>,
  keys: readonly string[],
  labels: Readonly<Record<string, string>>,
  t: CalculatorTexts['compare']['assumptions'],
): string[] {
  return keys.flatMap((key) => {
    const source = ownValue(sources, key);
    const date = dateOf(source);
    if (!source || !date) return [];
    return [
      fillPlaceholders(t.priceSource, { what: labels[key] ?? key, month: formatMonth(date), source: source.source }),
    ];
  });
}

/** The date of the oldest of `keys`' sources, if any has one. */
function oldestDate(sources: Readonly<Record<string, PriceSource>>, keys: readonly string[]): Date | undefined {
  const dates = keys.flatMap((key) => {
    const date = dateOf(ownValue(sources, key));
    return date ? [date] : [];
  });
  return dates.sort((a, b) => a.getTime() - b.getTime())[0];
}

/** The month of the oldest of `keys`' sources (the figures are as old as their oldest default), if any. */
export function oldestMonth(sources: Readonly<Record<string, PriceSource>>, keys: readonly string[]) {
  const oldest = oldestDate(sources, keys);
  return oldest ? formatMonth(oldest) : undefined;
}

/** The month of the oldest of `keys`' sources when it is more than `maxAgeDays` before `now`, else undefined. */
export function outOfDateMonth(
  sources: Readonly<Record<string, PriceSource>>,
  keys: readonly string[],
  maxAgeDays: number | undefined,
  now: number,
): string | undefined {
  if (maxAgeDays === undefined) return undefined;
  const oldest = oldestDate(sources, keys);
  return oldest && now - oldest.getTime() > maxAgeDays * dayMs ? formatMonth(oldest) : undefined;
}
