/**
 * `10,000`: a count (of miles, cards, trims) as a visitor reads it, grouped and as it is. A whole count stays whole,
 * and nothing is rounded away: a figure the lender gave with a fraction shows its fraction.
 */
import { numberFormat } from './intl-on-first-use.ts';

const count = numberFormat('en-GB');

/** `10,000` (a count, grouped). */
export const formatCount = (value: number): string => count.format(value);
