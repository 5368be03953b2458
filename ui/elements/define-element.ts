/**
 * Our registration helper: a small `HTMLElement` subclass around React's `createRoot` with an open shadow root,
 * typed attribute-to-prop mapping, re-render on attribute change (removal maps to the default), readiness
 * (`ready` and `hcuk-ready`, see docs/embedding.md), click tracking (`cta_click`, with `{ source, element }` as
 * `onTrackingEvent`'s second argument) and unmount on disconnect.
 */
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { trackClicks } from '../analytics/click-tracking.ts';
import { adoptStyles, readoptStyles } from '../components/styles/adopt-styles.ts';
import { StyleRootContext } from '../components/styles/style-root-context.ts';
import { readHcukConfig } from '../config/hcuk-config.ts';
import { version } from '../package.json';
import { genesisThemeCss } from '../theme/genesis-theme.ts';
import { createResolver, createWarnOnce } from './attribute-resolver.ts';
import { type AttributeSpec, attributeNameFor } from './attribute-types.ts';
import { closestName } from './closest-name.ts';
import { commonAttributes } from './common-attributes.ts';
import type { AttributeSpecs, DetailOf, ElementDefinition, EventSpecs } from './element-definition.ts';
import { loadStylesheets, markReady } from './load-stylesheets.ts';

/** The props an element's specs produce. */
export type PropsOf<S extends AttributeSpecs> = { [K in keyof S]: S[K] extends AttributeSpec<infer T> ? T : never };

/** What an element's render function may use besides its props. */
export interface ElementContext<E extends EventSpecs = EventSpecs> {
  /** The custom element itself. */
  host: HTMLElement;
  /** Dispatches one of the element's declared events: a bubbling, composed `CustomEvent` from the host. */
  emit: <Name extends keyof E & string>(name: Name, ...detail: DetailArgs<DetailOf<E[Name]>>) => void;
}

// An event without detail is emitted with its name alone (its `detail` is then `null`, as `CustomEvent` makes it).
type DetailArgs<Detail> = [Detail] extends [null] ? [] : [detail: Detail];

/** How to render one element: its definition plus its styles and render function. */
export interface ElementImplementation<S extends AttributeSpecs, E extends EventSpecs> extends ElementDefinition<S, E> {
  /** The component's CSS, adopted after the genesis theme (one sheet per document, shared by every instance). */
  styles: string;
  /** Renders the component from the current props. */
  render: (props: PropsOf<S>, context: ElementContext<E>) => ReactNode;
  /**
   * Called when an instance is connected and its React tree is created (not when it is moved, which keeps the tree),
   * with its props and context, before React renders it: to start a download or a request early; default none. It
   * may return a promise of what the first render needs: that render then waits until it settles, but never longer
   * than `firstRenderHoldMs`, so a fast start paints its content at once instead of a loading state first, and a
   * slow one still shows its loading state early.
   */
  onConnect?: (props: PropsOf<S>, context: ElementContext<E>) => undefined | Promise<unknown>;
  /**
   * Called when an instance is removed and its React tree unmounted (not when it is moved): to stop what `onConnect`
   * started and no tree took over, such as a request's retries; default none.
   */
  onDisconnect?: (context: ElementContext<E>) => void;
}

/**
 * The longest an element holds its first render for what `onConnect` started: 100 ms. A loading state that would
 * show for less than that is a flash, not information; past it, the visitor sees that something is coming.
 */
export const firstRenderHoldMs = 100;

/** Settles when `ready` settles (either way) or after `firstRenderHoldMs`, whichever is first. */
const heldUntil = (ready: Promise<unknown>) =>
  Promise.race([ready.catch(() => {}), new Promise((resolve) => setTimeout(resolve, firstRenderHoldMs))]);

/** Marks our element classes so registering the same tag twice is recognised as harmless. */
export const hcukElementTag = Symbol.for('hcuk.element-tag');

/** The version of the embed that defined an element class, so a second version on the page is named, not hidden. */
export const hcukElementVersion = Symbol.for('hcuk.element-version');

