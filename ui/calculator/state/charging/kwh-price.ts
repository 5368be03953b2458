/**
 * A price per kWh the visitor sets: at least the range's minimum (1p unless the configuration sets one) and at most its
 * maximum, in pounds or in pence with a `p` ("8.5p"). Kept to a hundredth of a penny (4 decimals), not 2: an 8.5p
 * off-peak tariff rounded to 9p would overstate every home-charged mile by 6%.
 */
import type { PriceRange } from '../prices/price-ranges.ts';
import type { PriceRule } from '../prices/price-text.ts';

/** Decimal places a price per kWh is kept to. */
export const kwhPriceDecimals = 4;

/** The rule for one charge type's price: "Home price per kWh must be between £0.01 and £1.00". */
export function kwhPriceRule(typeLabel: string, range: PriceRange): PriceRule {
  const label = `${typeLabel} price per kWh`;
  return { label, empty: `Enter the ${label}`, range, example: '0.245', decimals: kwhPriceDecimals };
}
