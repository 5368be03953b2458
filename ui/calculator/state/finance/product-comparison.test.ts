import type { FinanceQuote } from '@hcuk-genesis/sdk';
import { expect, it } from 'vitest';
import { builtInTexts } from '../texts/built-in-texts.ts';
import { offersBothProducts, productRows, productTradeOff } from './product-comparison.ts';

const t = builtInTexts.finance.products;
// The mock lender's figures for an MG4 at £25,995 with £2,600 down over 48 months at 9.9% APR (8,000 miles a year).
const pcp = {
  product: 'PCP',
  deposit: 2600,
  term: 48,
  monthlyPayment: 410.9,
  optionalFinalPayment: 10340,
  totalRepayment: 32663.2,
  annualMileage: 8000,
  interestRateRep: 9.9,
} as FinanceQuote;
const hp = {
  product: 'HP',
  deposit: 2600,
  term: 48,
  monthlyPayment: 587.5,
  optionalFinalPayment: null,
  totalRepayment: 30800,
  annualMileage: null,
  interestRateRep: 10.9,
} as FinanceQuote;

it('sets PCP and HP side by side: payment, each one’s own APR, final payment, total payable and mileage limit', () => {
  expect(productRows(pcp, hp, t)).toEqual([
    ['Monthly payment', '£410.90', '£587.50'],
    // HP's 10.9% is its own, never to be read as the PCP representative example's 9.9% (CONC 3.3.1R).
    ['APR', '9.9%', '10.9%'],
    ['Final payment', '£10,340.00', 'None: the car is yours'],
    ['Total amount payable', '£32,663.20', '£30,800.00'],
    ['Mileage limit', '8,000 miles a year', 'No limit'],
  ]);
});

it('says the trade-off in one sentence: £176.60 less a month, £1,863.20 more in all with the final payment', () => {
  expect(productTradeOff(pcp, hp, t)).toBe(
    'PCP costs £176.60 less a month, but £1,863.20 more in all if you make the final payment to keep the car; HP has no mileage limit, and the car is yours at the end.',
  );
});

it('says so when PCP costs less in all even with its final payment', () => {
  const cheaper = { ...pcp, totalRepayment: 30000 } as FinanceQuote;
  expect(productTradeOff(cheaper, hp, t)).toMatch(/^PCP costs £176\.60 less a month and £800\.00 less in all/);
});

it('says no trade-off when PCP is not the lower monthly payment', () => {
  expect(productTradeOff({ ...pcp, monthlyPayment: 587.5 } as FinanceQuote, hp, t)).toBeUndefined();
});

it('offers the side-by-side only when the lender offers both products, each with its representative example', () => {
  const example = { vehicle: 'MG4 EV SE Standard Range 51kWh', price: 25995, deposit: 2600, term: 48 };
  const both = { PCP: { ...example, annualMileage: 8000 }, HP: example };
  expect(offersBothProducts({ products: ['PCP', 'HP'], representativeExamples: both })).toBe(true);
  // The table would state HP's APR with no HP example to go with it (CONC 3.5.5R).
  expect(offersBothProducts({ products: ['PCP', 'HP'], representativeExamples: { PCP: both.PCP } })).toBe(false);
  expect(offersBothProducts({ products: ['PCP'], representativeExamples: both })).toBe(false);
  expect(offersBothProducts(undefined)).toBe(false);
});
