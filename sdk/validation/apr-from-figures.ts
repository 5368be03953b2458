/**
 * Whether a quote's stated APR is one its own amounts can give. The APR is the annual rate at which what is borrowed
 * equals what is repaid, each discounted from its day (CONC App 1.2.1R; every month a twelfth of a year, CONC App
 * 1.2.6R). The quote gives the amounts and the agreement's duration, not the day of each payment, so this is a check
 * for gross errors, not a recomputation: the stated APR must lie between the APR of the latest timing a lender could
 * have used and that of the earliest, a tenth either way for its rounding (half up, to one decimal).
 *
 * The duration places the payments: the last monthly payment at the agreement's end, or a month before a final
 * payment there (a first payment deferred by months shows in the duration). Around that:
 *
 * - Latest: every payment a month later, for a first payment due some days after a whole month, which the duration in
 *   whole months does not show; separate fees at the very end.
 * - Earliest: every payment a month earlier (payments in advance, whose agreement states its duration to the last of
 *   them), but none before the credit; separate fees at the start. Payments in advance beyond the first are part of
 *   the deposit (the document's `deposit`), so the credit is what is left.
 *
 * A provider once answered 99% beside figures that give 9.9%; one at 0% was answered beside £6,668.20 of charges.
 * Checking costs two present values in closed form (a few microseconds); the range is worked out by bisection only to
 * word a refusal.
 */
import type { components } from '../generated/finance.ts';

type FinanceQuote = components['schemas']['FinanceQuote'];

/** When the repayments fall, in months after the credit. */
interface Timing {
  /** The first monthly payment's month; the rest follow a month apart. */
  firstPayment: number;
  finalPayment: number;
  fees: number;
}

/** The quote's amounts, as the timings discount them. */
interface Amounts {
  credit: number;
  monthlyPayment: number;
  term: number;
  finalPayment: number;
  fees: number;
}

/** What is repaid, discounted to the credit's day at `monthly` (a monthly rate above −1). */
function presentValue(amounts: Amounts, timing: Timing, monthly: number): number {
  const v = 1 / (1 + monthly);
  const { monthlyPayment, term } = amounts;
  // term level payments from firstPayment: v^first × (1 − v^term) ÷ (1 − v), or term of them undiscounted at 0%.
  const payments =
    monthly === 0 ? monthlyPayment * term : (monthlyPayment * v ** timing.firstPayment * (1 - v ** term)) / (1 - v);
  return payments + amounts.finalPayment * v ** timing.finalPayment + amounts.fees * v ** timing.fees;
}

/** A yearly APR in percent as a monthly rate: (1 + APR)^(1/12) − 1. */
const monthlyRate = (aprPercent: number) => (1 + aprPercent / 100) ** (1 / 12) - 1;

/** The APR, percent, at which `timing` repays exactly the credit: by bisection, only to word a refusal. */
function aprOf(amounts: Amounts, timing: Timing): number {
  let low = -99;
  let high = 10_000;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(amounts, timing, monthlyRate(middle)) > amounts.credit) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The quote's amounts and its latest and earliest timings; undefined for amounts no agreement has. */
function timingsOf(quote: FinanceQuote): { amounts: Amounts; latest: Timing; earliest: Timing } | undefined {
  const { credit, monthlyPayment, term, durationMonths } = quote;
  const finalPayment = quote.optionalFinalPayment ?? 0;
  const fees = quote.fees.filter((fee) => fee.payableWith === 'separately').reduce((sum, fee) => sum + fee.amount, 0);
  const whole = (months: number) => Number.isInteger(months) && months >= 1 && months <= 1200;
  const amounts = [credit, monthlyPayment, finalPayment, fees];
  if (!whole(term) || !whole(durationMonths) || !amounts.every(Number.isFinite) || !(credit > 0)) return undefined;
  const end = Math.max(durationMonths, term);
  const firstPayment = Math.max(1, (finalPayment > 0 ? end - 1 : end) - term + 1);
  return {
    amounts: { credit, monthlyPayment, term, finalPayment, fees },
    latest: { firstPayment: firstPayment + 1, finalPayment: end + 1, fees: end + 1 },
    earliest: { firstPayment: firstPayment - 1, finalPayment: end - 1, fees: 0 },
  };
}

/**
 * Why `aprPercent` cannot be this quote's ("an APR of 99% where its payments give 9.6% to 10.2%"), or undefined when
 * some timing between the latest and the earliest gives it, or the amounts are none an agreement has (the quote's
 * other checks and its document say what is wrong with those).
 */
export function aprOutsideFigures(quote: FinanceQuote, aprPercent: number): string | undefined {
  const timings = timingsOf(quote);
  if (!timings || !Number.isFinite(aprPercent)) return undefined;
  const { amounts, latest, earliest } = timings;
  // What is repaid only falls as the rate rises: at a tenth above the stated APR the latest timing must repay no more
  // than the credit, and at a tenth below it the earliest must repay no less.
  const lowEnough = presentValue(amounts, latest, monthlyRate(aprPercent + 0.1)) <= amounts.credit;
  const highEnough = presentValue(amounts, earliest, monthlyRate(Math.max(aprPercent - 0.1, -99))) >= amounts.credit;
  if (lowEnough && highEnough) return undefined;
  const lowest = aprOf(amounts, latest).toFixed(1);
  const highest = aprOf(amounts, earliest).toFixed(1);
  return `an APR of ${aprPercent}% where its payments give ${lowest}% to ${highest}%`;
}

/**
 * Whether a stated APR of 0% can be this quote's: the lowest APR its amounts give (every payment as late as a lender
 * could place it) is under 0.05%, which is 0.0% to one decimal. True for amounts no agreement has (other checks say
 * what is wrong with those).
 */
export function roundsToZeroApr(quote: FinanceQuote): boolean {
  const timings = timingsOf(quote);
  if (!timings) return true;
  return presentValue(timings.amounts, timings.latest, monthlyRate(0.05)) <= timings.amounts.credit;
}
