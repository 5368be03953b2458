import { expect, it } from 'vitest';
import { formatAmount, formatMoney, formatPrice } from './money.ts';

it('writes money to the penny with a true minus sign, and no sign on what rounds to nothing', () => {
  expect(formatMoney(1071.66)).toBe('£1,071.66');
  expect(formatMoney(-253.44)).toBe('\u2212£253.44');
  expect(formatMoney(-0.001)).toBe('£0.00');
  expect(formatMoney(-0.004)).toBe('£0.00');
  expect(formatMoney(-0)).toBe('£0.00');
  expect(formatMoney(-0.005)).toBe('\u2212£0.01');
});

it('writes prices in whole pounds when they have no pence, and amounts in sentences without a sign', () => {
  expect(formatPrice(25995)).toBe('£25,995');
  expect(formatPrice(25995.5)).toBe('£25,995.50');
  expect(formatAmount(-768.35)).toBe('£768');
  expect(formatAmount(64.03)).toBe('£64.03');
});
