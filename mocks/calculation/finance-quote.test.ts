import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  contractPurchasePayment,
  flatRatePercent,
  guaranteedFutureValue,
  hirePurchasePayment,
  monthlyRate,
  type QuotedProduct,
  type QuoteTerms,
  quoteFigures,
  retention,
} from './finance-quote.ts';
import { ANNUAL_MILEAGE, depositRange, LENDING_RANGE, TERMS } from './quote-bounds.ts';

const mg4 = { cashPrice: 25995, advancePayment: 2600, term: 48, annualMileage: 8000 };

/** The APR, percent, at which the credit equals the present value of the repayments (solved by bisection). */
function aprOf(credit: number, payment: number, n: number, finalPayment: number): number {
  const presentValue = (i: number) => {
    let sum = finalPayment / (1 + i) ** (n + 1);
    for (let k = 1; k <= n; k += 1) sum += payment / (1 + i) ** k;
    return sum;
  };
  let low = 0;
  let high = 0.1;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > credit) low = middle;
    else high = middle;
  }
  return ((1 + low) ** 12 - 1) * 100;
}

const steps = (range: { min: number; max: number; step: number }) =>
  fc.integer({ min: 0, max: (range.max - range.min) / range.step }).map((k) => range.min + k * range.step);

/** Any quote the lender's rules allow: a financeable price to the penny, a deposit on its £100 steps, a term, miles. */
const quoteTerms = (product: QuotedProduct) =>
  fc
    .record({
      pennies: fc.integer({ min: LENDING_RANGE.min * 100, max: LENDING_RANGE.max * 100 }),
      term: steps(TERMS[product]),
      annualMileage: steps(ANNUAL_MILEAGE),
      aprPercent: fc.integer({ min: 1, max: 299 }).map((tenths) => tenths / 10),
      depositStep: fc.nat(),
    })
    .map(({ pennies, depositStep, ...rest }): QuoteTerms => {
      const cashPrice = pennies / 100;
      const deposits = depositRange(cashPrice);
      const count = (deposits.max - deposits.min) / deposits.step + 1;
      return { product, cashPrice, advancePayment: deposits.min + (depositStep % count) * deposits.step, ...rest };
    });

it('quotes the MG4 on PCP: £25,995, £2,600 down, 48 months, 8,000 miles a year at 9.9% APR', () => {
  // GFV 25995 x 0.66 x 0.83^3 less 0.0025 x 4 x -2 (= 39.74%) = £10,330; final payment 10,330 + 10 fee = £10,340.
  // Payment (23395 - 10340 / 1.00790^49) x r / (1 - 1.00790^-48) = £410.90; 2600 + 48 x 410.90 + 10340 = 32,663.20.
  expect(quoteFigures({ product: 'PCP', aprPercent: 9.9, ...mg4 })).toEqual({
    credit: 23395,
    monthlyPayment: 410.9,
    optionalFinalPayment: 10340,
    guaranteedFutureValue: 10330,
    totalRepayment: 32663.2,
    totalChargeForCredit: 6668.2,
    fixedRate: 6.98,
    durationMonths: 49,
  });
});

it('quotes the MG4 on HP: £25,995, £2,600 down, 48 months at 10.9% APR', () => {
  // 23395 x r / (1 - (1 + r)^-48) with r = 1.109^(1/12) - 1 = £597.76; 2600 + 48 x 597.76 = 31,292.48.
  expect(quoteFigures({ product: 'HP', aprPercent: 10.9, ...mg4 })).toEqual({
    credit: 23395,
    monthlyPayment: 597.76,
    optionalFinalPayment: null,
    guaranteedFutureValue: null,
    totalRepayment: 31292.48,
    totalChargeForCredit: 5297.48,
    fixedRate: 5.66,
    durationMonths: 48,
  });
});

it("reproduces the research note's consistent 9.9% example: £23,395 credit and a £10,398 final payment give £409.91", () => {
  const payment = contractPurchasePayment(23395, monthlyRate(9.9), 48, 10398);
  expect(Math.round(payment * 100) / 100).toBe(409.91);
});

