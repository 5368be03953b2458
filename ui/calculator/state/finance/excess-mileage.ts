/**
 * Mileage, honestly: a PCP's optional final payment assumes an annual mileage, and a car handed back with more
 * miles costs the excess mileage charge on every mile over. When the agreement's allowance is below what the visitor
 * says they drive (a lower allowance they picked, a choice from a shared link, or miles above the lender's maximum), the charge they should expect is stated in pounds, not only as pence per mile (Consumer Duty,
 * PRIN 2A.5: consumer understanding; CONC 3.3.1R: not misleading by omission).
 */
import type { FinanceQuote } from '@hcuk-genesis/sdk';

/** What the expected excess charge is worked out from. */
export interface ExcessMileageInput {
  /** The visitor's own annual miles (step 1). */
  visitorAnnualMiles: number;
  /** The agreement's annual mileage allowance; null for HP (no limit). */
  allowance: number | null | undefined;
  /** The charge per mile over, in pence; null for HP. */
  pencePerMile: number | null | undefined;
  /** The number of monthly payments. */
  termMonths: number;
}

/**
 * The charge for the miles over the allowance across the agreement's term, in pounds to the penny:
 * (visitor's annual miles − allowance) × term ÷ 12 × pence per mile ÷ 100. 0 when within the allowance or for HP.
 */
export function expectedExcessCharge({
  visitorAnnualMiles,
  allowance,
  pencePerMile,
  termMonths,
}: ExcessMileageInput): number {
  if (allowance == null || pencePerMile == null || !(visitorAnnualMiles > allowance)) return 0;
  const milesOver = ((visitorAnnualMiles - allowance) * termMonths) / 12;
  return Math.round(milesOver * pencePerMile) / 100;
}

/** `expectedExcessCharge` for a lender's quote (its allowance, charge per mile and term) and the visitor's miles. */
export const quoteExcessCharge = (
  quote: Pick<FinanceQuote, 'annualMileage' | 'excessMileagePencePerMile' | 'term'>,
  visitorAnnualMiles: number,
): number =>
  expectedExcessCharge({
    visitorAnnualMiles,
    allowance: quote.annualMileage,
    pencePerMile: quote.excessMileagePencePerMile,
    termMonths: quote.term,
  });

/** The term in years as words take it: `4`, `3.5`. */
export const termYears = (termMonths: number): string =>
  new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(termMonths / 12);
