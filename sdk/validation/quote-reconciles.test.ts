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

it('refuses an APR its own figures cannot have: 0% with a charge for credit, a charge-free APR, or below the flat rate', () => {
  // The mock lender's PCP: 9.9% APR, a flat 6.98%, £6,668.20 of charges.
  expect(quote.interestRateRep).toBe(9.9);
  expect(quoteMismatch({ ...quote, interestRateRep: 0 })).toBe(
    `an APR of 0% with a total charge for credit of £${quote.totalChargeForCredit}`,
  );
  expect(quoteMismatch({ ...quote, interestRateRep: 5 })).toBe(
    `an APR of 5% below the fixed rate of interest of ${quote.fixedRate}% a year`,
  );
  // A flat rate rounded up beside an APR rounded down is rounding, not a contradiction.
  expect(quoteMismatch({ ...quote, interestRateRep: 7, fixedRate: 7.04 })).toBeUndefined();
  // 0% finance: nothing charged, an APR of 0.
  const free = {
    ...quote,
    totalRepayment: quote.price,
    totalChargeForCredit: 0,
    optionalFinalPayment: quote.price - quote.deposit - quote.term * quote.monthlyPayment,
    fees: [],
    fixedRate: 0,
  };
  expect(quoteMismatch({ ...free, interestRateRep: 0 })).toBeUndefined();
  expect(quoteMismatch({ ...free, interestRateRep: 9.9 })).toBe('an APR of 9.9% with nothing charged for credit');
});
