import { priceRangeError } from './price-range-error.ts';
import type { FieldError } from './problem.ts';

/** The bounds of one number in a request, as a JSON Schema states them. */
export interface NumberBounds {
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  if (value === undefined || value === null || value === '') return undefined;
  return Number.NaN;
}

function boundError(field: string, value: number, bounds: NumberBounds, unit: string | undefined): FieldError | null {
  const { minimum, exclusiveMinimum, maximum } = bounds;
  if (unit !== undefined && minimum !== undefined && maximum !== undefined)
    return priceRangeError(field, value, { minimum, maximum }, unit);
  if (minimum !== undefined && value < minimum)
    return { field, rule: `minimum ${minimum}`, message: `${field} must be ${minimum} or more` };
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) {
    const message = `${field} must be greater than ${exclusiveMinimum}`;
    return { field, rule: `exclusiveMinimum ${exclusiveMinimum}`, message };
  }
  if (maximum !== undefined && value > maximum)
    return { field, rule: `maximum ${maximum}`, message: `${field} must be ${maximum} or less` };
  return null;
}

/**
 * How {@link numberField} reads a field: whether it must be present (default true), a whole number (default false),
 * and, for a price, its unit (default none), which words a bound error as a range and hints at pence.
 */
export interface NumberFieldOptions {
  required?: boolean;
  integer?: boolean;
  unit?: string;
}

/**
 * A number field after parsing, or undefined after pushing the broken rule: missing (`required`), not a number
 * (`type number`), overflowing to Infinity (`finite`), not whole (`type integer`), or outside its bounds. Only finite
 * numbers come out. A price (with a `unit`) outside its range says the range, and the likely meaning of a price typed
 * in pence: `fuelPrice must be from 0.8 to 2.5 pounds a litre; 136 looks like pence: send 1.36`.
 */
export function numberField(
  field: string,
  value: unknown,
  bounds: NumberBounds,
  errors: FieldError[],
  { required = true, integer = false, unit }: NumberFieldOptions = {},
): number | undefined {
  const number = toNumber(value);
  let error: FieldError | null = null;
  if (number === undefined) {
    if (required) error = { field, rule: 'required', message: `${field} is required` };
  } else if (Number.isNaN(number)) error = { field, rule: 'type number', message: `${field} must be a number` };
  else if (!Number.isFinite(number)) {
    error = { field, rule: 'finite', message: `${field} must be a finite number, not ${String(value).slice(0, 40)}` };
  } else if (integer && !Number.isInteger(number)) {
    error = { field, rule: 'type integer', message: `${field} must be a whole number` };
  } else error = boundError(field, number, bounds, unit);
  if (error) errors.push(error);
  return error ? undefined : number;
}