/** Creates the element class for `definition` (register it with `registerElement`). */
export function createElementClass<S extends AttributeSpecs, E extends EventSpecs>(
  definition: ElementImplementation<S, E>,
): CustomElementConstructor {
  const props = Object.entries(definition.attributes).map(([prop, spec]) => ({
    prop,
    name: attributeNameFor(prop),
    spec,
  }));
  const warnOnce = createWarnOnce();
  const resolve = createResolver(definition.tag, warnOnce);
  const knownNames = [...Object.keys(commonAttributes).map(attributeNameFor), ...props.map(({ name }) => name)];

  return class HcukElement extends HTMLElement {
    static readonly [hcukElementTag] = definition.tag;
    static readonly [hcukElementVersion] = version;
    static readonly observedAttributes = ['theme', ...props.map(({ name }) => name)];

    readonly #shadow: ShadowRoot;
    readonly #container: HTMLDivElement;
    readonly #context: ElementContext<E>;
    #root: Root | null = null;
    #connected = false;
    /** While the first render waits for what `onConnect` started: that wait (a newer tree replaces an older one's). */
    #hold: Promise<unknown> | undefined;
    #stylesheetsRequested = false;

    constructor() {
      super();
      this.#shadow = this.attachShadow({ mode: 'open' });
      // Constructable stylesheets, not a <style>: a host's strict style-src allows them (adopt-styles.ts).
      adoptStyles(this.#shadow, [genesisThemeCss, definition.styles]);
      this.#container = document.createElement('div');
      this.#container.className = 'hcuk-root';
      this.#shadow.append(this.#container);
      this.#context = {
        host: this,
        emit: (name, ...[detail]) =>
          this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail })),
      };
      trackClicks(this.#shadow, this);
    }

    connectedCallback(): void {
      this.#connected = true;
      const values = this.#props();
      if (!this.#root) {
        // A move (disconnect then connect in one task) keeps its tree: nothing to start again.
        const ready = definition.onConnect?.(values, this.#context);
        this.#root = createRoot(this.#container);
        const hold = ready && heldUntil(ready);
        this.#hold = hold;
        void hold?.then(() => {
          if (this.#hold !== hold) return;
          this.#hold = undefined;
          this.#render();
        });
      }
      this.#warnAboutTypos();
      this.#render(values);
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
        definition.onDisconnect?.(this.#context);
      });
    }

    /** Moved into another document (a host's iframe): its styles are adopted again from that document's sheets. */
    adoptedCallback(): void {
      readoptStyles(this.#shadow);
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous !== next) this.#render();
    }

    /** A misspelt attribute is silently ignored by HTML, and TypeScript cannot flag a hyphenated one in JSX. */
    #warnAboutTypos(): void {
      for (const { name } of Array.from(this.attributes)) {
        const meant = knownNames.includes(name) ? undefined : closestName(name, knownNames);
        if (meant) {
          warnOnce(`typo ${name}`, `[hcuk] <${definition.tag}> has no attribute "${name}"; did you mean "${meant}"?`);
        }
      }
    }

    /** The props from the attributes (and `hcukConfig.attributes`' defaults); sets the theme as a side effect. */
    #props(): PropsOf<S> {
      const defaults = readHcukConfig().attributes ?? {};
      this.#container.dataset.theme = resolve(this, 'theme', commonAttributes.theme, defaults);
      // Read by the analytics when an event is sent (click-tracking.ts); resolved here too, so a value outside its list
      // is warned about as the element connects, like every other attribute's, not taken silently.
      resolve(this, 'site-section', commonAttributes.siteSection, defaults);
      return Object.fromEntries(
        props.map(({ prop, name, spec }) => [prop, resolve(this, name, spec, defaults)]),
      ) as PropsOf<S>;
    }

    /**
     * Renders `values`, else the attributes read now. Only once there is a tree to render into: before that (an
     * element upgraded with its attributes gets a change for each of them, before it is connected) reading them all
     * would be thrown away.
     */
    #render(values?: PropsOf<S>): void {
      if (!this.#root || !this.#connected || this.#hold) return;
      // Components that load later (steps, the dialog) adopt their own styles into this shadow root.
      this.#root.render(
        createElement(
          StyleRootContext.Provider,
          { value: this.#shadow },
          definition.render(values ?? this.#props(), this.#context),
        ),
      );
    }
  };
}
