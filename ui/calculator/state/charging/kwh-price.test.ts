import { expect, it } from 'vitest';
import { builtInPriceRanges } from '../prices/price-ranges.ts';
import { parseValidPrice, priceError } from '../prices/price-text.ts';
import { kwhPriceRule } from './kwh-price.ts';

const home = kwhPriceRule('Home', builtInPriceRanges.electricity);

it('keeps a price to a hundredth of a penny, so an 8.5p or 24.67p tariff is costed as it is', () => {
  expect(parseValidPrice('0.085', home)).toBe(0.085);
  expect(parseValidPrice('£0.2467', home)).toBe(0.2467);
  expect(parseValidPrice('24.67p', home)).toBe(0.2467);
  expect(parseValidPrice('8.5 p', home)).toBe(0.085);
});

it('refuses 8.5 typed for 8.5p, and says what to enter instead', () => {
  expect(priceError('8.5', home)).toBe(
    'Home price per kWh must be between £0.01 and £1.00. Did you mean 8.5p? Enter 0.085',
  );
  expect(priceError('79', kwhPriceRule('Rapid/Ultra', builtInPriceRanges.electricity))).toBe(
    'Rapid/Ultra price per kWh must be between £0.01 and £1.00. Did you mean 79.0p? Enter 0.79',
  );
  expect(parseValidPrice('8.5', home)).toBeUndefined();
});

it('names the charge type and the rule a price breaks', () => {
  expect(priceError('', home)).toBe('Enter the Home price per kWh');
  expect(priceError('0.004', home)).toBe('Home price per kWh must be between £0.01 and £1.00');
  expect(priceError('cheap', home)).toBe('Home price per kWh must be an amount in pounds, like 0.245');
  expect(priceError('1500', home)).toBe('Home price per kWh must be between £0.01 and £1.00');
});

it('uses a narrower range from the configuration', () => {
  const narrow = kwhPriceRule('Home', { min: 0.05, max: 0.6 });
  expect(priceError('0.7', narrow)).toBe('Home price per kWh must be between £0.05 and £0.60');
  expect(priceError('24.5', narrow)).toBe(
    'Home price per kWh must be between £0.05 and £0.60. Did you mean 24.5p? Enter 0.245',
  );
});
