/**
 * Typed attribute-to-prop mapping for the custom elements: each prop declares how its attribute is read
 * and the default used when the attribute (and any `hcukConfig.attributes` default) is absent or invalid.
 */
import type { HcukAttributeValue } from '../config/hcuk-config.ts';

/** How one prop is read from its attribute. */
export interface AttributeSpec<T> {
  /** The kind of value, used in warnings. */
  readonly kind: 'string' | 'number' | 'boolean' | 'JSON';
  /** The value when neither the attribute nor a page-level default is set. */
  readonly fallback: T;
  /** Reads an attribute string, or returns `undefined` (and the caller warns) when it is not valid. */
  readonly parse: (value: string) => T | undefined;
  /** Accepts a non-string value from `hcukConfig.attributes`, or returns `undefined` when it does not fit. */
  readonly accept: (value: HcukAttributeValue) => T | undefined;
}

/** A string attribute; default `fallback` (or `''`). */
export function stringAttribute<T extends string = string>(
  fallback = '' as T,
  allowed?: readonly T[],
): AttributeSpec<T> {
  const parse = (value: string) => (allowed && !allowed.includes(value as T) ? undefined : (value as T));
  return { kind: 'string', fallback, parse, accept: (value) => (typeof value === 'string' ? parse(value) : undefined) };
}

/** A number attribute (`max-width="600"`); an empty or non-numeric value uses the default. */
export function numberAttribute(fallback: number): AttributeSpec<number> {
  const parse = (value: string) => {
    const parsed = value.trim() === '' ? Number.NaN : Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  };
  return {
    kind: 'number',
    fallback,
    parse,
    accept: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
  };
}

/** A boolean attribute: present means true except the value `"false"`; absent uses the default (`false` unless given). */
export function booleanAttribute(fallback = false): AttributeSpec<boolean> {
  const parse = (value: string) => value !== 'false';
  return { kind: 'boolean', fallback, parse, accept: (value) => (typeof value === 'boolean' ? value : undefined) };
}

/** A JSON attribute (`steps='[...]'`), checked by `isValid`; invalid JSON or shape uses the default. */
export function jsonAttribute<T>(fallback: T, isValid: (value: unknown) => value is T): AttributeSpec<T> {
  const parse = (value: string) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return isValid(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  };
  return { kind: 'JSON', fallback, parse, accept: (value) => (isValid(value) ? value : undefined) };
}

/** The attribute name for a prop name: `maxWidth` → `max-width`. */
export function attributeNameFor(propName: string): string {
  return propName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
