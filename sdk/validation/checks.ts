/**
 * The checks that generated response validators (`sdk/generated/*-validators.ts`) are made of: one per JSON Schema
 * keyword the documents use. Each returns undefined or the issue; a keyword that applies to one type (minimum,
 * items, properties) passes values of other types, as JSON Schema says, and leaves the type to the `type` check.
 * Extra properties always pass: a provider may add fields.
 */
import type { Check, ValidationIssue } from './validation-issue.ts';

type Result = ValidationIssue | undefined;
/** A JSON Schema type name. */
export type TypeName = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

const fail = (rule: string): ValidationIssue => ({ path: [], rule });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const under = (key: string | number, issue: Result): Result => {
  issue?.path.unshift(key);
  return issue;
};

/**
 * While `collectIssues` runs, every property and item is checked and each one's first issue recorded (with its full
 * path), instead of the whole check stopping at the first: `descend` records and carries on. Alternatives (`anyOf`,
 * `oneOf`) are tried with collection off, so a branch that does not match records nothing.
 */
let collecting: { issues: ValidationIssue[]; path: (string | number)[]; limit: number } | undefined;

/** Checks `value` (the property or item `key` of its parent) with `check`. */
function descend(key: string | number, check: Check, value: unknown): Result {
  if (!collecting) return under(key, check(value));
  const current = collecting;
  current.path.push(key);
  const issue = check(value);
  current.path.pop();
  if (issue && current.issues.length < current.limit)
    current.issues.push({ path: [...current.path, key, ...issue.path], rule: issue.rule });
  return undefined;
}

/** Runs `check` with collection off (an alternative of anyOf or oneOf). */
function quietly(check: Check, value: unknown): Result {
  const saved = collecting;
  collecting = undefined;
  try {
    return check(value);
  } finally {
    collecting = saved;
  }
}

/**
 * Every issue of `value`, not only the first: one per property or item that breaks its schema (its first), each with
 * its JSON path, at most `limit` of them (a hostile body cannot make the list, or the work, unbounded). For a form or a
 * 400 that names every field at once. Empty when `value` satisfies the schema.
 */
export function collectIssues(check: Check, value: unknown, limit = 20): ValidationIssue[] {
  const saved = collecting;
  const current = { issues: [] as ValidationIssue[], path: [] as (string | number)[], limit };
  collecting = current;
  try {
    const top = check(value);
    if (top && current.issues.length < limit) current.issues.push(top);
    return current.issues;
  } finally {
    collecting = saved;
  }
}

