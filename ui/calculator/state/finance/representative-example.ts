/**
 * The representative example (CONC 3.5.5R(1)), as label and value rows in the usual UK order, every figure as the
 * lender's quote gives it (none computed here): cash price and deposit (e), total amount of credit (c), each
 * repayment (h) with the optional final payment and what it includes, any other charge (b), total charge for credit,
 * total amount payable (g), duration (f), the rate of interest and whether it is fixed or variable (a), the
 * representative APR (d), and for a PCP the annual mileage and excess mileage charge (industry practice, and what a
 * visitor needs to understand the optional final payment: PRIN 2A.5).
 */

import type { FinanceQuote } from '@hcuk-genesis/sdk';
import { formatTenths } from '../../format/figures.ts';
import { numberFormat } from '../../format/intl-on-first-use.ts';
import { formatMoney } from '../../format/money.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';

const number = numberFormat('en-GB', { maximumFractionDigits: 2 });

/** A quote's APR as every part shows it, to one decimal place: `9.9` (the texts add `%` and `APR`). */
export const formatApr = (quote: FinanceQuote): string => formatTenths(quote.interestRateRep);

/** A PCP's mileage terms: the annual mileage and the excess mileage charge (null for HP, so left out). */
export function mileageRows(quote: FinanceQuote, t: CalculatorTexts['finance']): [string, string | null][] {
  return [
    [
      t.annualMileage,
      quote.annualMileage == null
        ? null
        : fillPlaceholders(t.mileageValue, { miles: number.format(quote.annualMileage) }),
    ],
    [
      t.excessMileage,
      quote.excessMileagePencePerMile == null
        ? null
        : fillPlaceholders(t.excessMileageValue, { pence: number.format(quote.excessMileagePencePerMile) }),
    ],
  ];
}

/**
 * The rows, in order; a row that does not apply (no final payment, no fee) is left out. The APR's label is
 * "Representative APR" unless `aprLabel` says otherwise: the same items restated for the visitor's own quote are not
 * the representative example, and its APR is their own (CONC 3.5.5R(1)(d) names the one representative APR).
 */
export function representativeExample(
  quote: FinanceQuote,
  t: CalculatorTexts['finance'],
  aprLabel: string = t.apr,
): [string, string][] {
  const included = quote.fees.filter((fee) => fee.payableWith === 'optionalFinalPayment');
  const withFees = (value: string) =>
    included.length === 0
      ? value
      : `${value} (${fillPlaceholders(t.includesFee, { fee: included.map((fee) => `${fee.name.toLowerCase()} ${formatMoney(fee.amount)}`).join(', ') })})`;
  const others = quote.fees.filter((fee) => fee.payableWith !== 'optionalFinalPayment');
  const rows: [string, string | null][] = [
    [t.cashPrice, formatMoney(quote.price)],
    [t.deposit, formatMoney(quote.deposit)],
    [t.credit, formatMoney(quote.credit)],
    [fillPlaceholders(t.monthlyPayments, { count: quote.term }), formatMoney(quote.monthlyPayment)],
    [
      t.optionalFinalPayment,
      quote.optionalFinalPayment == null ? null : withFees(formatMoney(quote.optionalFinalPayment)),
    ],
    ...others.map((fee): [string, string] => [fee.name, formatMoney(fee.amount)]),
    [t.totalChargeForCredit, quote.totalChargeForCredit == null ? null : formatMoney(quote.totalChargeForCredit)],
    [t.totalPayable, formatMoney(quote.totalRepayment)],
    [
      t.duration,
      quote.durationMonths == null ? null : fillPlaceholders(t.durationValue, { months: quote.durationMonths }),
    ],
    [
      quote.rateType === 'variable' ? t.variableRateOfInterest : t.rateOfInterest,
      quote.fixedRate == null ? null : fillPlaceholders(t.rateValue, { rate: number.format(quote.fixedRate) }),
    ],
    [aprLabel, fillPlaceholders(t.aprValue, { apr: formatApr(quote) })],
    ...mileageRows(quote, t),
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}
