/** Registers custom elements safely: a second registration of ours is a no-op; a foreign one is kept, with a warning. */
import { hcukElementTag } from './define-element.ts';

/** Defines `tag` unless it is already defined; returns whether this call defined it. */
export function registerElement(tag: string, element: CustomElementConstructor): boolean {
  const existing = customElements.get(tag) as (CustomElementConstructor & { [hcukElementTag]?: string }) | undefined;
  if (!existing) {
    customElements.define(tag, element);
    return true;
  }
  // Two copies of the embed script on one page each try to register; the first copy wins quietly.
  if (existing[hcukElementTag] !== tag) {
    console.warn(
      `[hcuk] <${tag}> is already defined by another script; keeping that definition, this one is not registered`,
    );
  }
  return false;
}
