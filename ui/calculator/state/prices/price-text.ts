/**
 * Prices as a visitor types them: pounds ("1.36", "£1.36", or "1,36" from a phone set to a comma-decimal region) or
 * pence with a `p` ("136p", "8.5p"). A price outside its
 * plausible range is refused with a message that names the field and the range and, when the figure looks like pence
 * typed as pounds, suggests the likely meaning: "Did you mean 8.5p? Enter 0.085".
 */
import { penceMeant } from '@hcuk-genesis/sdk';
import { numberFormat } from '../../format/intl-on-first-use.ts';
import { formatHundredths } from '../../format/numbers-without-intl.ts';
import { parseDecimal, roundTo, thousandsCommaAsDecimal } from '../vehicle/parse-amount.ts';
import { inPriceRange, type PriceRange } from './price-ranges.ts';

/** A price written in pence: the figure, then a trailing `p`. */
const inPence = /^\s*(.*?)\s*p\s*$/i;

/** Pounds for `text`, or `undefined` when it is not a price. Pence are written with a trailing `p`. */
export function parsePrice(text: string): number | undefined {
  const pence = inPence.exec(text);
  if (pence?.[1] !== undefined) {
    const value = pence[1].trim().startsWith('£') ? undefined : parseDecimal(pence[1]);
    return value === undefined ? undefined : value / 100;
  }
  // "£ 1.40": a space after the pound sign is how some type it (a phone review found it refused).
  return parseDecimal(text.replace(/£\s+/u, '£'));
}

const pounds = numberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 4 });

/** A price in pence, as the echo under a field says it: `136.0p`, `8.5p`, `24.67p`, and `0p` for nothing. */
export const formatPence = (poundsValue: number): string =>
  poundsValue === 0 ? '0p' : `${formatHundredths(roundTo(poundsValue * 100, 2))}p`;

/** A range's end as a message says it: `£0.80`, `£1.00`, `£0.01`. */
const end = (value: number) => pounds.format(value).replace(/(\.\d\d)0+$/, '$1');

/** How a price rule words its messages: the field's label and an example price in pounds. */
export interface PriceRule {
  /** The field's label as it starts a message: "Average fuel price (per litre)", "Home price per kWh". */
  label: string;
  /** The message for an empty field: "Enter your average fuel price (per litre)". */
  empty: string;
  range: PriceRange;
  /** A typical price in pounds for the "must be an amount" message: `1.36`, `0.245`. */
  example: string;
  /** Decimal places the price is kept to. */
  decimals: number;
}

/** The error for `text` under `rule`, or `undefined` when it is a price within the range. */
export function priceError(text: string, rule: PriceRule): string | undefined {
  if (text.trim() === '') return rule.empty;
  const value = parsePrice(text);
  const { range } = rule;
  if (value === undefined) return `${rule.label} must be an amount in pounds, like ${rule.example}`;
  if (inPriceRange(roundTo(value, rule.decimals), range)) return undefined;
  const outside = `${rule.label} must be between ${end(range.min)} and ${end(range.max)}`;
  // A figure 100 times too big that would fit is almost always pence typed as pounds (the document's pence slip). Not
  // for a figure already typed in pence: 245p is no pence slip, and "Did you mean 2.45p?" halved a charging price's
  // cost tenfold for a visitor who followed it (a phone review; 24.5p was meant).
  const fromPence = inPence.test(text) ? undefined : penceMeant(value, range);
  const meant = fromPence === undefined ? undefined : roundTo(fromPence, rule.decimals);
  if (meant !== undefined && inPriceRange(meant, range))
    return `${outside}. Did you mean ${formatPence(meant)}? Enter ${meant}`;
  // "1,459" is £1,459 in English, and £1.459 from a phone set to a comma-decimal region: read as a thousands comma it
  // cannot fit, so the decimal reading is offered, never taken.
  const decimal = thousandsCommaAsDecimal(text);
  return decimal !== undefined && inPriceRange(roundTo(decimal, rule.decimals), range)
    ? `${outside}. Did you mean ${pounds.format(decimal)}? Enter ${decimal}`
    : outside;
}

/** The price in `text` kept to the rule's decimals, or `undefined` while the text breaks the rule. */
export function parseValidPrice(text: string, rule: PriceRule): number | undefined {
  const value = parsePrice(text);
  return value === undefined || priceError(text, rule) ? undefined : roundTo(value, rule.decimals);
}
