/**
 * The published finance formula (issue 17): how the mock lender quotes hire purchase (HP) and personal contract
 * purchase (PCP) for a vehicle, as pure functions. It is the reference a backend team reads; the real figures come
 * from the lender's quote engine, and the calculator shows them as answered (CONC 3.5.5R(1)) and computes none.
 *
 * Rounding: the monthly payment to the penny; the guaranteed future value to whole pounds; every total is then added
 * up in whole pennies from the rounded figures, so deposit + payments + optional final payment = total amount payable
 * exactly.
 */
import { toPennies, wholePennies } from './running-cost.ts';

/** The option-to-purchase fee of a PCP, in pounds: £10, paid with the optional final payment (and included in it). */
export const OPTION_TO_PURCHASE_FEE = 10;
/** What a PCP charges per mile over its agreed mileage if the car is handed back, in pence: 6p. */
export const EXCESS_MILEAGE_PENCE_PER_MILE = 6;

/** The two products the lender quotes for a vehicle. */
export type QuotedProduct = 'PCP' | 'HP';

/**
 * The monthly rate of an APR given in percent: r = (1 + APR)^(1/12) - 1. The APR is an annual effective rate with
 * every month a twelfth of a year (CONC App 1.2, the total charge for credit and APR of agreements not secured on
 * land), so twelve months at r compound to exactly the APR.
 */
export function monthlyRate(aprPercent: number): number {
  return (1 + aprPercent / 100) ** (1 / 12) - 1;
}

/**
 * HP: the level monthly payment that repays `credit` in `n` payments at monthly rate `r`, the first a month after the
 * credit is drawn: credit x r / (1 - (1 + r)^-n). At r = 0 it is credit / n (the formula's limit).
 */
export function hirePurchasePayment(credit: number, r: number, n: number): number {
  return r === 0 ? credit / n : (credit * r) / (1 - (1 + r) ** -n);
}

/**
 * PCP: the level monthly payment when an optional final payment `finalPayment` falls due a month after the n-th
 * monthly payment (month n + 1): (credit - finalPayment / (1 + r)^(n + 1)) x r / (1 - (1 + r)^-n). At r = 0 it is
 * (credit - finalPayment) / n.
 */
export function contractPurchasePayment(credit: number, r: number, n: number, finalPayment: number): number {
  if (r === 0) return (credit - finalPayment) / n;
  return hirePurchasePayment(credit - finalPayment / (1 + r) ** (n + 1), r, n);
}

/**
 * The share of the cash price the lender guarantees the car is worth at the end of a PCP (the mock's rule; a real
 * lender reads it from residual-value tables): 66% after one year, 17% less for each further year (x 0.83), less a
 * quarter of a percentage point per year for every 1,000 miles a year above 10,000 (more below it). So 48 months at
 * 10,000 miles keep 0.66 x 0.83^3 = 37.74%; at 8,000 miles 39.74%. Never below 0.
 */
export function retention(termMonths: number, annualMileage: number): number {
  const years = termMonths / 12;
  const byAge = 0.66 * 0.83 ** (years - 1);
  const byMileage = 0.0025 * years * ((annualMileage - 10_000) / 1000);
  return Math.max(0, byAge - byMileage);
}

/** The guaranteed future value (GFV) of a PCP: cash price x {@link retention}, rounded to whole pounds. */
export function guaranteedFutureValue(cashPrice: number, termMonths: number, annualMileage: number): number {
  return Math.round(cashPrice * retention(termMonths, annualMileage));
}

/**
 * The fixed rate of interest as a flat rate: total charge for credit / credit / (duration in years) x 100, to 2
 * decimals. CONC 3.5.5R(1)(a) asks for "the rate of interest ... applied on an annual basis"; the basis (flat, as
 * here, or the borrowing rate) is the lender's choice for its compliance team to confirm (research note, section 7).
 */
export function flatRatePercent(totalChargeForCredit: number, credit: number, durationMonths: number): number {
  return Math.round((totalChargeForCredit / credit / (durationMonths / 12)) * 100 * 100) / 100;
}

/** What one quote is computed from. */
export interface QuoteTerms {
  product: QuotedProduct;
  /** The cash price, pounds. */
  cashPrice: number;
  /** Everything paid up front (the deposit, plus any part exchange less its settlement), pounds. */
  advancePayment: number;
  /** The number of monthly payments. */
  term: number;
  /** The APR, percent (one decimal, e.g. 9.9). */
  aprPercent: number;
  /** Annual miles agreed (PCP only: the guaranteed future value depends on it). */
  annualMileage: number;
}

/** Every figure of a quote, rounded as the lender answers them. */
export interface QuoteFigures {
  /** The total amount of credit: cash price - advance payment. */
  credit: number;
  monthlyPayment: number;
  /** PCP: GFV + option-to-purchase fee, due at month term + 1; HP: null. */
  optionalFinalPayment: number | null;
  /** PCP: the GFV; HP: null. */
  guaranteedFutureValue: number | null;
  /** Advance payment + term x monthly payment + optional final payment, to the penny. */
  totalRepayment: number;
  /** Total amount payable - cash price. */
  totalChargeForCredit: number;
  /** The flat rate, percent p.a. */
  fixedRate: number;
  /** PCP: term + 1 (the optional final payment's month); HP: term. */
  durationMonths: number;
}

/** Computes a quote's figures from its terms (no validation: the handlers check the request first). */
export function quoteFigures(terms: QuoteTerms): QuoteFigures {
  const { cashPrice, advancePayment, term: n } = terms;
  const credit = toPennies(cashPrice - advancePayment);
  const r = monthlyRate(terms.aprPercent);
  const pcp = terms.product === 'PCP';
  const gfv = pcp ? guaranteedFutureValue(cashPrice, n, terms.annualMileage) : null;
  const finalPayment = gfv === null ? null : gfv + OPTION_TO_PURCHASE_FEE;
  const payment =
    finalPayment === null ? hirePurchasePayment(credit, r, n) : contractPurchasePayment(credit, r, n, finalPayment);
  const monthlyPayment = toPennies(payment);
  const totalPennies =
    wholePennies(advancePayment) + n * wholePennies(monthlyPayment) + wholePennies(finalPayment ?? 0);
  const chargePennies = totalPennies - wholePennies(cashPrice);
  const durationMonths = pcp ? n + 1 : n;
  return {
    credit,
    monthlyPayment,
    optionalFinalPayment: finalPayment,
    guaranteedFutureValue: gfv,
    totalRepayment: totalPennies / 100,
    totalChargeForCredit: chargePennies / 100,
    fixedRate: flatRatePercent(chargePennies / 100, credit, durationMonths),
    durationMonths,
  };
}
