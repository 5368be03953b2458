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

function boundError(field: string, value: number, bounds: NumberBounds): FieldError | null {
  const { minimum, exclusiveMinimum, maximum } = bounds;
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

/** How {@link numberField} reads a field: whether it must be present (default true) and a whole number (default false). */
export interface NumberFieldOptions {
  required?: boolean;
  integer?: boolean;
}

/**
 * A number field after parsing, or undefined after pushing the broken rule: missing (`required`), not a number
 * (`type number`), overflowing to Infinity (`finite`), not whole (`type integer`), or outside its bounds. Only finite
 * numbers come out.
 */
export function numberField(
  field: string,
  value: unknown,
  bounds: NumberBounds,
  errors: FieldError[],
  { required = true, integer = false }: NumberFieldOptions = {},
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
  } else error = boundError(field, number, bounds);
  if (error) errors.push(error);
  return error ? undefined : number;
}
