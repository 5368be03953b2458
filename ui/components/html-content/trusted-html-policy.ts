/**
 * The embed's one Trusted Types policy, for hosts that send `require-trusted-types-for 'script'`: the sanitiser
 * returns its HTML as `TrustedHTML` made by this policy, so a host lists the name in its `trusted-types` directive.
 * The policy passes HTML through unchanged, like DOMPurify's own: DOMPurify needs it to parse the untrusted input
 * (into an inert document) and to return what it kept. It never leaves the sanitiser, so nothing else can mint
 * `TrustedHTML` with it. Where a browser has no Trusted Types (Firefox, Safari, jsdom) there is no policy and the
 * sanitiser returns a string.
 */
import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib/index.js';

/** The policy's name, for the host's CSP: `trusted-types hcuk-genesis`. */
export const trustedTypesPolicyName = 'hcuk-genesis';

// A policy name can be created once per page (unless the CSP says 'allow-duplicates'): one per page, made lazily so
// a page that never shows HTML content never creates it.
let created: { policy: TrustedTypePolicy | null } | { error: Error } | undefined;

function createPolicy(): { policy: TrustedTypePolicy | null } | { error: Error } {
  const factory = (window as unknown as TrustedTypesWindow).trustedTypes;
  if (!factory) return { policy: null };
  try {
    // The factory's type keeps only the methods given; the object is a whole TrustedTypePolicy (createScriptURL
    // and createScript throw, so content can never make a script URL or a script with it).
    const policy = factory.createPolicy(trustedTypesPolicyName, { createHTML: (html: string) => html });
    return { policy: policy as unknown as TrustedTypePolicy };
  } catch (cause) {
    const message =
      `[hcuk] The page's Content-Security-Policy does not allow the Trusted Types policy "${trustedTypesPolicyName}", ` +
      `so HTML content is shown as plain text: add ${trustedTypesPolicyName} to its trusted-types directive`;
    console.error(message);
    return { error: new Error(message, { cause }) };
  }
}

/** The policy, or `null` where the browser has no Trusted Types; throws when the page's CSP refuses it. */
export function trustedHtmlPolicy(): TrustedTypePolicy | null {
  created ??= createPolicy();
  if ('error' in created) throw created.error;
  return created.policy;
}
