/** The call-to-action link policy: http(s), relative, `mailto:` and `tel:` hrefs are kept; anything else is dropped. */

const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** What the policy keeps, in words, for a warning about an href it drops. */
export const safeCtaHrefExpects = 'an http(s), mailto: or tel: address, or a relative one';
// A scheme is letters, digits, +, - or . before the first colon, and only counts before any /, ? or #.
const schemePattern = /^([a-z][a-z\d+.-]*):/i;
// What the URL parser strips around a URL (C0 controls and space) and what JavaScript's trim() strips (every Unicode
// space, line separators and the BOM), plus C1 controls: none of it may hide a scheme from this check.
const ignorable = '[\\u0000-\\u0020\\u007f-\\u009f\\s\\ufeff]';
const surrounding = new RegExp(`^${ignorable}+|${ignorable}+$`, 'g');
const anywhere = new RegExp(ignorable, 'g');

/**
 * A URL without every character a browser could ignore in it: what to read its scheme or host from. Browsers drop
 * tabs and newlines inside (`java\tscript:`) and controls and spaces around it; dropping more can only make a check
 * stricter than the browser, never looser.
 */
export function compactUrl(url: string): string {
  return url.replace(anywhere, '');
}

/**
 * Returns the href to render when it is safe as a link, else `undefined` (the link is rendered without one). The
 * string returned is exactly the one checked: the href without what any browser or `trim()` would strip around it.
 */
export function safeCtaHref(href: string | null | undefined): string | undefined {
  if (href === null || href === undefined) return undefined;
  const checked = href.replace(surrounding, '');
  const compact = compactUrl(checked);
  if (compact === '') return undefined;
  const scheme = schemePattern.exec(compact)?.[1];
  if (scheme === undefined) return checked;
  return allowedSchemes.has(`${scheme.toLowerCase()}:`) ? checked : undefined;
}