it('compounds twelve monthly rates to exactly the APR', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 50, noNaN: true }), (apr) => {
      expect((1 + monthlyRate(apr)) ** 12).toBeCloseTo(1 + apr / 100, 12);
    }),
  );
});

it('keeps less of the price for a longer term and for more miles, and never below nothing', () => {
  expect(retention(24, 10000)).toBeGreaterThan(retention(36, 10000));
  expect(retention(36, 10000)).toBeGreaterThan(retention(48, 10000));
  expect(retention(48, 5000)).toBeGreaterThan(retention(48, 30000));
  expect(retention(480, 30000)).toBe(0);
  expect(guaranteedFutureValue(25995, 48, 10000)).toBe(9810);
});

it('lowers the monthly payment as the deposit rises, for both products', () => {
  fc.assert(
    fc.property(fc.constantFrom<QuotedProduct>('PCP', 'HP').chain(quoteTerms), (terms) => {
      const { max, step } = depositRange(terms.cashPrice);
      fc.pre(terms.advancePayment + step <= max);
      const more = quoteFigures({ ...terms, advancePayment: terms.advancePayment + step });
      expect(more.monthlyPayment).toBeLessThan(quoteFigures(terms).monthlyPayment);
    }),
  );
});

it('adds up: deposit + term x payment + final payment = total payable, to the penny; credit and charge reconcile', () => {
  fc.assert(
    fc.property(fc.constantFrom<QuotedProduct>('PCP', 'HP').chain(quoteTerms), (terms) => {
      const quote = quoteFigures(terms);
      const added = terms.advancePayment + terms.term * quote.monthlyPayment + (quote.optionalFinalPayment ?? 0);
      expect(Math.abs(added - quote.totalRepayment)).toBeLessThan(0.005);
      expect(Math.abs(terms.cashPrice - terms.advancePayment - quote.credit)).toBeLessThan(0.005);
      expect(Math.abs(quote.totalRepayment - terms.cashPrice - quote.totalChargeForCredit)).toBeLessThan(0.005);
      expect(quote.durationMonths).toBe(terms.product === 'PCP' ? terms.term + 1 : terms.term);
    }),
  );
});

it("recomputes the product's APR from the cash flows, within 0.1 percentage point", () => {
  fc.assert(
    fc.property(fc.constantFrom<QuotedProduct>('PCP', 'HP').chain(quoteTerms), (terms) => {
      const quote = quoteFigures(terms);
      const apr = aprOf(quote.credit, quote.monthlyPayment, terms.term, quote.optionalFinalPayment ?? 0);
      expect(Math.abs(apr - terms.aprPercent)).toBeLessThan(0.1);
    }),
  );
});

it('tends to credit / n as the rate tends to 0, and is exactly that at 0', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1000, max: 100_000 }), fc.integer({ min: 1, max: 84 }), (credit, n) => {
      const gap = (r: number) => hirePurchasePayment(credit, r, n) / (credit / n) - 1;
      expect(hirePurchasePayment(credit, 0, n)).toBe(credit / n);
      // The relative gap is about r x (n + 1) / 2: it shrinks with r, and stays above 0 (interest costs something).
      expect(gap(1e-7)).toBeLessThan(1e-5);
      expect(gap(1e-7)).toBeLessThan(gap(1e-4));
      expect(gap(1e-4)).toBeGreaterThan(0);
    }),
  );
});

it('asks less a month on PCP than on HP for the same price, deposit, term and APR', () => {
  fc.assert(
    fc.property(quoteTerms('PCP'), (terms) => {
      const pcp = quoteFigures(terms);
      const hp = quoteFigures({ ...terms, product: 'HP' });
      expect(pcp.monthlyPayment).toBeLessThan(hp.monthlyPayment);
    }),
  );
});

it('states the flat rate over the duration in years, to 2 decimals', () => {
  expect(flatRatePercent(6668.2, 23395, 49)).toBe(6.98);
  expect(flatRatePercent(5297.48, 23395, 48)).toBe(5.66);
});
