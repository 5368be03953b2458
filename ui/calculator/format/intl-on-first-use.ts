/**
 * Intl formatters made when they first format, not when their module loads. In Chromium the first
 * `Intl.NumberFormat` of a page costs about 20 ms and the first `Intl.DateTimeFormat` about 6 ms (ICU's data); the
 * flow chunk's modules declared some twenty formatters at their top level, so the first step waited about 18 ms for
 * the chunk to evaluate although it formats almost nothing (a CPU profile of the first view; now under 2 ms). Each
 * one here is still made once, and shared by every call.
 */

/** What the calculator asks of a number formatter. */
export type NumberFormatter = Pick<Intl.NumberFormat, 'format'>;
/** What the calculator asks of a date formatter. */
export type DateFormatter = Pick<Intl.DateTimeFormat, 'format'>;

/** `new Intl.NumberFormat(locales, options)`, made on its first call. */
export function numberFormat(locales: string, options?: Intl.NumberFormatOptions): NumberFormatter {
  let made: Intl.NumberFormat | undefined;
  return {
    format: (value) => {
      made ??= new Intl.NumberFormat(locales, options);
      return made.format(value);
    },
  };
}

/** `new Intl.DateTimeFormat(locales, options)`, made on its first call. */
export function dateFormat(locales: string, options?: Intl.DateTimeFormatOptions): DateFormatter {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => {
      made ??= new Intl.DateTimeFormat(locales, options);
      return made.format(date);
    },
  };
}

/** `new Intl.Collator(locales, options).compare`, the collator made on its first comparison. */
export function collatorCompare(locales: string, options?: Intl.CollatorOptions): (a: string, b: string) => number {
  let made: Intl.Collator | undefined;
  return (a, b) => {
    made ??= new Intl.Collator(locales, options);
    return made.compare(a, b);
  };
}
