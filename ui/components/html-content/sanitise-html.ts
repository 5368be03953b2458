/**
 * Sanitises HTML from content (modal content, help text, terms) with DOMPurify before it is rendered. Content is text
 * with links: no scripts, handlers, forms, media or inline styles; it cannot dress itself as the component (none of
 * the component's classes, `part`, popovers or dialogs), its links follow the call-to-action policy and open elsewhere
 * without handing over the page, and it loads no image from another host. The result is `TrustedHTML` from the
 * embed's one Trusted Types policy where the browser has Trusted Types.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib/index.js';
import { isReservedClass } from './reserved-class.ts';
import { compactUrl, safeCtaHref } from './safe-cta-href.ts';
import { trustedHtmlPolicy } from './trusted-html-policy.ts';

let purifier: DOMPurify | undefined;

/** A URL that names a scheme or host (`https://…`, `//…`, `\\…`, `data:…`), or none at all: not an image of this page's. */
const remote = /^(?:[a-z][a-z\d+.-]*:|[\\/]{2}|$)/i;

function applyPolicies(node: Element): void {
  if (node.hasAttribute('href')) {
    const href = safeCtaHref(node.getAttribute('href'));
    if (href === undefined) node.removeAttribute('href');
    else node.setAttribute('href', href);
  }
  // Any target opens another browsing context (a named one too), which would otherwise get window.opener.
  if (node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  // Remote images would tell another host who reads the page (and when); relative ones come from the page's own host.
  const src = node.getAttribute('src');
  if (src !== null && remote.test(compactUrl(src))) node.removeAttribute('src');
  const classes = [...node.classList].filter((name) => !isReservedClass(name));
  if (classes.length > 0) node.setAttribute('class', classes.join(' '));
  else node.removeAttribute('class');
}

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // Our own instance, so these hooks never change DOMPurify for the host page.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element) applyPolicies(node);
  });
  purifier = instance;
  return instance;
}

/** Returns `html` with everything unsafe removed (see the module comment for the policy), trusted where it can be. */
export function sanitiseHtml(html: string): TrustedHTML | string {
  // Throws when the page's CSP refuses the policy: the content is then shown as text (html-content.tsx).
  const policy = trustedHtmlPolicy();
  const options: Config = {
    USE_PROFILES: { html: true },
    // Forms and their controls could ask for details; media would load from elsewhere; a dialog or popover draws
    // in the top layer, over the component and the page.
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'select',
      'textarea',
      'option',
      'optgroup',
      'datalist',
      'style',
      'dialog',
      'video',
      'audio',
      'source',
      'track',
      'picture',
    ],
    // Inline styles could lay a fixed-position overlay over the page; part would let host styles for the component's
    // own parts apply to content; srcset, poster and background load images from anywhere.
    FORBID_ATTR: [
      'style',
      'part',
      'exportparts',
      'slot',
      'popover',
      'popovertarget',
      'popovertargetaction',
      'srcset',
      'poster',
      'background',
    ],
    ADD_ATTR: ['target'],
    // Content ids become `user-content-…`, so they cannot take the id a label or description points at.
    SANITIZE_NAMED_PROPS: true,
    // Ours, or none at all: DOMPurify would otherwise create a policy of its own, which a strict host refuses.
    TRUSTED_TYPES_POLICY: policy,
  };
  const purifier = getPurifier();
  return policy ? purifier.sanitize(html, { ...options, RETURN_TRUSTED_TYPE: true }) : purifier.sanitize(html, options);
}
