import { MatchersV3 } from '@pact-foundation/pact';
import { type JsonSchema, type OpenApiLike, propertySchemaOf, resolveSchema } from '../documents.ts';
import { mergeExamples } from './merge-examples.ts';
import type { StatePromise } from './state-promises.ts';

const { atLeastLike, boolean, eachLike, integer, nullValue, number, regex, string } = MatchersV3;

/** Patterns for values whose exact text does not matter but whose form does. */
export const patterns = {
  id: '^[A-Za-z0-9][A-Za-z0-9-]*$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  dateTime: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
};

const isIdKey = (key: string) => key === 'id' || /[a-z]Id$/.test(key);
/** `text` as a regex matching it literally. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An enum or constant, matched exactly even inside `eachLike` or `like`, where Pact would otherwise cascade type
 * matching and accept any string: a regex of the allowed values.
 */
function exactly(schema: JsonSchema, example: unknown) {
  const allowed = schema.enum ?? [schema.const];
  if (typeof example !== 'string' || !allowed.every((value) => typeof value === 'string')) return example;
  return regex(`^(${(allowed as string[]).map(escapeRegex).join('|')})$`, example);
}

function stringMatcher(schema: JsonSchema, value: string, key: string) {
  if (schema.format === 'date-time') return regex(patterns.dateTime, value);
  if (schema.format === 'date') return regex(patterns.date, value);
  if (isIdKey(key)) return regex(patterns.id, value);
  return string(value);
}

/** How an interaction's answer is matched beyond its shape: arrays, and the fields that repeat the question. */
export interface MatchRules {
  /** Keys of arrays a provider may answer empty (a quote's `fees`). */
  mayBeEmpty?: ReadonlySet<string>;
  /**
   * Arrays that answer a list the request gave, one element per item in the same order, by the key that names each
   * (`vehicleResults` by `vehicleId`): matched element by element, that key exactly.
   */
  inOrder?: Readonly<Record<string, string>>;
  /**
   * Fields of the answer's top level that repeat what the request asked (a quote's product, term and mileage): matched
   * exactly, the example's value. Matched by type or by the enum's list, a quote for HP, or for another term, would
   * pass as the answer to a PCP request, which the calculator refuses to show. Only fields whose JSON has one spelling
   * (a string, an integer): a price a server writes as 25995.00 is the 25995 asked for, but not equal to it in JSON.
   */
  echoed?: ReadonlySet<string>;
  /** Fields the interaction's provider state promises beyond the document's required ones (`state-promises.ts`). */
  promised?: StatePromise;
}

/**
 * Pact matchers for a response body, from the operation's schema and an example: only the fields the schema
 * requires (`contracts/pact-requirements.ts` checks that), types where the value does not matter, exact values for
 * enums and constants, regexes for ids and dates, `eachLike` over arrays (at least one element). An array in
 * `rules.mayBeEmpty` is `atLeastLike(template, 0)` instead: a provider may answer it empty, and every element it does
 * answer must have the template's shape. One in `rules.inOrder` is the example's elements, each matched by shape with
 * its naming key exact: as many as asked for, in the order asked (a plain array: Pact matches its length). A top-level
 * field in `rules.echoed` is its example's value, exactly.
 */
export function responseMatchers(
  document: OpenApiLike,
  rawSchema: JsonSchema | undefined,
  example: unknown,
  key = '',
  rules: MatchRules = {},
): unknown {
  const schema = resolveSchema(document, rawSchema);
  if (example === null) return nullValue();
  if (schema.enum || schema.const !== undefined) return exactly(schema, example);
  if (Array.isArray(example)) {
    if (example.length === 0) return [];
    const naming = rules.inOrder?.[key];
    if (naming)
      return example.map((item) => {
        const matched = responseMatchers(document, schema.items, item, key, rules) as Record<string, unknown>;
        return { ...matched, [naming]: (item as Record<string, unknown>)[naming] };
      });
    const template = responseMatchers(document, schema.items, mergeExamples(example), key, rules);
    // `eachLike(template, 0)` would serve an empty example; `atLeastLike` serves one element and requires none.
    return rules.mayBeEmpty?.has(key) ? atLeastLike(template, 0, 1) : eachLike(template, 1);
  }
  if (typeof example === 'object') {
    // Pact requires every key of an expected object, so only the keys the document requires go in: a provider that
    // leaves out an optional field (or a map key, like a second locale) still honours the document and the pact.
    const required = new Set(schema.required ?? []);
    if (rules.promised?.at === key) for (const name of rules.promised.fields) required.add(name);
    const echoed = key === '' ? (rules.echoed ?? new Set<string>()) : new Set<string>();
    return Object.fromEntries(
      Object.entries(example)
        .filter(([name]) => required.has(name) || echoed.has(name))
        .map(([name, value]) => [
          name,
          echoed.has(name) ? value : responseMatchers(document, propertySchemaOf(schema, name), value, name, rules),
        ]),
    );
  }
  if (typeof example === 'string') return stringMatcher(schema, example, key);
  if (typeof example === 'number') {
    const types = ([] as string[]).concat(schema.type ?? []);
    return types.includes('integer') ? integer(example) : number(example);
  }
  if (typeof example === 'boolean') return boolean(example);
  return example;
}
