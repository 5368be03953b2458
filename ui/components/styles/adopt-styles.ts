/**
 * Styles without `<style>` elements, so a host's `style-src 'self'` (no `'unsafe-inline'`) allows them: each style
 * module becomes one constructable `CSSStyleSheet` per document, adopted by every shadow root that needs it (Lit's
 * approach). Every sheet sits in the cascade layer `hcuk`, so the host's own stylesheets (`hcukConfig.stylesheets`,
 * unlayered `<link>`s) win over ours whatever their order or specificity. A browser without constructable
 * stylesheets gets a `<style>` element with the host's nonce (`style-nonce.ts`) instead.
 */
import { styleNonce } from './style-nonce.ts';

/** The cascade layer every bundled style rule is in. */
export const styleLayer = 'hcuk';

const layered = (css: string) => `@layer ${styleLayer} {\n${css}\n}`;

// One sheet per style module and document: a sheet can only be adopted in the document that constructed it.
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();
// What each root already has, so a module is added once however many components ask for it.
const adopted = new WeakMap<ShadowRoot | Document, Set<string>>();

/** The document's one sheet for `css`, built on first use. */
export function sheetFor(css: string, document: Document): CSSStyleSheet {
  const byCss = sheets.get(document) ?? new Map<string, CSSStyleSheet>();
  sheets.set(document, byCss);
  let sheet = byCss.get(css);
  if (!sheet) {
    const view = document.defaultView ?? window;
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(layered(css));
    byCss.set(css, sheet);
  }
  return sheet;
}

/** Whether `root` takes constructed sheets; where not, each module is a `<style>` element instead. */
const adoptsSheets = (root: ShadowRoot | Document) =>
  'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

const documentOf = (root: ShadowRoot | Document): Document => ('head' in root ? root : root.ownerDocument);

/** Adds each style module in `styles` to `root` once, after what it has (later modules win at equal specificity). */
export function adoptStyles(root: ShadowRoot | Document, styles: readonly string[]): void {
  const done = adopted.get(root) ?? new Set<string>();
  adopted.set(root, done);
  const missing = styles.filter((css) => css !== '' && !done.has(css));
  if (missing.length === 0) return;
  for (const css of missing) done.add(css);
  const owner = documentOf(root);
  if (adoptsSheets(root)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing.map((css) => sheetFor(css, owner))];
    return;
  }
  const nonce = styleNonce();
  const elements = missing.map((css) => {
    const style = owner.createElement('style');
    if (nonce) style.setAttribute('nonce', nonce);
    style.textContent = layered(css);
    return style;
  });
  if ('head' in root) {
    root.head.append(...elements);
    return;
  }
  // After the root's own style elements (so modules keep their order), before everything else.
  const last = Array.from(root.children).findLast((child) => child.localName === 'style');
  if (last) last.after(...elements);
  else root.prepend(...elements);
}

/**
 * Adopts `root`'s style modules again from its document's own sheets, in the order they were first added. For a shadow
 * root moved into another document (an element a host moves into an iframe): the sheets it had were constructed in
 * the old one, and Chromium drops them, which left the element unstyled. `<style>` elements move with the root.
 */
export function readoptStyles(root: ShadowRoot): void {
  const done = adopted.get(root);
  // A document without a window (a template's, DOMParser's) renders nothing, and has no sheets of its own to build.
  if (!done || !adoptsSheets(root) || !root.ownerDocument.defaultView) return;
  root.adoptedStyleSheets = [...done].map((css) => sheetFor(css, root.ownerDocument));
}
