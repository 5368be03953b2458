import { flatRatePercent, OPTION_TO_PURCHASE_FEE, wholePennies } from '@hcuk-genesis/mocks/calculation';
import type { FinanceSchema } from '@hcuk-genesis/sdk';

type FinanceQuote = FinanceSchema<'FinanceQuote'>;
type FinanceFee = FinanceSchema<'FinanceFee'>;

/**
 * An HP's option-to-purchase fee: the £10 the document's PCP example charges, but `separately`, as an HP has no
 * optional final payment to carry it (the mock lender's HP charges none, so its answer has `fees: []`).
 */
export const hpOptionToPurchaseFee: FinanceFee = {
  name: 'Option to purchase fee',
  amount: OPTION_TO_PURCHASE_FEE,
  payableWith: 'separately',
};

/**
 * The quote as a lender that also charges `fee` separately answers it: the fee is in none of the payments, so it is
 * added once to the total amount payable and to the total charge for credit (the document's `FinanceQuote` rules,
 * which the calculator's `quote-reconciles.ts` checks), and the flat rate follows the new charge. The payments and
 * the APR stay as quoted: £10 at the end of the MG4's HP moves its APR from 10.900% to 10.917%, still 10.9% to one
 * decimal.
 */
export function withSeparateFee(quote: FinanceQuote, fee: FinanceFee): FinanceQuote {
  const totalRepayment = (wholePennies(quote.totalRepayment) + wholePennies(fee.amount)) / 100;
  const totalChargeForCredit = (wholePennies(totalRepayment) - wholePennies(quote.price)) / 100;
  return {
    ...quote,
    fees: [...quote.fees, fee],
    totalRepayment,
    totalChargeForCredit,
    fixedRate: flatRatePercent(totalChargeForCredit, quote.credit, quote.durationMonths),
  };
}
