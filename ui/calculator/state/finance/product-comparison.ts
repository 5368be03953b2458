/**
 * PCP against HP for the same vehicle, deposit and term, side by side: what each costs a month at what APR, what is
 * owed at the end, what each costs in all and what mileage each allows, with the trade-off said in one sentence.
 * Every figure is the lender's own quote; the sentence only compares them. Both are the visitor's own illustrations, never
 * representative examples (the page's one representative example stays as it is: CONC 3.5.5R, 3.5.7R), and the
 * trade-off names the catch of each (a PCP's final payment and mileage limit, HP's higher payment) so neither is
 * presented as simply cheaper (CONC 3.3.1R clear, fair and not misleading; Consumer Duty, PRIN 2A.5).
 */
import type { FinanceQuote } from '@hcuk-genesis/sdk';
import { formatCount } from '../../format/count.ts';
import { formatMoney } from '../../format/money.ts';
import { wholeFigures } from '../../format/whole-figures.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';
import type { FinanceSettings } from './finance-requirements.ts';
import { pennies } from './pennies.ts';
import { formatApr } from './representative-example.ts';

/**
 * Whether the lender offers both products through the calculator (`configuration.finance.products`), each with its
 * representative example: the table states the other product's rate and cost of credit, so its example goes with it
 * (CONC 3.5.5R), and without one the table is not offered.
 */
export const offersBothProducts = (settings: FinanceSettings | undefined): boolean =>
  Boolean(
    settings?.products?.includes('PCP') &&
      settings.products.includes('HP') &&
      settings.representativeExamples?.PCP &&
      settings.representativeExamples.HP,
  );

/** The side-by-side rows: a label, the PCP figure and the HP figure. */
export function productRows(
  pcp: FinanceQuote,
  hp: FinanceQuote,
  t: CalculatorTexts['finance']['products'],
): [string, string, string][] {
  const finalPayment = (quote: FinanceQuote) =>
    quote.optionalFinalPayment == null ? t.noFinalPayment : formatMoney(quote.optionalFinalPayment);
  const limit = (quote: FinanceQuote) =>
    quote.annualMileage == null
      ? t.noMileageLimit
      : fillPlaceholders(t.mileageLimitValue, { miles: formatCount(quote.annualMileage) });
  const apr = (quote: FinanceQuote) => fillPlaceholders(t.aprValue, { apr: formatApr(quote) });
  return [
    [t.monthly, formatMoney(pcp.monthlyPayment), formatMoney(hp.monthlyPayment)],
    // Each product's own rate: the page's one APR is the representative example's, and HP's may differ.
    [t.apr, apr(pcp), apr(hp)],
    [t.finalPayment, finalPayment(pcp), finalPayment(hp)],
    [t.totalPayable, formatMoney(pcp.totalRepayment), formatMoney(hp.totalRepayment)],
    [t.mileageLimit, limit(pcp), limit(hp)],
  ];
}

/**
 * The trade-off in one sentence, or `undefined` when PCP is not the lower monthly payment (the usual trade-off
 * does not hold, and the rows say it all). The total amount payable of a PCP includes its optional final payment.
 */
export function productTradeOff(
  pcp: FinanceQuote,
  hp: FinanceQuote,
  t: CalculatorTexts['finance']['products'],
): string | undefined {
  const monthly = pennies(hp.monthlyPayment) - pennies(pcp.monthlyPayment);
  if (monthly <= 0) return undefined;
  const total = pennies(pcp.totalRepayment) - pennies(hp.totalRepayment);
  const text = fillPlaceholders(total > 0 ? t.tradeOff : t.tradeOffReturn, {
    monthlyDifference: formatMoney(monthly / 100),
    totalDifference: formatMoney(Math.abs(total) / 100),
  });
  return wholeFigures(text);
}
