/**
 * An element's definition: everything about it except its rendering (tag, summary, attributes, events, CSS parts).
 * Pure data, importable without the DOM or React: `createElementClass` builds the element from it, and the
 * manifest generator (`custom-elements.json`) and the typings (`hcuk-genesis/embed`) read the same definition.
 */
import type { AttributeSpec } from './attribute-types.ts';

/** Attribute specs keyed by prop name (the attribute is its kebab-case form: `maxCompare` → `max-compare`). */
export type AttributeSpecs = Record<string, AttributeSpec<unknown>>;

declare const detailType: unique symbol;

/** One event an element dispatches: a bubbling, composed `CustomEvent` whose `detail` is `Detail`. */
export interface EventSpec<Detail = unknown> {
  /** When it fires. */
  readonly description: string;
  /** The detail's type as TypeScript text, for the manifest; default none (no detail). */
  readonly detail?: string;
  /** Type only: carries `Detail` for the typings. */
  readonly [detailType]?: Detail;
}

/** Events keyed by event name (`hcuk-close`). */
export type EventSpecs = Record<`hcuk-${string}`, EventSpec>;

/** The detail type of an event spec. */
export type DetailOf<E> = E extends EventSpec<infer Detail> ? Detail : never;

/** An event without detail: `detail` is `null`, as a `CustomEvent` made without one has. */
export function eventSpec(description: string): EventSpec<null>;
/** An event whose `detail` is `Detail`, also described as TypeScript text (`'{ value: string }'`) for the manifest. */
export function eventSpec<Detail>(description: string, detail: string): EventSpec<Detail>;
export function eventSpec(description: string, detail?: string): EventSpec {
  return detail === undefined ? { description } : { description, detail };
}

/** A CSS part for `::part()` styling from the host page. */
export interface PartSpec {
  /** The part name. */
  readonly name: string;
  /** What it is. */
  readonly description: string;
}

/** One element's definition. */
export interface ElementDefinition<S extends AttributeSpecs = AttributeSpecs, E extends EventSpecs = EventSpecs> {
  /** The tag: `hcuk-` + the dashed component name. */
  readonly tag: `hcuk-${string}`;
  /** One sentence: what the element is. */
  readonly summary: string;
  /** The element's own attributes (every element also has the common ones: `theme`, `site-section`). */
  readonly attributes: S;
  /** The events it dispatches. */
  readonly events: E;
  /** Its CSS parts. */
  readonly parts: readonly PartSpec[];
}

/** Identity, typed: keeps the literal tag, the attribute specs and the event names of a definition. */
export const defineElement = <const Tag extends `hcuk-${string}`, S extends AttributeSpecs, E extends EventSpecs>(
  definition: ElementDefinition<S, E> & { readonly tag: Tag },
) => definition;
