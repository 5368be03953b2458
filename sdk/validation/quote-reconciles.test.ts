import { expect, it } from 'vitest';
import { pcpQuote as quote } from '../test-support/pcp-quote.ts';
import { quoteMismatch } from './quote-reconciles.ts';

it('accepts a quote whose figures add up to the penny', () => {
  expect(quoteMismatch(quote)).toBeUndefined();
  expect(
    quoteMismatch({
      ...quote,
      product: 'HP',
      monthlyPayment: 597.76,
      optionalFinalPayment: null,
      durationMonths: 48,
      totalRepayment: 31292.48,
      totalChargeForCredit: 5297.48,
      interestRateRep: 10.9,
      fixedRate: 5.66,
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
  expect(quoteMismatch({ ...quote, interestRateRep: 9.9, fixedRate: 9.94 })).toBeUndefined();
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

it('refuses an APR outside what its payments give under the latest and the earliest timing (CONC App 1.2)', () => {
  // The mock lender's PCP: 48 × £409.91 from a month after £23,395 of credit, £10,398 at month 49: 9.9% APR; paid
  // in advance, with the final payment at month 48, 10.2%. A tenth either way is rounding.
  const range = 'where its payments give 9.9% to 10.2%';
  expect(quoteMismatch({ ...quote, interestRateRep: 99 })).toBe(`an APR of 99% ${range}`);
  expect(quoteMismatch({ ...quote, interestRateRep: 10.4 })).toBe(`an APR of 10.4% ${range}`);
  expect(quoteMismatch({ ...quote, interestRateRep: 9.7 })).toBe(`an APR of 9.7% ${range}`);
  for (const apr of [9.9, 10, 10.3]) expect(quoteMismatch({ ...quote, interestRateRep: apr })).toBeUndefined();
  // HP with a £10 fee paid separately: 48 × £597.76 against £23,395, the fee at the end, is 10.9%; in advance and
  // the fee at the start, 11.5%.
  const hp = {
    ...quote,
    product: 'HP' as const,
    monthlyPayment: 597.76,
    optionalFinalPayment: null,
    durationMonths: 48,
    fees: [{ name: 'Option to purchase fee', amount: 10, payableWith: 'separately' as const }],
    totalRepayment: 31302.48,
    totalChargeForCredit: 5307.48,
    interestRateRep: 10.9,
    fixedRate: 5.67,
  };
  expect(quoteMismatch(hp)).toBeUndefined();
  expect(quoteMismatch({ ...hp, interestRateRep: 19.9 })).toBe(
    'an APR of 19.9% where its payments give 10.9% to 11.5%',
  );
});
