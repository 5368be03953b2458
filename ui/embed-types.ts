/**
 * The types of `hcuk-genesis/embed`, derived from the element definitions: an `HTMLElementTagNameMap` entry for
 * every `hcuk-` element (with typed `addEventListener` for its events), JSX typings for React 19 hosts, and the type
 * of `window.hcukConfig`. Importing the embed (`import 'hcuk-genesis/embed'`) brings them in.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeSpec } from './elements/attribute-types.ts';
import type { commonAttributes } from './elements/common-attributes.ts';
import type { commonEvents } from './elements/common-events.ts';
import type { DetailOf } from './elements/element-definition.ts';
import type { elementDefinitions, HcukElementTag } from './elements/element-definitions.ts';

export type { TrackingEvent, TrackingEventContext } from './analytics/tracking-events.ts';
export type {
  HcukAdminApiOptions,
  HcukApiOptions,
  HcukAttributeValue,
  HcukConfig,
  HcukMockOption,
} from './config/hcuk-config.ts';
export type { HcukElementTag } from './elements/element-definitions.ts';

type DefinitionOf<Tag extends HcukElementTag> = Extract<(typeof elementDefinitions)[number], { tag: Tag }>;
type SpecsOf<Tag extends HcukElementTag> = DefinitionOf<Tag>['attributes'] & typeof commonAttributes;
type EventsOf<Tag extends HcukElementTag> = DefinitionOf<Tag>['events'] & typeof commonEvents;

/** `maxCompare` → `max-compare`, as attribute names are written. */
type KebabCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : Name;

/** What an attribute takes: its allowed strings, a boolean, a number (or numeric string), or JSON text. */
type AttributeValue<Spec> =
  Spec extends AttributeSpec<unknown, 'JSON'>
    ? string
    : Spec extends AttributeSpec<unknown, 'number'>
      ? number | `${number}`
      : Spec extends AttributeSpec<infer Value>
        ? Value
        : never;

/** An element's attributes by their written (kebab-case) names, each optional. */
export type HcukElementAttributes<Tag extends HcukElementTag> = {
  [Prop in keyof SpecsOf<Tag> as KebabCase<Prop & string>]?: AttributeValue<SpecsOf<Tag>[Prop]>;
};

/** An element's events: name to `CustomEvent` with its typed detail. */
export type HcukElementEventMap<Tag extends HcukElementTag> = {
  [Name in keyof EventsOf<Tag>]: CustomEvent<DetailOf<EventsOf<Tag>[Name]>>;
};

type Listener<Tag extends HcukElementTag, Event> = (this: HcukElement<Tag>, event: Event) => unknown;

/** `addEventListener` or `removeEventListener`, knowing the element's own events besides the DOM's. */
interface ListenerMethod<Tag extends HcukElementTag, Options> {
  <Name extends keyof HcukElementEventMap<Tag>>(
    type: Name,
    listener: Listener<Tag, HcukElementEventMap<Tag>[Name]>,
    options?: boolean | Options,
  ): void;
  <Name extends keyof HTMLElementEventMap>(
    type: Name,
    listener: Listener<Tag, HTMLElementEventMap[Name]>,
    options?: boolean | Options,
  ): void;
  (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | Options): void;
}

/** An `hcuk-` element: an `HTMLElement` whose `addEventListener` knows the element's own events. */
export interface HcukElement<Tag extends HcukElementTag> extends HTMLElement {
  addEventListener: ListenerMethod<Tag, AddEventListenerOptions>;
  removeEventListener: ListenerMethod<Tag, EventListenerOptions>;
}

/** Every `hcuk-` tag and its element type (merged into `HTMLElementTagNameMap`). */
export type HcukElementTagNameMap = { [Tag in HcukElementTag]: HcukElement<Tag> };

/** React 19 listens for `on` + the event name on a custom element: `onhcuk-close={(event) => ...}`. */
type EventHandlerProps<Tag extends HcukElementTag> = {
  [Name in keyof HcukElementEventMap<Tag> as `on${Name & string}`]?: (event: HcukElementEventMap<Tag>[Name]) => void;
};

/** The JSX props of one element in a React 19 host: its attributes, its event handlers and the HTML ones. */
export type HcukJsxProps<Tag extends HcukElementTag> = HcukElementAttributes<Tag> &
  EventHandlerProps<Tag> &
  Omit<DetailedHTMLProps<HTMLAttributes<HcukElement<Tag>>, HcukElement<Tag>>, keyof HcukElementAttributes<Tag>>;

/** Every `hcuk-` element's JSX props (merged into React's `JSX.IntrinsicElements`). */
export type HcukIntrinsicElements = { [Tag in HcukElementTag]: HcukJsxProps<Tag> };

declare global {
  // Declaration merging adds the hcuk- tags to the DOM's map (document.querySelector, createElement).
  interface HTMLElementTagNameMap extends HcukElementTagNameMap {}
}

declare module 'react' {
  namespace JSX {
    // Declaration merging adds the hcuk- tags to React's JSX.
    interface IntrinsicElements extends HcukIntrinsicElements {}
  }
}
