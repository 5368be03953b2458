/**
 * Sanitises HTML from content (modal content, help text, terms) with DOMPurify before it is rendered, and applies
 * the call-to-action href policy to every link: scripts, event handlers and `javascript:` links do nothing.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { safeCtaHref } from './safe-cta-href.ts';

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // Our own instance, so the link hook never changes DOMPurify for the host page.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('href')) return;
    const href = safeCtaHref(node.getAttribute('href'));
    if (href === undefined) node.removeAttribute('href');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/** Returns `html` with everything unsafe removed (no scripts, handlers, forms or inline styles; only safe links). */
export function sanitiseHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'style'],
    // Inline styles could lay a fixed-position overlay over the host page (clickjacking); our CSS styles content.
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
