import { expect, it } from 'vitest';
import { pcpQuote as quote } from '../test-support/pcp-quote.ts';
import { quoteMismatch } from './quote-reconciles.ts';

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
