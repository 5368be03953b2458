/**
 * `10,000`: a count (of miles, cards, trims) as a visitor reads it, grouped. A whole count stays whole, and one the
 * lender gave with a fraction keeps it (to three decimals, as `Intl` does by default) instead of being rounded to a
 * whole number.
 */
import { numberFormat } from './intl-on-first-use.ts';

const count = numberFormat('en-GB');

/** `10,000` (a count, grouped). */
export const formatCount = (value: number): string => count.format(value);
