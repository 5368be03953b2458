import { penceMeant } from '@hcuk-genesis/sdk';
import type { FieldError } from './problem.ts';

/** A number as a person would write it: 1.36, not 1.3599999999999999. */
const plain = (value: number) => String(Number(value.toPrecision(12)));

/** A price typed in pence (the SDK's `penceMeant`): say so, and what to send. Anything else gets no guess. */
function penceHint(value: number, min: number, max: number): string {
  const pounds = penceMeant(value, { min, max });
  return pounds === undefined ? '' : `; ${plain(value)} looks like pence: send ${plain(pounds)}`;
}

/**
 * The error of a price outside its range, or null inside it: the rule broken (`maximum 2.5`) and a message naming
 * the field, the range and its unit, e.g. `fuelPrice must be from 0.8 to 2.5 pounds a litre; 136 looks like pence:
 * send 1.36` (the issue 16 finding: 8.5 typed for 8.5p was costed as £8.50 a kWh).
 */
export function priceRangeError(
  field: string,
  value: number,
  { minimum, maximum }: { minimum: number; maximum: number },
  unit: string,
): FieldError | null {
  if (value >= minimum && value <= maximum) return null;
  const rule = value < minimum ? `minimum ${minimum}` : `maximum ${maximum}`;
  const message = `${field} must be from ${minimum} to ${maximum} ${unit}${penceHint(value, minimum, maximum)}`;
  return { field, rule, message };
}
