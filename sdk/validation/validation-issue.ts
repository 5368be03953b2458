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
