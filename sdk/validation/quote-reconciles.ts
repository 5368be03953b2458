/**
 * A lender's quote is shown only if its figures add up (CONC 3.3.1R: a promotion must be accurate): deposit + every monthly payment +
 * the optional final payment (+ any fee not already in a payment) = the total amount payable, cash price − deposit
 * = the total amount of credit, and total payable − cash price = the total charge for credit, each to the penny.
 * The calculator computes none of the figures it shows; it only refuses an answer that contradicts itself.
 *
 * The APR, the most prominent figure of a representative example (CONC 3.5.5R), is held to what its own figures
 * allow: it is 0% only when credit costs nothing or so little that the APR rounds to 0.0%; for a fixed rate it is never below the flat rate of interest,
 * since interest on a balance that only falls is at most the flat rate's on the whole credit for the term, and fees
 * only add to it; and it lies between the APRs its amounts give under the latest and the earliest payment timing a
 * lender could use (CONC App 1.2, `apr-from-figures.ts`: a check for gross errors, since the quote does not give
 * each payment's day). A phone review's provider answered "Representative APR 0.0%" beside
 * £6,668.20 of charges and a 6.98% rate, and 99% beside figures that give 9.9%.
 */
import type { components } from '../generated/finance.ts';
import { aprOutsideFigures, roundsToZeroApr } from './apr-from-figures.ts';

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
  return aprMismatch(quote);
}

/** Why the APR cannot be this quote's, or `undefined` when its figures allow it. */
function aprMismatch(quote: FinanceQuote): string | undefined {
  const apr = quote.interestRateRep;
  const charge = pennies(quote.totalChargeForCredit);
  // An APR is stated to one decimal, rounded half up (CONC App 1.2, as the Consumer Credit Directive's annex): a 0%
  // deal with a £10 option-to-purchase fee, or a few pence of rounding, works out at a few hundredths of a percent
  // and is rightly 0.0%. A charge whose lowest APR is 0.05% or more would be stated as 0.1% or more: refused.
  if (charge > 0 && apr === 0 && !roundsToZeroApr(quote))
    return `an APR of 0% with a total charge for credit of £${quote.totalChargeForCredit}`;
  if (charge === 0 && apr > 0) return `an APR of ${apr}% with nothing charged for credit`;
  // The APR is given to one decimal and the flat rate to two: half a tenth either way is rounding.
  if (quote.rateType === 'fixed' && apr < quote.fixedRate - 0.05)
    return `an APR of ${apr}% below the fixed rate of interest of ${quote.fixedRate}% a year`;
  return aprOutsideFigures(quote, apr);
}
