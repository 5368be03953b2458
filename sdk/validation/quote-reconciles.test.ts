import fc from 'fast-check';
import { expect, it } from 'vitest';
import { pcpQuote as quote } from '../test-support/pcp-quote.ts';
import { aprOutsideFigures } from './apr-from-figures.ts';
import { quoteMismatch } from './quote-reconciles.ts';

/** The mock lender's HP: 48 × £597.76 from £23,395 of credit, no fees, 10.9% APR. */
const hpQuote = {
  ...quote,
  product: 'HP' as const,
  monthlyPayment: 597.76,
  optionalFinalPayment: null,
  annualMileage: null,
  excessMileagePencePerMile: null,
  durationMonths: 48,
  fees: [],
  totalRepayment: 31292.48,
  totalChargeForCredit: 5297.48,
  interestRateRep: 10.9,
  fixedRate: 5.66,
};

it('accepts a quote whose figures add up to the penny', () => {
  expect(quoteMismatch(quote)).toBeUndefined();
  expect(quoteMismatch(hpQuote)).toBeUndefined();
});

it('refuses a quote that contradicts itself, saying which figures disagree', () => {
  expect(quoteMismatch({ ...quote, monthlyPayment: 329.41 })).toMatch(
    /add up to £28,?\d+\.\d\d, not the total payable/,
  );
  expect(quoteMismatch({ ...quote, credit: 23000 })).toMatch(/total amount of credit/);
  expect(quoteMismatch({ ...quote, totalChargeForCredit: 1 })).toMatch(/total charge for credit/);
});

it('refuses figures that do not fit the product, though they add up (CONC 3.5.5R(1): one agreement)', () => {
  const hp = hpQuote;
  // A compliance review's provider: an HP example with an "Optional final payment £8,000.00", payments lowered to fit.
  const balloon = {
    ...hp,
    monthlyPayment: 431.09,
    optionalFinalPayment: 8000,
    durationMonths: 49,
    totalRepayment: 31292.32,
    totalChargeForCredit: 5297.32,
  };
  expect(quoteMismatch(balloon)).toBe(
    'a hire purchase quote with an optional final payment of £8000 (hire purchase has none)',
  );
  expect(quoteMismatch({ ...hp, annualMileage: 8000 })).toMatch(/^a hire purchase quote with an agreed mileage/);
  expect(quoteMismatch({ ...hp, excessMileagePencePerMile: 6 })).toMatch(/excess mileage charge/);
  // A PCP without its final payment, its payments raised to fit.
  const noFinal = {
    ...quote,
    optionalFinalPayment: null,
    monthlyPayment: 626.53,
    durationMonths: 48,
    totalRepayment: 32673.44,
    totalChargeForCredit: 6678.44,
  };
  expect(quoteMismatch(noFinal)).toBe('a PCP quote without its optional final payment');
});

it('refuses an agreement shorter than its payments take, and keeps one whose first payment is deferred', () => {
  // A compliance review: "48 monthly payments … Duration of agreement 12 months".
  expect(quoteMismatch({ ...quote, durationMonths: 12 })).toBe(
    'a duration of 12 months, shorter than its 48 monthly payments and final payment take (48 months)',
  );
  // The shortest: payments in advance, the final payment a month after the last (48); the usual 49.
  expect(quoteMismatch({ ...quote, durationMonths: 47 })).toMatch(/^a duration of 47 months/);
  for (const durationMonths of [48, 49, 50]) expect(quoteMismatch({ ...quote, durationMonths })).toBeUndefined();
});

it('refuses fees said to be in a final payment the quote does not have, or larger than it', () => {
  const hp = hpQuote;
  // A compliance review: a £500 "Acceptance fee" inside the final payment of an HP quote, shown nowhere.
  const acceptance = { name: 'Acceptance fee', amount: 500, payableWith: 'optionalFinalPayment' as const };
  expect(quoteMismatch({ ...hp, fees: [acceptance] })).toBe(
    'fees of £500.00 said to be in an optional final payment of £0',
  );
  expect(quoteMismatch({ ...quote, fees: [{ ...acceptance, amount: 10_399 }] })).toMatch(/^fees of £10399\.00/);
  expect(quoteMismatch({ ...hp, fees: [] })).toBeUndefined();
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
  // A variable rate too: its APR assumes the rate stays at its first level (CONC App 1.2.6R). A compliance review's
  // provider answered "Variable rate of interest 40% p.a." beside a representative APR of 9.9%.
  expect(quoteMismatch({ ...quote, rateType: 'variable', fixedRate: 40 })).toBe(
    'an APR of 9.9% below the variable rate of interest of 40% a year',
  );
  expect(quoteMismatch({ ...quote, rateType: 'variable' })).toBeUndefined();
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
  // The same 0% deal with a fee of `amount` paid separately: the charge for credit is the fee alone.
  const withFee = (amount: number) => ({
    ...free,
    fees: [{ name: 'Option to purchase fee', amount, payableWith: 'separately' as const }],
    totalRepayment: quote.price + amount,
    totalChargeForCredit: amount,
    interestRateRep: 0,
  });
  // A £10 option-to-purchase fee: about 0.01% APR, stated as 0.0% (one decimal).
  expect(quoteMismatch(withFee(10))).toBeUndefined();
  // £50 on £23,395 over 48 payments is about 0.09% APR, stated as 0.1%: not 0%.
  expect(quoteMismatch(withFee(50))).toBe('an APR of 0% with a total charge for credit of £50');
  // A charge its payments cannot carry at 0% is still refused: £1,000 on the same deal is about 1% APR.
  expect(quoteMismatch(withFee(1000))).toBe('an APR of 0% with a total charge for credit of £1000');
});

