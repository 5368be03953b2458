import { expect, it } from 'vitest';
import { type FinanceQuote, quoteMismatch } from './quote-reconciles.ts';

// A PCP that adds up: 48 x £409.91 + £10,398 (includes the £10 fee) + £2,600 deposit = £32,673.68.
const quote: FinanceQuote = {
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

it('accepts a quote whose figures add up to the penny', () => {
  expect(quoteMismatch(quote)).toBeUndefined();
  expect(
    quoteMismatch({
      ...quote,
      product: 'HP',
      optionalFinalPayment: null,
      totalRepayment: 22275.68,
      totalChargeForCredit: -3719.32,
      fees: [],
    }),
  ).toBeUndefined();
});

it('refuses a quote that contradicts itself, saying which figures disagree', () => {
  expect(quoteMismatch({ ...quote, monthlyPayment: 329.41 })).toMatch(
    /add up to £28,?\d+\.\d\d, not the total payable/,
  );
  expect(quoteMismatch({ ...quote, credit: 23000 })).toMatch(/total amount of credit/);
  expect(quoteMismatch({ ...quote, totalChargeForCredit: 1 })).toMatch(/total charge for credit/);
});
