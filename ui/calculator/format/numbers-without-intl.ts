/**
 * The few numbers the first step shows (the fuel price's echo in pence, the vehicle tax in whole pounds), written as
 * en-GB writes them without `Intl`: a page's first Intl formatter costs about 20 ms in Chromium (ICU's data), all of
 * it on the way to the first view, measured with `npm run bench`. Anything outside the simple cases goes to `Intl`,
 * and `numbers-without-intl.test.ts` checks both against `Intl.NumberFormat('en-GB', ...)`.
 */
import { numberFormat } from './intl-on-first-use.ts';

const hundredths = numberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const wholePounds = numberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
// A finite number's shortest form with at most two decimals and no exponent.
const hundredthsForm = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Digits grouped in threes with commas: `1234567` → `1,234,567`. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** `value` with one or two decimals and grouping ("136.0", "8.5", "24.67", "1,234.5"); more decimals: Intl rounds. */
export function formatHundredths(value: number): string {
  const parts = hundredthsForm.exec(String(value));
  if (!parts) return hundredths.format(value);
  const [, sign = '', whole = '', decimals = '0'] = parts;
  // -0 prints as "0"; Intl writes "-0.0", so the sign comes from the value, not the text.
  const negative = sign === '-' || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped(whole)}.${decimals}`;
}

/** Whole pounds ("£195", "£25,995"); anything but a whole number from 0 up goes to Intl. */
export function formatWholePounds(value: number): string {
  return Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0)
    ? `£${grouped(String(value))}`
    : wholePounds.format(value);
}
