/**
 * Everything on the page outside an open modal made `inert`, as `<dialog>.showModal()` does: what lies behind cannot be
 * clicked, focused, or reached by a screen reader's browse mode (the WAI-ARIA Authoring Practices' modal dialog, where
 * `aria-modal` alone is a promise each screen reader keeps in its own way). The modal lives in a shadow root, so the
 * walk goes up through each shadow root's host to the page's body: at each level, every sibling of the branch that
 * holds the modal.
 */

/**
 * Makes every element outside `modal` inert, and returns the function that puts them back. Only what this call made
 * inert is released: an element the host page (or a modal below this one) had made inert stays so.
 */
export function inertOutside(modal: Element): () => void {
  const made: Element[] = [];
  let branch: Element = modal;
  while (branch !== document.body && branch !== document.documentElement) {
    const parent: ParentNode | null = branch.parentNode as ParentNode | null;
    if (!parent) break;
    for (const sibling of parent.children) {
      if (sibling === branch || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    const next: Element | null = parent instanceof ShadowRoot ? parent.host : (parent as Element);
    if (!next || !(next instanceof Element)) break;
    branch = next;
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}
