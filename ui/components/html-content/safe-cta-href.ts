/** The call-to-action link policy: http(s), relative, `mailto:` and `tel:` hrefs are kept; anything else is dropped. */

const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);
// A scheme is letters, digits, +, - or . before the first colon, and only counts before any /, ? or #.
const schemePattern = /^([a-z][a-z\d+.-]*):/i;

const isControlOrSpace = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f);

/** Returns `href` when it is safe to render as a link, else `undefined` (the link is rendered without it). */
export function safeCtaHref(href: string | null | undefined): string | undefined {
  if (href === null || href === undefined) return undefined;
  // Browsers ignore control characters and surrounding whitespace in URLs: `java\tscript:` is still javascript:.
  const normalised = Array.from(href)
    .filter((char) => !isControlOrSpace(char.charCodeAt(0)))
    .join('');
  if (normalised === '') return undefined;
  const scheme = schemePattern.exec(normalised)?.[1];
  if (scheme === undefined) return href.trim();
  return allowedSchemes.has(`${scheme.toLowerCase()}:`) ? href.trim() : undefined;
}
