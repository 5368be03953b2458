import fc from 'fast-check';
import { expect, it } from 'vitest';
import { PricePerKwh, PricePerLitre } from '../generated/finance-rules.ts';
import { penceMeant } from './pence-slip.ts';

const litre = { min: PricePerLitre.minimum, max: PricePerLitre.maximum };

it('reads 136 for a litre as £1.36 and 8.5 for a kWh as £0.085, from the document’s own bounds', () => {
  expect(PricePerLitre.penceSlip).toBe(true);
  expect(PricePerKwh.penceSlip).toBe(true);
  expect(penceMeant(136, litre)).toBe(1.36);
  expect(penceMeant(8.5, { min: 0.01, max: PricePerKwh.maximum })).toBe(0.085);
});

it('guesses nothing for a price in range, below it, or whose hundredth does not fit', () => {
  expect(penceMeant(1.36, litre)).toBeUndefined();
  expect(penceMeant(0.5, litre)).toBeUndefined();
  expect(penceMeant(3, litre)).toBeUndefined();
  expect(penceMeant(1000, litre)).toBeUndefined();
});

it('only ever guesses a price within the range, a hundredth of what was typed', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (value) => {
      const meant = penceMeant(value, litre);
      return meant === undefined || (meant >= litre.min && meant <= litre.max && meant === value / 100);
    }),
  );
});