const is: Record<TypeName, (value: unknown) => boolean> = {
  object: isRecord,
  array: Array.isArray,
  string: (value) => typeof value === 'string',
  // JSON.parse reads 1e400 as Infinity: a number the document allows is always finite.
  number: Number.isFinite,
  integer: Number.isInteger,
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

/** Any value (a schema with no rules, or a required property the schema does not describe). */
export const anything: Check = () => undefined;
/** `type: object`. */
export const object: Check = (value) => (isRecord(value) ? undefined : fail('must be object'));
/** `type: array`. */
export const array: Check = (value) => (Array.isArray(value) ? undefined : fail('must be array'));
/** `type: string`. */
export const string: Check = (value) => (typeof value === 'string' ? undefined : fail('must be string'));
/** `type: boolean`. */
export const boolean: Check = (value) => (typeof value === 'boolean' ? undefined : fail('must be boolean'));
/** `type: 'null'`. */
export const isNull: Check = (value) => (value === null ? undefined : fail('must be null'));
/** `type: number`: finite. */
export const number: Check = (value) =>
  typeof value !== 'number' ? fail('must be number') : Number.isFinite(value) ? undefined : fail('must be finite');
/** `type: integer`: a finite whole number. */
export const integer: Check = (value) =>
  Number.isInteger(value)
    ? undefined
    : fail(typeof value === 'number' && !Number.isFinite(value) ? 'must be finite' : 'must be integer');

/** `type: [a, b, ...]`, e.g. `[number, 'null']`. */
export function types(value: unknown, names: readonly TypeName[]): Result {
  for (const name of names) if (is[name](value)) return undefined;
  return fail(`must be ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);
}

/** `enum` (and `const`): one of these JSON primitives. */
export function oneOfValues(value: unknown, allowed: readonly unknown[]): Result {
  return allowed.includes(value)
    ? undefined
    : fail(`must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`);
}

/**
 * A property in `required`, checked by `check`. Own properties only: `toString` is never found on the prototype. One
 * set to `undefined` is missing, as `JSON.stringify` leaves it out of the body sent (a form's `value || undefined`).
 */
export function required(value: unknown, key: string, check: Check): Result {
  if (!isRecord(value)) return undefined;
  const present = Object.hasOwn(value, key) ? value[key] : undefined;
  return present === undefined ? descend(key, isMissing, undefined) : descend(key, check, present);
}

const isMissing: Check = () => fail('is required');
type Fields = Record<string, unknown>;

/**
 * `required` for an object already checked to be one, and a key `Object.prototype` does not have: a parsed answer's
 * properties are all its own, so neither is checked again for each property (openapi/scripts/response-validators.ts).
 */
export function requiredField(value: unknown, key: string, check: Check): Result {
  const present = (value as Fields)[key];
  return present === undefined ? descend(key, isMissing, undefined) : descend(key, check, present);
}

/** `optional` under the same terms as `requiredField`. */
export function optionalField(value: unknown, key: string, check: Check): Result {
  const present = (value as Fields)[key];
  return present === undefined ? undefined : descend(key, check, present);
}

/** Each of `keys` not in `required` whose schema is `type: string`: a string when present (one call for many). */
export function optionalStrings(value: unknown, keys: readonly string[]): Result {
  if (!isRecord(value)) return undefined;
  // The object's own keys, not the list's: a text object holds a few of many possible texts, and almost every value
  // is a string, which passes whether or not issues are collected. Only another value of a listed key needs
  // `descend` to place its issue.
  for (const key in value) {
    const text = value[key];
    if (typeof text === 'string' || text === undefined || !keys.includes(key) || !Object.hasOwn(value, key)) continue;
    const issue = descend(key, string, text);
    if (issue) return issue;
  }
  return undefined;
}

/** A property not in `required`: checked when present (`undefined` is absent, as in the JSON sent). */
export function optional(value: unknown, key: string, check: Check): Result {
  if (!isRecord(value) || !Object.hasOwn(value, key)) return undefined;
  const present = value[key];
  return present === undefined ? undefined : descend(key, check, present);
}

/** `additionalProperties: {schema}`: every own property not in `known` is checked by `check`. */
export function additional(value: unknown, known: readonly string[], check: Check): Result {
  if (!isRecord(value)) return undefined;
  for (const key of Object.keys(value)) {
    if (!known.includes(key) && value[key] !== undefined) {
      const issue = descend(key, check, value[key]);
      if (issue) return issue;
    }
  }
  return undefined;
}

/** `items`: every element is checked by `check`. */
export function items(value: unknown, check: Check): Result {
  if (!Array.isArray(value)) return undefined;
  for (let index = 0; index < value.length; index += 1) {
    const issue = descend(index, check, value[index]);
    if (issue) return issue;
    if (collecting && collecting.issues.length >= collecting.limit) return undefined;
  }
  return undefined;
}

/** `1 character`, `2 characters`: a bound as a rule says it. */
const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
/** `minItems`. */
export const minItems = (value: unknown, least: number): Result =>
  Array.isArray(value) && value.length < least ? fail(`must have at least ${counted(least, 'item')}`) : undefined;
/** `maxItems`. */
export const maxItems = (value: unknown, most: number): Result =>
  Array.isArray(value) && value.length > most ? fail(`must have at most ${counted(most, 'item')}`) : undefined;

/**
 * The code points in `text` (JSON Schema counts characters so): its UTF-16 length less the second half of each
 * surrogate pair, counted without building an array (a lone surrogate counts as one, as `[...text]` does).
 */
export function codePointCount(text: string): number {
  let count = text.length;
  for (let i = 1; i < text.length; i += 1) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xdc00 && (text.charCodeAt(i - 1) & 0xfc00) === 0xd800) {
      count -= 1;
      i += 1;
    }
  }
  return count;
}
// A string's UTF-16 length is never fewer than its code points, nor more than twice them: it decides almost every
// string alone, and only one near a bound is counted.
/** `minLength`, in code points. */
export const minLength = (value: unknown, least: number): Result =>
  typeof value === 'string' && (value.length < least || (value.length < 2 * least && codePointCount(value) < least))
    ? fail(`must have at least ${counted(least, 'character')}`)
    : undefined;
/** `maxLength`, in code points. */
export const maxLength = (value: unknown, most: number): Result =>
  typeof value === 'string' && value.length > most && codePointCount(value) > most
    ? fail(`must have at most ${counted(most, 'character')}`)
    : undefined;
/**
 * `pattern` (a regular expression literal in the generated code, never compiled from text at run time), failing with
 * `rule`, the document's words for it (`x-pattern-rule`), else the expression itself.
 */
export const pattern = (value: unknown, expression: RegExp, rule?: string): Result =>
  typeof value === 'string' && !expression.test(value) ? fail(rule ?? `must match ${expression.source}`) : undefined;

/** `minimum`. */
export const minimum = (value: unknown, least: number): Result =>
  typeof value === 'number' && value < least ? fail(`must be >= ${least}`) : undefined;
/** `maximum`. */
export const maximum = (value: unknown, most: number): Result =>
  typeof value === 'number' && value > most ? fail(`must be <= ${most}`) : undefined;
/** `exclusiveMinimum`. */
export const exclusiveMinimum = (value: unknown, bound: number): Result =>
  typeof value === 'number' && value <= bound ? fail(`must be > ${bound}`) : undefined;
/** `exclusiveMaximum`. */
export const exclusiveMaximum = (value: unknown, bound: number): Result =>
  typeof value === 'number' && value >= bound ? fail(`must be < ${bound}`) : undefined;

/** `anyOf`: at least one of `checks` passes. */
export function anyOf(value: unknown, checks: readonly Check[]): Result {
  return checks.some((check) => quietly(check, value) === undefined) ? undefined : fail(`must match a schema in anyOf`);
}

/** `oneOf`: exactly one of `checks` passes. */
export function oneOf(value: unknown, checks: readonly Check[]): Result {
  const passing = checks.filter((check) => quietly(check, value) === undefined).length;
  return passing === 1 ? undefined : fail(`must match exactly one schema in oneOf (${passing} match)`);
}
