import fc from 'fast-check';
import { expect, it } from 'vitest';
import { roundTo } from '../vehicle/parse-amount.ts';
import { builtInPriceRanges } from './price-ranges.ts';
import { formatPence, type PriceRule, parsePrice, parseValidPrice, priceError } from './price-text.ts';

const fuel: PriceRule = {
  label: 'Average fuel price (per litre)',
  empty: 'Enter your average fuel price (per litre)',
  range: builtInPriceRanges.fuel,
  example: '1.36',
  decimals: 2,
};
const penniesInRange = fc.integer({ min: 80, max: 250 });

it('says a price back in pence, as the echo under a field does', () => {
  expect([1.36, 0.085, 0.2467, 0.52, 1, 0].map(formatPence)).toEqual([
    '136.0p',
    '8.5p',
    '24.67p',
    '52.0p',
    '100.0p',
    '0p',
  ]);
});

it('reads pounds, and pence written with a p', () => {
  expect([
    parsePrice('1.36'),
    parsePrice('£1.36'),
    parsePrice('136p'),
    parsePrice(' 136 P '),
    parsePrice('£136p'),
    parsePrice('£ 1.40'),
  ]).toEqual([1.36, 1.36, 1.36, 1.36, undefined, 1.4]);
});

it('accepts every price in the range, typed in pounds or in pence', () => {
  fc.assert(
    fc.property(penniesInRange, (pennies) => {
      const pounds = pennies / 100;
      expect(priceError(String(pounds), fuel)).toBeUndefined();
      expect(parseValidPrice(`${pennies}p`, fuel)).toBe(pounds);
    }),
  );
});

it('refuses every price typed in pence as pounds, and suggests exactly the price meant', () => {
  fc.assert(
    fc.property(penniesInRange, (pennies) => {
      const message = priceError(String(pennies), fuel) ?? '';
      expect(message).toContain(`Did you mean ${formatPence(pennies / 100)}? Enter ${roundTo(pennies / 100, 2)}`);
      expect(parseValidPrice(String(pennies), fuel)).toBeUndefined();
    }),
  );
});

it('suggests nothing when a hundredth of the figure would not be a price either', () => {
  expect(priceError('30', fuel)).toBe('Average fuel price (per litre) must be between £0.80 and £2.50');
  expect(priceError('0.5', fuel)).toBe('Average fuel price (per litre) must be between £0.80 and £2.50');
});

it('suggests no pence slip for a price already typed in pence: 245p is not 2.45p', () => {
  const home: PriceRule = { ...fuel, label: 'Home price per kWh', range: builtInPriceRanges.electricity, decimals: 4 };
  expect(priceError('245p', home)).toBe('Home price per kWh must be between £0.01 and £1.00');
  // Typed in pounds, the same figure is the pence slip, and its meaning is offered.
  expect(priceError('24.5', home)).toContain('Did you mean 24.5p? Enter 0.245');
});
