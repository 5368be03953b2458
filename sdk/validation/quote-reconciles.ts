/**
 * A lender's quote is shown only if its figures add up (CONC 3.3.1R: a promotion must be accurate): deposit + every monthly payment +
 * the optional final payment (+ any fee not already in a payment) = the total amount payable, cash price − deposit
 * = the total amount of credit, and total payable − cash price = the total charge for credit, each to the penny.
 * The calculator computes none of the figures it shows; it only refuses an answer that contradicts itself.
 *
 * The APR, the most prominent figure of a representative example (CONC 3.5.5R), is held to what its own figures
 * allow: it is 0% only when credit costs nothing or so little that the APR rounds to 0.0%; it is never below the flat rate of interest,
 * since interest on a balance that only falls is at most the flat rate's on the whole credit for the term, and fees
 * only add to it; and it lies between the APRs its amounts give under the latest and the earliest payment timing a
 * lender could use (CONC App 1.2, `apr-from-figures.ts`: a check for gross errors, since the quote does not give
 * each payment's day). A phone review's provider answered "Representative APR 0.0%" beside
 * £6,668.20 of charges and a 6.98% rate, and 99% beside figures that give 9.9%.
 *
 * Each figure is also held to what it means for the product (`termsMismatch`), since a representative example's items
 * must describe one agreement (CONC 3.5.5R(1)): hire purchase has no optional final payment, agreed mileage or excess
 * mileage charge, and a PCP has its final payment; the agreement lasts at least as long as its payments take (CONC
 * 3.5.5R(1)(f)); a fee said to be inside the final payment is within one. A
 * compliance review's provider answered an HP example with an "Optional final payment £8,000.00", "48 monthly
 * payments … Duration of agreement 12 months", and a £500 fee inside a final payment the quote did not have: each
 * added up, and each was shown as the lender's.
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
  return termsMismatch(quote) ?? aprMismatch(quote);
}

/** Why the figures cannot be the product's, or `undefined` when they can. */
function termsMismatch(quote: FinanceQuote): string | undefined {
  const final = quote.optionalFinalPayment;
  if (quote.product === 'HP') {
    if (final !== null)
      return `a hire purchase quote with an optional final payment of £${final} (hire purchase has none)`;
    if (quote.annualMileage !== null || quote.excessMileagePencePerMile !== null)
      return 'a hire purchase quote with an agreed mileage or an excess mileage charge (hire purchase has neither)';
  }
  if (quote.product === 'PCP' && !final) return 'a PCP quote without its optional final payment';
  // The agreement lasts at least as long as its payments take: term payments a month apart, the first at the outset
  // at the earliest (in advance), and a final payment a month after the last. A longer one defers the first payment,
  // which the APR check places accordingly (`apr-from-figures.ts`).
  const shortest = quote.term - 1 + (final ? 1 : 0);
  if (quote.durationMonths < shortest)
    return `a duration of ${quote.durationMonths} months, shorter than its ${quote.term} monthly payments${final ? ' and final payment' : ''} take (${shortest} months)`;
  const inFinal = quote.fees
    .filter((fee) => fee.payableWith === 'optionalFinalPayment')
    .reduce((sum, fee) => sum + pennies(fee.amount), 0);
  if (inFinal > pennies(final ?? 0))
    return `fees of £${(inFinal / 100).toFixed(2)} said to be in an optional final payment of £${final ?? 0}`;
  return undefined;
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
  // The APR is given to one decimal and the flat rate to two: half a tenth either way is rounding. A variable rate's
  // APR assumes the rate stays at its level when the agreement is made (CONC App 1.2.6R), so the same bound holds.
  if (apr < quote.fixedRate - 0.05)
    return `an APR of ${apr}% below the ${quote.rateType} rate of interest of ${quote.fixedRate}% a year`;
  return aprOutsideFigures(quote, apr);
}
