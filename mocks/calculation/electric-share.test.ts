import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DAYS_PER_WEEK, electricShare } from './electric-share.ts';

const range = fc.double({ min: 1, max: 150, noNaN: true, noDefaultInfinity: true });
const weekly = fc.double({ min: 0.1, max: 10_000, noNaN: true, noDefaultInfinity: true });

it('claims no electric miles for a plug-in hybrid without a range (0, null or missing), at any mileage', () => {
  fc.assert(
    fc.property(weekly, (miles) => {
      expect([electricShare(0, miles), electricShare(null, miles), electricShare(undefined, miles)]).toEqual([0, 0, 0]);
    }),
  );
});

it('drives every mile on electricity when the daily miles are at or below the range', () => {
  fc.assert(
    fc.property(range, fc.double({ min: 0, max: 1, noNaN: true }), (miles, fraction) => {
      const weeklyMiles = miles * fraction * DAYS_PER_WEEK;
      fc.pre(weeklyMiles / DAYS_PER_WEEK <= miles);
      expect(electricShare(miles, weeklyMiles)).toBe(1);
    }),
  );
  // Exactly at the range: 40 miles a day for a 40-mile range is 280 miles a week, all electric.
  expect(electricShare(40, 280)).toBe(1);
});

it('drives exactly range / daily miles on electricity above the range: 800 miles a week in a 40-mile Niro is 0.35', () => {
  expect(electricShare(40, 800)).toBe(40 / (800 / 7));
  expect(electricShare(40, 800)).toBeCloseTo(0.35, 12);
  fc.assert(
    fc.property(range, weekly, (miles, weeklyMiles) => {
      fc.pre(weeklyMiles / DAYS_PER_WEEK > miles);
      expect(electricShare(miles, weeklyMiles)).toBe(miles / (weeklyMiles / DAYS_PER_WEEK));
    }),
  );
});

it('keeps the share within 0 and 1, never rising as the mileage rises', () => {
  fc.assert(
    fc.property(fc.option(range), weekly, weekly, (miles, a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      const [atLow, atHigh] = [electricShare(miles, low), electricShare(miles, high)];
      expect([atLow >= 0 && atLow <= 1, atHigh >= 0 && atHigh <= 1, atHigh <= atLow]).toEqual([true, true, true]);
    }),
  );
});
