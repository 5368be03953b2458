import { expect, it } from 'vitest';
import { kwhPriceError, parseKwhPrice } from './kwh-price.ts';

it('accepts a price in pounds, rounded to 2 decimals', () => {
  expect(parseKwhPrice('0.075')).toBe(0.08);
  expect(parseKwhPrice('£0.52')).toBe(0.52);
});

it('names the charge type and the rule a price breaks', () => {
  expect(kwhPriceError('Home', '')).toBe('Enter the Home price per kWh');
  expect(kwhPriceError('Home', '0.004')).toBe('Home price per kWh must be £0.01 or more');
  expect(kwhPriceError('Rapid/Ultra', '79')).toBe('Rapid/Ultra price per kWh must be in pounds, like 0.52 for 52p');
  expect(kwhPriceError('Home', 'cheap')).toBe('Home price per kWh must be an amount in pounds, like 0.52');
  expect(parseKwhPrice('0.004')).toBeUndefined();
});
