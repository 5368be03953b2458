/**
 * The mock lender's lending rules (issue 17): which cash prices it finances, and the bounds and defaults of a quote's
 * term, deposit and annual mileage for a price. `getSantanderFinanceQuoteFieldData` answers them; a quote outside
 * them is a 400 naming the field; a price outside the lending range is a 404 (no product for the vehicle).
 */
import type { QuotedProduct } from './finance-quote.ts';

/** One field's bounds, as `FieldRange` in the finance document: min, max, step and default. */
export interface FieldRange {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** The cash prices the lender finances, in pounds: £5,000 to £100,000. Outside them it has no product. */
export const LENDING_RANGE = { min: 5000, max: 100_000 } as const;
/** The deposit, as a share of the cash price: 10% to 40%, in £100 steps, 10% by default. */
export const DEPOSIT_SHARE = { min: 0.1, max: 0.4, step: 100 } as const;

/** Terms in months by product: PCP 24 to 48, HP 12 to 60, in steps of 12, both 48 by default. */
export const TERMS: Readonly<Record<QuotedProduct, FieldRange>> = {
  PCP: { min: 24, max: 48, step: 12, default: 48 },
  HP: { min: 12, max: 60, step: 12, default: 48 },
};

/**
 * Annual miles of a PCP: 5,000 to 30,000 in steps of 1,000, 10,000 by default. HP has no mileage condition; its
 * field data carries the same range anyway, unused, so the form's shape does not depend on the product.
 */
export const ANNUAL_MILEAGE: FieldRange = { min: 5000, max: 30_000, step: 1000, default: 10_000 };

/** Whether the lender finances a car at this cash price. */
export function isFinanceable(cashPrice: number): boolean {
  return cashPrice >= LENDING_RANGE.min && cashPrice <= LENDING_RANGE.max;
}

/**
 * The deposit's bounds for a cash price: 10% rounded up and 40% rounded down to whole £100s, step £100, default the
 * minimum. £25,995: £2,600 to £10,300, default £2,600.
 */
export function depositRange(cashPrice: number): FieldRange {
  const { min, max, step } = DEPOSIT_SHARE;
  // Rounded to the penny first, so 10% of £26,000 is 2600, not 2600.0000000000005 rounded up to 2700.
  const least = Math.ceil(Math.round(cashPrice * min * 100) / 100 / step) * step;
  const most = Math.floor(Math.round(cashPrice * max * 100) / 100 / step) * step;
  return { min: least, max: most, step, default: least };
}

/** Whether a value lies on a range's steps from its minimum, between its bounds. */
export function isOnSteps(value: number, range: FieldRange): boolean {
  return value >= range.min && value <= range.max && (value - range.min) % range.step === 0;
}

/** The field data of a quote form for a product and a financeable cash price. */
export function quoteFieldRanges(product: QuotedProduct, cashPrice: number) {
  return { term: { ...TERMS[product] }, deposit: depositRange(cashPrice), annualMileage: { ...ANNUAL_MILEAGE } };
}
