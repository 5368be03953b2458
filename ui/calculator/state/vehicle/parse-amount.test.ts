import { expect, it } from 'vitest';
import {
  fullStopThousands,
  parseAmount,
  parseDecimal,
  readFieldNumber,
  thousandsCommaAsDecimal,
} from './parse-amount.ts';

it('reads a number as a visitor types it, with thousands commas and a pound sign, and nothing else', () => {
  expect(parseAmount(' £1,200.50 ')).toBe(1200.5);
  expect(parseAmount('.5')).toBe(0.5);
  expect(parseAmount('1,36')).toBeUndefined();
  expect(parseAmount('12a')).toBeUndefined();
  expect(parseAmount('')).toBeUndefined();
});

it('reads a decimal comma only where it cannot be a thousands comma', () => {
  expect(parseDecimal('1,36')).toBe(1.36);
  expect(parseDecimal('45,5')).toBe(45.5);
  expect(parseDecimal('0,245')).toBe(0.245);
  expect(parseDecimal('£1,3')).toBe(1.3);
  // Three digits after a comma (not after a lone 0) are a thousand; four are no number at all.
  expect(parseDecimal('1,360')).toBe(1360);
  expect(parseDecimal('1,0000')).toBeUndefined();
});

it('finds a full stop between thousands, but not a decimal', () => {
  expect(fullStopThousands('10.000')).toBe(10000);
  expect(fullStopThousands('£1.950')).toBe(1950);
  expect(fullStopThousands('1.000.000')).toBe(1000000);
  expect(fullStopThousands('150.5')).toBeUndefined();
  expect(fullStopThousands('0.500')).toBe(500);
  expect(fullStopThousands('1000.000')).toBeUndefined();
});

it('reads a whole-number field without its full stop slips, and a field with decimals with its comma', () => {
  expect(readFieldNumber('10.000', true)).toBeUndefined();
  expect(readFieldNumber('10,000', true)).toBe(10000);
  expect(readFieldNumber('10,00', true)).toBeUndefined();
  expect(readFieldNumber('1,36', false)).toBe(1.36);
  expect(readFieldNumber('10.000', false)).toBe(10);
});

it('reads one thousands comma as a decimal point only when asked, and only in that shape', () => {
  expect(['1,459', ' £1,459 ', '12,345'].map(thousandsCommaAsDecimal)).toEqual([1.459, 1.459, 12.345]);
  expect(['1,45', '1,459,000', '1459', '1.459', '£1,4590'].map(thousandsCommaAsDecimal)).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
});
