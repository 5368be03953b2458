import fc from 'fast-check';
import { expect, it } from 'vitest';
import { toWeeklyMileage } from './weekly-mileage.ts';

it('converts monthly and yearly mileage to weekly as the spec says', () => {
  expect(toWeeklyMileage(650, 'month')).toBeCloseTo(150);
  expect(toWeeklyMileage(7800, 'year')).toBe(150);
  expect(toWeeklyMileage(150, 'week')).toBe(150);
});

it('gives the same weekly mileage for equivalent entries in every period', () => {
  fc.assert(
    fc.property(fc.double({ min: 1, max: 5000, noNaN: true }), (weekly) => {
      expect(toWeeklyMileage((weekly * 52) / 12, 'month')).toBeCloseTo(weekly, 6);
      expect(toWeeklyMileage(weekly * 52, 'year')).toBeCloseTo(weekly, 6);
    }),
  );
});
