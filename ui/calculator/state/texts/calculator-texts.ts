/**
 * The calculator's texts (the configuration's content, keyed by locale or theme, falling back to `default`): chosen by
 * locale, filled key by key from `default` and then from the built-in labels, with `{name}` placeholders replaced.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';

type Content = FinanceSchema<'CalculatorContent'>;

type HelpKey = `${string}Help` | 'help';

/** Every text filled in; help texts stay optional (no help is shown without them); lists are taken whole. */
type Filled<T> = {
  [K in keyof T as K extends HelpKey ? never : K]-?: NonNullable<T[K]> extends string
    ? string
    : NonNullable<T[K]> extends readonly unknown[]
      ? NonNullable<T[K]>
      : Filled<NonNullable<T[K]>>;
} & { [K in keyof T as K extends HelpKey ? K : never]?: T[K] };

/** The resolved texts of one calculator. */
export type CalculatorTexts = Filled<Content>;

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `base` with every string (at any depth) of `override` laid over it; values of other types are ignored. A text's
 * variant for the example figures (`outgoings` and `outgoingsExample`) that `override` leaves out while it gives the
 * text itself is that text: a lender's own wording, or a locale's, is kept on the example figures rather than the
 * built-in English variant (a review: a Welsh page's finance line turned English until the visitor typed a figure).
 */
function overlay(base: Tree, override: unknown): Tree {
  if (!isTree(override)) return base;
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    // A text replaces a text and a section overlays a section; a value of the wrong kind is ignored.
    const current = base[key];
    const variant = `${key}Example`;
    if (typeof value === 'string' && typeof base[variant] === 'string' && typeof override[variant] !== 'string')
      result[variant] = value;
    if (typeof value === 'string' && (current === undefined || typeof current === 'string')) result[key] = value;
    else if (isTree(value) && (current === undefined || isTree(current))) result[key] = overlay(current ?? {}, value);
    // A list (the home tariffs) replaces a list whole: a locale without one keeps the one it falls back to.
    else if (Array.isArray(value) && Array.isArray(current)) result[key] = value;
  }
  return result;
}

/** The content key for `locale`: exact, then ignoring case, then the same language (`cy` for `cy-GB`). */
export function pickLocale(available: readonly string[], locale: string): string | undefined {
  if (!locale) return undefined;
  const lower = locale.toLowerCase();
  const language = lower.split('-')[0];
  return (
    available.find((key) => key === locale) ??
    available.find((key) => key.toLowerCase() === lower) ??
    available.find((key) => key.toLowerCase().split('-')[0] === language && key !== 'default')
  );
}

/** How many texts of `base` (strings at any depth) `tree` gives, at the same place and as text. */
function textsGiven(base: Tree, tree: unknown): number {
  if (!isTree(tree)) return 0;
  let given = 0;
  for (const [key, value] of Object.entries(base)) {
    if (typeof value === 'string') given += typeof tree[key] === 'string' ? 1 : 0;
    else if (isTree(value)) given += textsGiven(value, tree[key]);
  }
  return given;
}

/**
 * The language the calculator's texts are in, for its `lang` attribute (WCAG 3.1.2), so a screen reader reads them in
 * its voice: the content key `locale` picked (`cy-GB`) when that entry gives at least half of `builtIn`'s texts, else
 * `en-GB`, the language of `default` and the built-in texts. A locale's texts fall back to English one by one, and one
 * language marks them all: a few translated words (a partial locale) read in an English voice, not a whole
 * calculator of English in a Welsh one.
 */
export function textsLanguage(
  content: Readonly<Record<string, unknown>>,
  locale: string,
  builtIn: CalculatorTexts,
): string {
  const key = pickLocale(Object.keys(content), locale);
  if (!key || key === 'default') return 'en-GB';
  const all = builtIn as unknown as Tree;
  return textsGiven(all, content[key]) * 2 >= textsGiven(all, all) ? key : 'en-GB';
}

/** Every text of `tree` with `values` filled in (other placeholders stay for the place that knows them). */
function fillTree(tree: Tree, values: Readonly<Record<string, string | number>>): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? fillPlaceholders(value, values) : isTree(value) ? fillTree(value, values) : value,
    ]),
  );
}

/**
 * The texts for `locale`: that locale's content, then `default`, then `builtIn`, key by key, with `values` (such as
 * `{ max: 3 }`) filled into every text.
 */
export function resolveTexts(
  content: Record<string, Content | undefined>,
  locale: string,
  builtIn: CalculatorTexts,
  values: Readonly<Record<string, string | number>> = {},
): CalculatorTexts {
  const key = pickLocale(Object.keys(content), locale);
  const withDefault = overlay(builtIn as unknown as Tree, content.default);
  return fillTree(overlay(withDefault, key ? content[key] : undefined), values) as unknown as CalculatorTexts;
}

/** `text` with its first letter in lower case, for a label used inside a sentence: "Price per kWh" → "price per kWh". */
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** Replaces each `{name}` in `text` with its value; unknown placeholders are left as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