it('refuses an APR outside what its payments could give at any timing a lender uses (CONC App 1.2)', () => {
  // The mock lender's PCP: 48 × £409.91 from a month after £23,395 of credit, £10,398 at month 49, is 9.9%. The
  // latest timing (every payment a month later) gives 9.6%, the earliest (a month earlier, in advance) 10.2%.
  const range = 'where its payments give 9.6% to 10.2%';
  expect(quoteMismatch({ ...quote, interestRateRep: 99 })).toBe(`an APR of 99% ${range}`);
  expect(quoteMismatch({ ...quote, interestRateRep: 10.4 })).toBe(`an APR of 10.4% ${range}`);
  expect(quoteMismatch({ ...quote, interestRateRep: 9.3 })).toBe(`an APR of 9.3% ${range}`);
  for (const apr of [9.6, 9.9, 10.2]) expect(quoteMismatch({ ...quote, interestRateRep: apr })).toBeUndefined();
  // HP with a £10 fee paid separately: 48 × £597.76 against £23,395 is 10.9%.
  const hp = {
    ...hpQuote,
    fees: [{ name: 'Option to purchase fee', amount: 10, payableWith: 'separately' as const }],
    totalRepayment: 31302.48,
    totalChargeForCredit: 5307.48,
    fixedRate: 5.67,
  };
  expect(quoteMismatch(hp)).toBeUndefined();
  expect(quoteMismatch({ ...hp, interestRateRep: 19.9 })).toMatch(
    /^an APR of 19\.9% where its payments give 10\.\d% to 11\.\d%$/,
  );
});

/** The level payment that repays `credit` at `apr` percent over `term` payments, the first at month `first`. */
function levelPayment(credit: number, apr: number, term: number, first: number, final = 0, finalAt = term): number {
  const v = 1 / (1 + apr / 100) ** (1 / 12);
  let annuity = 0;
  for (let k = 0; k < term; k += 1) annuity += v ** (first + k);
  return Math.round(((credit - final * v ** finalAt) / annuity) * 100) / 100;
}

it('accepts a quote worked out at its true APR, in arrears, in advance, or with its first payment deferred', () => {
  fc.assert(
    fc.property(
      fc.record({
        credit: fc.integer({ min: 1000, max: 200_000 }),
        apr: fc.integer({ min: 0, max: 499 }).map((tenths) => tenths / 10),
        term: fc.integer({ min: 6, max: 120 }),
        // Arrears (the first a month on), in advance (at once), or deferred by up to three months.
        first: fc.integer({ min: 0, max: 4 }),
        balloon: fc.boolean(),
      }),
      ({ credit, apr, term, first, balloon }) => {
        const final = balloon ? Math.round(credit * 0.4) : 0;
        const lastPayment = first + term - 1;
        const finalAt = lastPayment + 1;
        const monthlyPayment = levelPayment(credit, apr, term, first, final, finalAt);
        fc.pre(monthlyPayment > 0);
        const durationMonths = balloon ? finalAt : Math.max(lastPayment, 1);
        const stated = {
          ...quote,
          credit,
          monthlyPayment,
          term,
          durationMonths,
          optionalFinalPayment: balloon ? final : null,
        };
        expect(aprOutsideFigures({ ...stated, fees: [] }, apr)).toBeUndefined();
        // A gross error is refused: the APR doubled, or halved from 4% up. Over a short agreement a month's shift
        // in timing moves the APR a long way (6 payments at 45.3% accept half of it), so halving is checked from a
        // year's payments on, as the docs say the check is for gross errors.
        if (apr >= 2) expect(aprOutsideFigures({ ...stated, fees: [] }, apr * 2 + 1)).toMatch(/^an APR of /);
        if (apr >= 4 && term >= 12) expect(aprOutsideFigures({ ...stated, fees: [] }, apr / 2)).toMatch(/^an APR of /);
      },
    ),
  );
});

it('refuses nothing for amounts no agreement has, which the quote’s other checks and its document name', () => {
  expect(aprOutsideFigures({ ...quote, term: 0 }, 9.9)).toBeUndefined();
  expect(aprOutsideFigures({ ...quote, credit: Number.NaN }, 9.9)).toBeUndefined();
  expect(aprOutsideFigures({ ...quote, durationMonths: 1e7 }, 9.9)).toBeUndefined();
  expect(aprOutsideFigures(quote, Number.NaN)).toBeUndefined();
});
