import { expect, it } from 'vitest';
import { builtInPriceRanges, priceRangesOf } from './price-ranges.ts';

it('uses the document’s bounds without a configured range', () => {
  expect(priceRangesOf(undefined)).toEqual(builtInPriceRanges);
  expect(builtInPriceRanges).toEqual({ fuel: { min: 0.8, max: 2.5 }, electricity: { min: 0.01, max: 1 } });
});

it('lets a configuration narrow a range but never widen it past what the calculation accepts', () => {
  const ranges = priceRangesOf({ fuel: { min: 1, max: 3 }, electricity: { min: 0, max: 0.6 } });
  expect(ranges).toEqual({ fuel: { min: 1, max: 2.5 }, electricity: { min: 0.01, max: 0.6 } });
});

it('ignores a range that is empty or not numbers', () => {
  const ranges = priceRangesOf({ fuel: { min: 2, max: 1 }, electricity: { min: Number.NaN, max: 1 } });
  expect(ranges).toEqual(builtInPriceRanges);
});
