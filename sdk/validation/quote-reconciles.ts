/**
 * A lender's quote is shown only if its figures add up (CONC 3.3.1R: a promotion must be accurate): deposit + every monthly payment +
 * the optional final payment (+ any fee not already in a payment) = the total amount payable, cash price − deposit
 * = the total amount of credit, and total payable − cash price = the total charge for credit, each to the penny.
 * The calculator computes none of the figures it shows; it only refuses an answer that contradicts itself.
 */
import type { components } from '../generated/finance.ts';

/** The lender's quote. */
export type FinanceQuote = components['schemas']['FinanceQuote'];

const pennies = (pounds: number) => Math.round(pounds * 100);

/** Why the figures do not add up, or `undefined` when they do. */
export function quoteMismatch(quote: FinanceQuote): string | undefined {
  const separateFees = quote.fees
    .filter((fee) => fee.payableWith === 'separately')
    .reduce((sum, fee) => sum + pennies(fee.amount), 0);
  // A part-exchange pays like a deposit; a settlement owed on the car traded in is borrowed too.
  const upFront = pennies(quote.deposit) + pennies(quote.partExchange ?? 0) - pennies(quote.settlement ?? 0);
  const paid =
    upFront + quote.term * pennies(quote.monthlyPayment) + pennies(quote.optionalFinalPayment ?? 0) + separateFees;
  if (paid !== pennies(quote.totalRepayment)) {
    return `deposit, payments and final payment add up to £${(paid / 100).toFixed(2)}, not the total payable £${quote.totalRepayment}`;
  }
  if (pennies(quote.price) - upFront !== pennies(quote.credit)) {
    return `cash price less deposit is not the total amount of credit £${quote.credit}`;
  }
  const charge = quote.totalChargeForCredit;
  if (charge !== undefined && pennies(quote.totalRepayment) - pennies(quote.price) !== pennies(charge)) {
    return `total payable less cash price is not the total charge for credit £${charge}`;
  }
  return undefined;
}
