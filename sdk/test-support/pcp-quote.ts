/** A lender's PCP quote that adds up, for tests of the finance example's rules. */
import type { FinanceQuote } from '../validation/quote-reconciles.ts';

/** 48 x £409.91 + £10,398 (includes the £10 fee) + £2,600 deposit = £32,673.68. */
export const pcpQuote: FinanceQuote = {
  lender: 'santander',
  product: 'PCP',
  price: 25995,
  term: 48,
  deposit: 2600,
  credit: 23395,
  monthlyPayment: 409.91,
  optionalFinalPayment: 10398,
  interestRateRep: 9.9,
  fixedRate: 7.13,
  totalRepayment: 32673.68,
  totalChargeForCredit: 6678.68,
  durationMonths: 49,
  rateType: 'fixed',
  fees: [{ name: 'Option to purchase fee', amount: 10, payableWith: 'optionalFinalPayment' }],
  annualMileage: 8000,
  excessMileagePencePerMile: 6,
  representative: true,
};
