/** A custom price per kWh (spec section 5): at least £0.01, in pounds, rounded to 2 decimals. */
import { parseAmount, roundTo } from './parse-amount.ts';

/** Price bounds in pounds per kWh: the spec's minimum, and a ceiling that catches a price typed in pence. */
export const kwhPriceBounds = { min: 0.01, max: 9.99 } as const;

/** The error for a typed price, naming the charge type, or `undefined` when it is valid. */
export function kwhPriceError(typeLabel: string, text: string): string | undefined {
  const name = `${typeLabel} price per kWh`;
  if (text.trim() === '') return `Enter the ${name}`;
  const value = parseAmount(text);
  if (value === undefined) return `${name} must be an amount in pounds, like 0.52`;
  if (roundTo(value, 2) < kwhPriceBounds.min) return `${name} must be £0.01 or more`;
  if (value > kwhPriceBounds.max) return `${name} must be in pounds, like 0.52 for 52p`;
  return undefined;
}

/** The price in a valid typed text, rounded to 2 decimals; `undefined` when the text breaks a rule. */
export function parseKwhPrice(text: string): number | undefined {
  const value = parseAmount(text);
  return value === undefined || kwhPriceError('', text) ? undefined : roundTo(value, 2);
}
