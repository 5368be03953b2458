/**
 * What lies behind an open modal inside its own shadow root (the rest of the calculator) made `inert`: it cannot be
 * clicked, focused, or reached by a screen reader's browse mode (the WAI-ARIA Authoring Practices' modal dialog, where
 * `aria-modal` alone is a promise each screen reader keeps in its own way). At each level from the modal up to its
 * root, every sibling of the branch that holds it.
 *
 * The host page is left alone. A host's element is not ours to change, and `<dialog>.showModal()`'s top layer, which
 * makes a page inert safely, is not what this modal is: a host's cookie banner drawn above the modal, made inert,
 * passed its taps through to the dialog beneath it, and a dialog of the host's opened over ours could not be used (an
 * outside review, Chromium). So the page keeps its own controls, and the modal keeps `aria-modal` for what is outside.
 */

/** Makes every element outside `modal` within its root inert, and returns the function that puts them back. */
export function inertOutside(modal: Element): () => void {
  const root = modal.getRootNode();
  const made: Element[] = [];
  let branch: Element = modal;
  for (;;) {
    const parent = branch.parentNode;
    if (!parent || parent === document.documentElement) break;
    for (const sibling of parent.children) {
      if (sibling === branch || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    if (parent === root || parent === document.body || !(parent instanceof Element)) break;
    branch = parent;
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}
