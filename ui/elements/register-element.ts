/**
 * Registers custom elements safely: a second registration by the same version of the embed is a no-op; one by
 * another version of it is kept, with one warning naming both (a tag manager still loading an old copy would
 * otherwise run it without a word); a foreign one is kept, with a warning.
 */
import { version } from '../package.json';
import { hcukElementTag, hcukElementVersion } from './define-element.ts';

type HcukConstructor = CustomElementConstructor & { [hcukElementTag]?: string; [hcukElementVersion]?: string };

// One warning per page for another version, however many of its elements this copy finds defined.
let warnedVersion = false;

/** Defines `tag` unless it is already defined; returns whether this call defined it. */
export function registerElement(tag: string, element: CustomElementConstructor): boolean {
  const existing = customElements.get(tag) as HcukConstructor | undefined;
  if (!existing) {
    customElements.define(tag, element);
    return true;
  }
  if (existing[hcukElementTag] !== tag) {
    console.warn(
      `[hcuk] <${tag}> is already defined by another script; keeping that definition, this one is not registered`,
    );
  } else if (existing[hcukElementVersion] !== version && !warnedVersion) {
    warnedVersion = true;
    const other = existing[hcukElementVersion] ?? 'before 3.8';
    console.warn(
      `[hcuk] <${tag}> is already defined by hcuk-genesis ${other}, loaded first on this page, so that version runs ` +
        `and this copy (${version}) is not registered: load one version of the embed per page`,
    );
  }
  // Two copies of the same version each try to register; the first wins quietly.
  return false;
}
