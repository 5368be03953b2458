/**
 * Typed attribute specs for the custom elements: how each attribute is read, its default (used when the attribute,
 * and any `hcukConfig.attributes` default, is absent or invalid), its allowed values or range, and its description.
 * Pure data and functions (no DOM, no React): the manifest generator and the typings read them in Node.
 */
import type { HcukAttributeValue } from '../config/hcuk-config.ts';

/** How one prop is read from its attribute, and what the manifest and typings say about it. */
export interface AttributeSpec<T, Kind extends AttributeKind = AttributeKind> {
  /** The kind of value. */
  readonly kind: Kind;
  /** The value when neither the attribute nor a page-level default is set. */
  readonly fallback: T;
  /** What the attribute does, for the manifest and the README. */
  readonly description: string;
  /** The value's type as the manifest shows it: `string`, `number`, `boolean`, `'light' | 'dark'`, `Array<...>`. */
  readonly type: string;
  /** What a valid value is, for warnings: `one of "light", "dark"`, `a whole number from 1 to 6`. */
  readonly expects: string;
  /** A number attribute's inclusive range; default none. */
  readonly range?: { readonly min: number; readonly max: number };
  /** Reads an attribute string, or returns `undefined` (and the caller warns) when it is not valid. */
  readonly parse: (value: string) => T | undefined;
  /** Accepts a non-string value from `hcukConfig.attributes`, or returns `undefined` when it does not fit. */
  readonly accept: (value: HcukAttributeValue) => T | undefined;
}

/** The kinds of attribute value. */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'JSON';

const quoted = (values: readonly string[]) => values.map((value) => JSON.stringify(value));

/** A TypeScript union of string literals, as the manifest writes types: `"a" | "b"`. */
export const unionType = (values: readonly string[]): string => quoted(values).join(' | ');

/** A string attribute; default `''`, any value unless `allowed` lists them. */
export function stringAttribute<const T extends string = string>(options: {
  /** The default; default `''`. */
  default?: NoInfer<T>;
  /** The only values accepted; default any string. */
  allowed?: readonly T[];
  /** A rule any other value must meet, with what it expects for the warning: `an http(s) address`. */
  rule?: { valid: (value: string) => boolean; expects: string };
  /** What the attribute does. */
  description: string;
}): AttributeSpec<T, 'string'> {
  const { allowed, rule, description } = options;
  const parse = (value: string) =>
    (allowed && !allowed.includes(value as T)) || (rule && !rule.valid(value)) ? undefined : (value as T);
  return {
    kind: 'string',
    fallback: options.default ?? ('' as T),
    description,
    type: allowed ? unionType(allowed) : 'string',
    expects: allowed ? `one of ${quoted(allowed).join(', ')}` : (rule?.expects ?? 'a string'),
    parse,
    accept: (value) => (typeof value === 'string' ? parse(value) : undefined),
  };
}

/** A number attribute (`max-width="600"`); an empty, non-numeric or out-of-range value uses the default. */
export function numberAttribute(options: {
  /** The default. */
  default: number;
  /** The smallest valid value; default none. */
  min?: number;
  /** The largest valid value; default none. */
  max?: number;
  /** Whether only whole numbers are valid; default false. */
  integer?: boolean;
  /** What the attribute does. */
  description: string;
}): AttributeSpec<number, 'number'> {
  const { min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY, integer = false } = options;
  const fits = (value: number) =>
    Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
  const bounded = Number.isFinite(min) && Number.isFinite(max);
  return {
    kind: 'number',
    fallback: options.default,
    description: options.description,
    type: 'number',
    expects: `${integer ? 'a whole number' : 'a number'}${bounded ? ` from ${min} to ${max}` : ''}`,
    ...(bounded ? { range: { min, max } } : {}),
    parse: (value) => {
      const parsed = value.trim() === '' ? Number.NaN : Number(value);
      return fits(parsed) ? parsed : undefined;
    },
    accept: (value) => (typeof value === 'number' && fits(value) ? value : undefined),
  };
}

/** A boolean attribute: present means true except the value `"false"`; absent uses the default (`false` unless given). */
export function booleanAttribute(options: {
  /** The default; default false. */
  default?: boolean;
  /** What the attribute does. */
  description: string;
}): AttributeSpec<boolean, 'boolean'> {
  return {
    kind: 'boolean',
    fallback: options.default ?? false,
    description: options.description,
    type: 'boolean',
    expects: 'a boolean',
    parse: (value) => value !== 'false',
    accept: (value) => (typeof value === 'boolean' ? value : undefined),
  };
}

/** A JSON attribute (`steps='[...]'`), checked by `isValid`; invalid JSON or shape uses the default. */
export function jsonAttribute<T>(options: {
  /** The default. */
  default: T;
  /** Whether a parsed value has the right shape. */
  isValid: (value: unknown) => value is T;
  /** The shape as TypeScript text, for the manifest and warnings: `Array<{ value: string; label: string }>`. */
  type: string;
  /** The rules beyond the shape, for warnings: `each href an http(s) address`. */
  rules?: string;
  /** What the attribute does. */
  description: string;
}): AttributeSpec<T, 'JSON'> {
  const { isValid } = options;
  return {
    kind: 'JSON',
    fallback: options.default,
    description: options.description,
    type: options.type,
    expects: `JSON of type ${options.type}${options.rules ? `, ${options.rules}` : ''}`,
    parse: (value) => {
      try {
        const parsed: unknown = JSON.parse(value);
        return isValid(parsed) ? parsed : undefined;
      } catch {
        return undefined;
      }
    },
    accept: (value) => (isValid(value) ? value : undefined),
  };
}

/** The attribute name for a prop name: `maxWidth` → `max-width`. */
export function attributeNameFor(propName: string): string {
  return propName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
