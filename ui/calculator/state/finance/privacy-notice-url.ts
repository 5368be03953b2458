/**
 * The privacy notice a quote request's consent links to, and that the request records (`consent.privacyNoticeUrl`):
 * the admin document wants an absolute http(s) URI, while a host writes `privacy-notice-href="/privacy"`. So the
 * href is resolved against the page's base URL, as the link itself is; anything that is not http(s) after that
 * (`javascript:`, `mailto:`, a broken URL) is refused, and Request this quote is not offered.
 */

/** The absolute http(s) URL of `href` on a page whose base URL is `base`, or `undefined` when it is none. */
export function privacyNoticeUrl(href: string, base: string): string | undefined {
  if (href.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** The `[hcuk]` error for an href that is set but cannot be a privacy notice's address; `undefined` when it is fine. */
export function privacyNoticeProblem(href: string, base: string): string | undefined {
  if (href.trim() === '' || privacyNoticeUrl(href, base)) return undefined;
  return `[hcuk] <hcuk-cost-saving-calculator> privacy-notice-href must be an http(s) address (absolute, or relative to the page); Request this quote is not offered`;
}
