/**
 * Our registration helper: a small `HTMLElement` subclass around React's `createRoot` with an open shadow root,
 * typed attribute-to-prop mapping, re-render on attribute change (removal maps to the default), readiness
 * (spec section 4), click tracking (`cta_click`, with `{ element }` as `onTrackingEvent`'s second argument) and
 * unmount on disconnect.
 */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { trackClicks } from '../analytics/click-tracking.ts';
import { type HcukAttributeValue, readHcukConfig } from '../config/hcuk-config.ts';
import { genesisThemeCss } from '../theme/genesis-theme.ts';
import { type AttributeSpec, attributeNameFor, stringAttribute } from './attribute-types.ts';
import { loadStylesheets, markReady } from './load-stylesheets.ts';

/** Attribute specs keyed by prop name (the attribute is its kebab-case form). */
export type AttributeSpecs = Record<string, AttributeSpec<unknown>>;

/** The props an element's specs produce. */
export type PropsOf<S extends AttributeSpecs> = { [K in keyof S]: S[K] extends AttributeSpec<infer T> ? T : never };

/** What an element's render function may use besides its props. */
export interface ElementContext {
  /** The custom element itself. */
  host: HTMLElement;
  /** Dispatches a bubbling, composed `CustomEvent` from the host. */
  emit: (name: string, detail?: unknown) => void;
}

/** How to build one element. */
export interface ElementDefinition<S extends AttributeSpecs> {
  /** The tag: `hcuk-` + the dashed component name. */
  tag: `hcuk-${string}`;
  /** The element's attributes (every element also has `theme`: light, dark or auto; default light). */
  attributes: S;
  /** The component's CSS, added after the genesis theme. */
  styles: string;
  /** Renders the component from the current props. */
  render: (props: PropsOf<S>, context: ElementContext) => ReactNode;
}

/** Marks our element classes so registering the same tag twice is recognised as harmless. */
export const hcukElementTag = Symbol.for('hcuk.element-tag');

const themeAttribute = stringAttribute('light', ['light', 'dark', 'auto'] as const);

function resolve<T>(
  tag: string,
  name: string,
  spec: AttributeSpec<T>,
  raw: string | null,
  fallback?: HcukAttributeValue,
) {
  if (raw !== null) {
    const parsed = spec.parse(raw);
    if (parsed !== undefined) return parsed;
    console.warn(
      `[hcuk] <${tag}> attribute "${name}" expects a ${spec.kind} value, got ${JSON.stringify(raw)}; using the default`,
    );
  }
  if (fallback !== undefined) {
    const parsed = typeof fallback === 'string' ? spec.parse(fallback) : spec.accept(fallback);
    if (parsed !== undefined) return parsed;
    console.warn(`[hcuk] hcukConfig.attributes["${name}"] is not a valid ${spec.kind} value for <${tag}>; ignoring it`);
  }
  return spec.fallback;
}

/** Creates the element class for `definition` (register it with `registerElement`). */
export function createElementClass<S extends AttributeSpecs>(
  definition: ElementDefinition<S>,
): CustomElementConstructor {
  const props = Object.entries(definition.attributes).map(([prop, spec]) => ({
    prop,
    name: attributeNameFor(prop),
    spec,
  }));

  return class HcukElement extends HTMLElement {
    static readonly [hcukElementTag] = definition.tag;
    static readonly observedAttributes = ['theme', ...props.map(({ name }) => name)];

    readonly #shadow: ShadowRoot;
    readonly #container: HTMLDivElement;
    readonly #context: ElementContext;
    #root: Root | null = null;
    #connected = false;
    #stylesheetsRequested = false;

    constructor() {
      super();
      this.#shadow = this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = genesisThemeCss + definition.styles;
      this.#container = document.createElement('div');
      this.#container.className = 'hcuk-root';
      this.#shadow.append(style, this.#container);
      this.#context = {
        host: this,
        emit: (name, detail) => this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail })),
      };
      trackClicks(this.#shadow, this);
    }

    connectedCallback(): void {
      this.#connected = true;
      this.#root ??= createRoot(this.#container);
      this.#render();
      if (this.#stylesheetsRequested) return;
      this.#stylesheetsRequested = true;
      const urls = readHcukConfig().stylesheets ?? [];
      void loadStylesheets(this.#shadow, urls, this.#container).then((failed) => markReady(this, failed));
    }

    disconnectedCallback(): void {
      this.#connected = false;
      // Deferred: a move (disconnect then connect in one task) keeps the React tree and its state.
      queueMicrotask(() => {
        if (this.#connected || !this.#root) return;
        this.#root.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous !== next) this.#render();
    }

    #render(): void {
      if (!this.#root || !this.#connected) return;
      const defaults = readHcukConfig().attributes ?? {};
      const read = <T>(name: string, spec: AttributeSpec<T>) =>
        resolve(definition.tag, name, spec, this.getAttribute(name), defaults[name]);
      this.#container.dataset.theme = read('theme', themeAttribute);
      const values = Object.fromEntries(props.map(({ prop, name, spec }) => [prop, read(name, spec)])) as PropsOf<S>;
      this.#root.render(definition.render(values, this.#context));
    }
  };
}
