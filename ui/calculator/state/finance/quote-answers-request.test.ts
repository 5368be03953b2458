import { quoteMismatch } from '@hcuk-genesis/sdk';
import { pcpQuote } from '@hcuk-genesis/sdk/test-support';
import { financeValidators } from '@hcuk-genesis/sdk/validators';
import { expect, it } from 'vitest';
import type { QuoteRequest } from './finance-request.ts';
import { quoteQuestionMismatch, quoteRefusal } from './quote-answers-request.ts';

const asked: QuoteRequest = {
  product: 'PCP',
  price: 25995,
  term: 48,
  deposit: 2600,
  expectedMileage: 8000,
  vehicleId: 'mg-mg4-se-sr',
};
const answer = { ...pcpQuote, vehicleId: 'mg-mg4-se-sr' };

it('accepts the quote that answers the request', () => {
  expect(quoteQuestionMismatch(answer, asked)).toBeUndefined();
  // A provider that does not echo the vehicle is not refused for that alone.
  expect(quoteQuestionMismatch(pcpQuote, asked)).toBeUndefined();
});

it.each([
  ['another vehicle', { vehicleId: 'mg-hs-phev-se' }, /vehicle mg-hs-phev-se, not mg-mg4-se-sr/],
  ['HP to a PCP request', { product: 'HP' as const }, /HP, not the PCP/],
  ['another cash price, figures made to add up', { price: 99999 }, /cash price £99999 is not the vehicle's £25995/],
  ['another term', { term: 36 }, /term 36 is not the 48/],
  ['another deposit', { deposit: 2599.99 }, /deposit £2599.99 is not the £2600/],
  ['another mileage', { annualMileage: 10000 }, /mileage 10000 is not the 8000/],
])('refuses %s', (_, change, reason) => {
  expect(quoteQuestionMismatch({ ...answer, ...change }, asked)).toMatch(reason);
});

it.each([
  ['credit of −£4,005', { credit: -4005 }, '/credit'],
  ['−£100 a month', { monthlyPayment: -100 }, '/monthlyPayment'],
  ['0 months', { term: 0 }, '/term'],
  ['an APR of −5%', { interestRateRep: -5 }, '/interestRateRep'],
  ['an APR of 309 digits', { interestRateRep: 10 ** 308 }, '/interestRateRep'],
  ['amounts of 1e20', { totalRepayment: 1e20 }, '/totalRepayment'],
  ['100,000 fees', { fees: Array.from({ length: 100_000 }, () => pcpQuote.fees[0]) }, '/fees'],
  ['a fee name of 10,000 characters', { fees: [{ ...pcpQuote.fees[0], name: 'x'.repeat(10_000) }] }, '/fees/0/name'],
])("refuses %s through the document's bounds (the SDK's generated validator)", (_, change, pointer) => {
  const issues = financeValidators.getSantanderFinanceQuoteData({ ...pcpQuote, ...change });
  expect(issues?.path.map((key) => `/${key}`).join('')).toBe(pointer);
  expect(financeValidators.getSantanderFinanceQuoteData(pcpQuote)).toBeUndefined();
});

it('refuses a quote whose figures do not add up, or that answers another question; without a request, only the first', () => {
  expect(quoteRefusal(answer, asked)).toBeUndefined();
  const otherCar = { ...answer, vehicleId: 'mg-hs-phev-se' };
  expect(quoteRefusal(otherCar, asked)).toMatch(/vehicle mg-hs-phev-se, not mg-mg4-se-sr/);
  // A previous request's quote kept on screen: its question is not this one, its arithmetic still is.
  expect(quoteRefusal(otherCar, undefined)).toBeUndefined();
  const brokenSum = { ...answer, totalRepayment: answer.totalRepayment + 100 };
  expect(quoteRefusal(brokenSum, undefined)).toBeDefined();
  expect(quoteRefusal(brokenSum, asked)).toBe(quoteMismatch(brokenSum));
});

it('refuses a quote whose last day has passed in the UK, and keeps one that holds today', () => {
  // 27 November 2026, 00:30 in London (UTC, no summer time).
  const now = Date.UTC(2026, 10, 27, 0, 30);
  expect(quoteRefusal({ ...answer, validUntil: '2026-11-27' }, asked, { now })).toBeUndefined();
  expect(quoteRefusal({ ...answer, validUntil: '2026-12-27' }, asked, { now })).toBeUndefined();
  expect(quoteRefusal({ ...answer, validUntil: '2026-11-26' }, asked, { now })).toBe(
    'the quote held until 2026-11-26, before today (2026-11-27)',
  );
  // A phone review's provider: dated years ago, still refused without a request (a quote kept on screen).
  expect(quoteRefusal({ ...answer, validUntil: '2020-02-01' }, undefined, { now })).toMatch(
    /^the quote held until 2020/,
  );
  // 23:30 UTC on 26 November is still 26 November in London in winter: the quote holds that day.
  expect(
    quoteRefusal({ ...answer, validUntil: '2026-11-26' }, asked, { now: Date.UTC(2026, 10, 26, 23, 30) }),
  ).toBeUndefined();
});

it('refuses a quote whose configured days have passed since the lender quoted it, when it gives no last day', () => {
  // A compliance review: quoted on 1 August, held for 30 days, still shown and offered on 28 November.
  const now = Date.UTC(2026, 10, 28, 10);
  const { validUntil: _, ...undated } = { ...answer, quotedAt: '2026-08-01T09:00:00Z' };
  expect(quoteRefusal(undated, asked, { now, validDays: 30 })).toBe(
    'the quote held until 2026-08-31, before today (2026-11-28)',
  );
  // Quoted yesterday, held for 30 days: shown.
  const fresh = { ...undated, quotedAt: '2026-11-27T09:00:00Z' };
  expect(quoteRefusal(fresh, asked, { now, validDays: 30 })).toBeUndefined();
  // Without a configured length, no end was ever given: nothing to hold it to.
  expect(quoteRefusal(undated, asked, { now })).toBeUndefined();
  // The lender's own last day wins over the configuration's: quoted on 1 October, held until 1 December.
  const october = { ...undated, quotedAt: '2026-10-01T09:00:00Z' };
  expect(quoteRefusal(october, asked, { now, validDays: 30 })).toMatch(/^the quote held until 2026-10-31/);
  expect(quoteRefusal({ ...october, validUntil: '2026-12-01' }, asked, { now, validDays: 30 })).toBeUndefined();
});

it('refuses dates no lender could mean: made after tomorrow, held until before it was made, or for over 90 days', () => {
  // A compliance review's provider, on 28 November 2026.
  const now = Date.UTC(2026, 10, 28, 10);
  const dated = (quotedAt: string, validUntil?: string) => ({ ...answer, quotedAt, validUntil });
  expect(quoteRefusal(dated('2031-03-01T09:00:00Z', '2031-04-01'), asked, { now })).toBe(
    'the quote is dated 2031-03-01, after today (2026-11-28)',
  );
  expect(quoteRefusal(dated('2026-11-28T09:00:00Z', '2099-12-31'), asked, { now })).toBe(
    'the quote holds until 2099-12-31, more than 90 days after it was made (2026-11-28)',
  );
  // The document's longest, 90 days (`QuoteValidDays`), is allowed; a day more is not.
  expect(quoteRefusal(dated('2026-11-28T09:00:00Z', '2027-02-26'), asked, { now })).toBeUndefined();
  expect(quoteRefusal(dated('2026-11-28T09:00:00Z', '2027-02-27'), asked, { now })).toMatch(/more than 90 days/);
  // Tomorrow in the UK is a visitor's clock a little behind the lender's: shown.
  expect(quoteRefusal(dated('2026-11-29T09:00:00Z', '2026-12-29'), asked, { now })).toBeUndefined();
  expect(quoteRefusal(dated('2026-11-30T09:00:00Z', '2026-12-29'), asked, { now })).toMatch(/after today/);
  // Made tomorrow, held until today: ends before it was made.
  expect(quoteRefusal(dated('2026-11-29T09:00:00Z', '2026-11-28'), asked, { now })).toBe(
    'the quote holds until 2026-11-28, before it was made (2026-11-29)',
  );
});

it("refuses a part exchange or settlement the request did not offer, and another lender's quote", () => {
  // A compliance review: figures worked out around a £5,000 part exchange, or £5,000 still owed on another car.
  const partExchange = { ...answer, partExchange: 5000, credit: answer.credit - 5000 };
  expect(quoteQuestionMismatch(partExchange, asked)).toBe("the quote's partExchange £5000 is not the £0 asked for");
  expect(quoteQuestionMismatch({ ...answer, settlement: 5000 }, asked)).toBe(
    "the quote's settlement £5000 is not the £0 asked for",
  );
  // Offered and answered alike: shown.
  expect(
    quoteQuestionMismatch({ ...partExchange, settlement: 1000 }, { ...asked, partExchange: 5000, settlement: 1000 }),
  ).toBeUndefined();
  // Zero written out is no part exchange.
  expect(quoteQuestionMismatch({ ...answer, partExchange: 0, settlement: 0 }, asked)).toBeUndefined();
  expect(quoteQuestionMismatch({ ...answer, lender: 'zenith' }, asked)).toBe(
    "the quote is zenith's, not santander's, whose quote was asked for",
  );
});
