import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatHundredths, formatWholePounds } from './numbers-without-intl.ts';

const hundredths = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

it('writes hundredths as Intl does, grouping included', () => {
  expect([136, 8.5, 24.67, 0, 1234.5, 1_000_000, 0.07, -3.2].map(formatHundredths)).toEqual([
    '136.0',
    '8.5',
    '24.67',
    '0.0',
    '1,234.5',
    '1,000,000.0',
    '0.07',
    '-3.2',
  ]);
  fc.assert(
    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
      expect(formatHundredths(cents / 100)).toBe(hundredths.format(cents / 100));
    }),
    { numRuns: 2000 },
  );
  for (const value of [1.005, 8.499999, 1e21, 1e-7, -0, 123.456])
    expect(formatHundredths(value)).toBe(hundredths.format(value));
});

it('writes whole pounds as Intl does, and leaves pence, negatives and huge values to it', () => {
  expect([195, 0, 25_995, 1_234_567].map(formatWholePounds)).toEqual(['£195', '£0', '£25,995', '£1,234,567']);
  fc.assert(
    fc.property(fc.oneof(fc.nat(), fc.integer({ min: -1e9, max: 1e9 }), fc.double({ noNaN: true })), (value) => {
      expect(formatWholePounds(value)).toBe(wholePounds.format(value));
    }),
    { numRuns: 2000 },
  );
});
