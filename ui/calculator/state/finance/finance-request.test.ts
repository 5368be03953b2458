import fc from 'fast-check';
import { expect, it } from 'vitest';
import { choicesMoved, type FieldData, financeRequest, withinRange } from './finance-request.ts';

const fields: FieldData = {
  term: { min: 24, max: 48, step: 12, default: 48 },
  deposit: { min: 2600, max: 10400, step: 100, default: 2600 },
  annualMileage: { min: 5000, max: 30000, step: 1000, default: 10000 },
};
const base = { product: 'pcp' as const, vehicleId: 'mg-mg4-se-sr', price: 25995, fields, choice: undefined };

it('asks with the lender’s defaults, and the visitor’s own annual mileage for a PCP', () => {
  expect(financeRequest({ ...base, visitorAnnualMiles: 7800 })).toEqual({
    product: 'PCP',
    price: 25995,
    term: 48,
    deposit: 2600,
    expectedMileage: 8000,
    vehicleId: 'mg-mg4-se-sr',
  });
  expect(financeRequest({ ...base, product: 'hp', visitorAnnualMiles: 7800 }).expectedMileage).toBeUndefined();
  // 220 miles a week is 11,440 a year: the allowance that covers it, never one with an excess charge to come.
  expect(financeRequest({ ...base, visitorAnnualMiles: 11_440 }).expectedMileage).toBe(12_000);
});

it('never starts a PCP below the visitor’s own miles where the lender’s bounds reach them (property)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 40_000 }), (miles) => {
      const asked = financeRequest({ ...base, visitorAnnualMiles: miles }).expectedMileage ?? 0;
      expect(asked).toBeGreaterThanOrEqual(Math.min(miles, fields.annualMileage.max));
      expect(asked - Math.max(miles, fields.annualMileage.min)).toBeLessThan(fields.annualMileage.step);
    }),
  );
});

it('keeps the visitor’s choices within the lender’s bounds for this price', () => {
  const request = financeRequest({
    ...base,
    choice: { term: 60, deposit: 5049, annualMileage: 41_600 },
    visitorAnnualMiles: 41_600,
  });
  expect(request).toMatchObject({ term: 48, deposit: 5000, expectedMileage: 30_000 });
});

it('lands on a step the lender lists even where its maximum is off the steps, rounding up or not (property)', () => {
  const offGrid = { min: 5000, max: 29_500, step: 1000, default: 10_000 };
  expect(withinRange(29_200, offGrid, true)).toBe(29_000);
  expect(withinRange(40_000, offGrid)).toBe(29_000);
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 60_000 }), fc.boolean(), (value, up) => {
      const kept = withinRange(value, offGrid, up);
      expect(kept).toBeGreaterThanOrEqual(offGrid.min);
      expect(kept).toBeLessThanOrEqual(offGrid.max);
      expect((kept - offGrid.min) % offGrid.step).toBe(0);
    }),
  );
});

it('always lands on an allowed value: within the bounds and on a step from the minimum', () => {
  fc.assert(
    fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
      const kept = withinRange(value, fields.deposit);
      expect(kept).toBeGreaterThanOrEqual(fields.deposit.min);
      expect(kept).toBeLessThanOrEqual(fields.deposit.max);
      expect((kept - fields.deposit.min) % fields.deposit.step).toBe(0);
    }),
  );
  expect(withinRange(Number.NaN, fields.term)).toBe(48);
});

it('names each choice the bounds moved, and nothing the visitor left to the defaults', () => {
  const moved = (choice: Parameters<typeof choicesMoved>[0]) =>
    choicesMoved(choice, financeRequest({ ...base, choice, visitorAnnualMiles: 7800 }));
  expect(moved(undefined)).toEqual([]);
  expect(moved({ term: 36, deposit: 3100, annualMileage: 9000 })).toEqual([]);
  expect(moved({ term: 60, deposit: 3050, annualMileage: 3500 })).toEqual([
    { field: 'term', chosen: 60, used: 48 },
    { field: 'deposit', chosen: 3050, used: 3100 },
    { field: 'annualMileage', chosen: 3500, used: 5000 },
  ]);
  // A hire purchase asks no mileage: nothing to say about one.
  expect(
    choicesMoved(
      { annualMileage: 3500 },
      financeRequest({ ...base, product: 'hp', choice: { annualMileage: 3500 }, visitorAnnualMiles: 0 }),
    ),
  ).toEqual([]);
});
