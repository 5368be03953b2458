/**
 * Where and how a value broke its schema: the path to it (object keys and array indexes, outermost first; empty for
 * the whole value) and the rule it broke, worded to follow the pointer (`must be array`, `is required`).
 */
export interface ValidationIssue {
  readonly path: (string | number)[];
  readonly rule: string;
}

/** A generated response validator: undefined when `value` satisfies its schema, else the first issue found. */
export type Check = (value: unknown) => ValidationIssue | undefined;

/** The JSON Pointer (RFC 6901) of an issue's path: `/vehicleResults/0/vehicle`; `''` for the whole value. */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/**
 * The name a 400's `errors[].field` gives an issue's path (the documents' `FieldError`): keys and array indexes
 * joined by dots, `customer.email`, `fees.0.name`; `body` for the whole body. A form that checks a body with the
 * request validators keys its messages by this, so a server's refusal of the same field lands in the same place.
 */
export function toFieldName(path: readonly (string | number)[]): string {
  return path.length === 0 ? 'body' : path.join('.');
}
