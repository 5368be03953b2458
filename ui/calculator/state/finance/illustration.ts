/**
 * The visitor's own illustration beside each vehicle, in a compact form (the page's representative example carries
 * every CONC 3.5.5R item once): what they pay each month and for how long at what APR, the deposit, the optional
 * final payment, the total amount payable, the total charge for credit and the agreement's duration, the mileage
 * terms, and, where they drive more than the agreement allows, the excess mileage charge they should expect in pounds
 * and what they pay in all if they give the car back. Every figure is the lender's, but the expected excess charge
 * (`excess-mileage.ts`), which is the visitor's miles at the lender's own rate.
 */

import type { FinanceQuote } from '@hcuk-genesis/sdk';
import { formatMoney } from '../../format/money.ts';
import { wholeFigures } from '../../format/whole-figures.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';
import { termYears } from './excess-mileage.ts';
import { pennies } from './pennies.ts';
import { formatApr, mileageRows } from './representative-example.ts';

/**
 * The one-line summary: "£410.90 a month for 48 months at 9.9% APR", with ", plus about £1,536 for miles over the
 * allowance" when the visitor drives more than the agreement allows.
 */
export function illustrationSummary(quote: FinanceQuote, t: CalculatorTexts['finance'], excess: number): string {
  const summary = fillPlaceholders(t.illustrationSummary, {
    payment: formatMoney(quote.monthlyPayment),
    term: quote.term,
    apr: `${formatApr(quote)}%`,
  });
  return wholeFigures(
    excess > 0 ? summary + fillPlaceholders(t.excessBeside, { amount: formatMoney(excess) }) : summary,
  );
}

/**
 * What a PCP costs in all when the car is given back at the end with `excess` pounds of miles over the allowance: the
 * total amount payable less the optional final payment, which is then not paid, plus the charge. The charge falls due
 * only when the car goes back, so adding it to the total payable, which includes the final payment, would add two
 * costs that cannot both happen (CONC 3.3.1R). In pennies, so that the sum is exact.
 */
export function paidGivingBack(quote: FinanceQuote, excess: number): number {
  return (pennies(quote.totalRepayment) - pennies(quote.optionalFinalPayment ?? 0) + pennies(excess)) / 100;
}

/**
 * "These figures are at 0% APR, not the representative 9.9% APR.", when the lender quotes this car at another APR than
 * the page's representative example (`representativeApr`, as `formatApr` writes it; undefined while it is not known):
 * said beside the payment it sets, and in the dialog that restates it over the page, so it is never read as the
 * representative rate (CONC 3.3.1R, 3.5.5R).
 */
export function otherRate(
  quote: FinanceQuote,
  t: CalculatorTexts['finance'],
  representativeApr: string | undefined,
): string | undefined {
  const apr = formatApr(quote);
  return representativeApr === undefined || apr === representativeApr
    ? undefined
    : fillPlaceholders(t.otherRate, { apr: `${apr}%`, representative: `${representativeApr}%` });
}

/** The rows, in order; a row that does not apply is left out. `excess` is the expected charge in pounds (0: none). */
export function illustrationRows(
  quote: FinanceQuote,
  t: CalculatorTexts['finance'],
  excess: number,
): [string, string][] {
  const rows: [string, string | null][] = [
    [t.deposit, formatMoney(quote.deposit)],
    [t.optionalFinalPayment, quote.optionalFinalPayment == null ? null : formatMoney(quote.optionalFinalPayment)],
    [t.totalPayable, formatMoney(quote.totalRepayment)],
    // What the credit costs, and how long the agreement runs (a PCP's a month longer than its payments, for the final
    // payment): the dialog that restates a quote had them, the illustration beside the payment did not (a review).
    [t.totalChargeForCredit, quote.totalChargeForCredit == null ? null : formatMoney(quote.totalChargeForCredit)],
    [
      t.duration,
      quote.durationMonths == null ? null : fillPlaceholders(t.durationValue, { months: quote.durationMonths }),
    ],
    ...mileageRows(quote, t),
  ];
  return [...rows.filter((row): row is [string, string] => row[1] !== null), ...excessRows(quote, t, excess)];
}

/**
 * Where the visitor drives more than the agreement allows (`excess` pounds, 0: none): the charge to expect over the
 * term, and what they pay in all if they give the car back. None otherwise.
 */
export function excessRows(quote: FinanceQuote, t: CalculatorTexts['finance'], excess: number): [string, string][] {
  if (excess <= 0) return [];
  return [
    [
      fillPlaceholders(t.excessMileageCost, {
        years: fillPlaceholders(t.yearsValue, { years: termYears(quote.term) }),
      }),
      formatMoney(excess),
    ],
    [t.totalWithExcess, formatMoney(paidGivingBack(quote, excess))],
  ];
}
