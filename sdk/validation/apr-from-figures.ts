/**
 * The APRs a quote's own figures allow. The APR is the annual rate at which what is borrowed equals what is repaid,
 * each discounted from its day (CONC App 1.2.1R; every month a twelfth of a year, CONC App 1.2.6R). The quote gives
 * the amounts and the agreement's duration, not the day of each payment, so the rate is worked out for the latest
 * timing a lender uses (each monthly payment a month after the one before, the first a month after the credit; the
 * optional final payment at the end of the agreement; fees at the end) and the earliest (each monthly payment a
 * month earlier, in advance; the final payment with the last; fees at the start). A stated APR outside both is not
 * this quote's: a provider once answered 99% beside figures that give 9.9%.
 */
import type { components } from '../generated/finance.ts';

type FinanceQuote = components['schemas']['FinanceQuote'];

/** A repayment: its amount in pounds and its month after the credit. */
type Repayment = readonly [amount: number, month: number];

/** The monthly rate at which `repayments`, discounted, are `credit`: by bisection, to far below a penny's rate. */
function monthlyRate(credit: number, repayments: readonly Repayment[]): number {
  const owedAt = (rate: number) =>
    credit - repayments.reduce((sum, [amount, month]) => sum + amount / (1 + rate) ** month, 0);
  // From −50% to +100% a month: an APR from −99.98% to over 400,000%.
  let low = -0.5;
  let high = 1;
  for (let step = 0; step < 80; step += 1) {
    const middle = (low + high) / 2;
    if (owedAt(middle) < 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The APR of `repayments` against `credit`, percent. */
const aprOf = (credit: number, repayments: readonly Repayment[]) =>
  ((1 + monthlyRate(credit, repayments)) ** 12 - 1) * 100;

/** The lowest and highest APR, percent, that the quote's amounts give under the latest and the earliest timing. */
export function aprRange(quote: FinanceQuote): { lowest: number; highest: number } {
  const credit = quote.credit;
  const final = quote.optionalFinalPayment ?? 0;
  const fees = quote.fees.filter((fee) => fee.payableWith === 'separately').reduce((sum, fee) => sum + fee.amount, 0);
  const end = Math.max(quote.durationMonths, quote.term);
  const payments = (first: number): Repayment[] =>
    Array.from({ length: quote.term }, (_, index) => [quote.monthlyPayment, first + index] as const);
  const latest: Repayment[] = [...payments(1), [final, end], [fees, end]];
  const earliest: Repayment[] = [...payments(0), [final, quote.term], [fees, 0]];
  return { lowest: aprOf(credit, latest), highest: aprOf(credit, earliest) };
}
