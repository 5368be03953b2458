/**
 * Component readiness, so a host can hide an element until its styles apply (docs/embedding.md, Readiness): loads the
 * page-level stylesheets into a shadow root and resolves once every one has loaded or failed, with the URLs that
 * failed.
 */

/** How long a stylesheet may take before it counts as failed, so an element is never left unready. */
export const stylesheetTimeoutMs = 10_000;

/** Adds one `<link rel="stylesheet">` per URL to `root` before `before`; resolves with the URLs that failed. */
export function loadStylesheets(root: ShadowRoot, urls: readonly string[], before: Node | null): Promise<string[]> {
  const settled = urls.map(
    (url) =>
      new Promise<string | null>((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = url;
        // Failed, and gone: a link still waiting would hold the host page's `load` event for as long as the server
        // keeps it waiting (a host-page review: a stylesheet that never answered held it past 30 s).
        const timer = setTimeout(() => {
          link.remove();
          resolve(url);
        }, stylesheetTimeoutMs);
        const settle = (failed: string | null) => {
          clearTimeout(timer);
          resolve(failed);
        };
        link.addEventListener('load', () => settle(null), { once: true });
        link.addEventListener('error', () => settle(url), { once: true });
        // Before the content. The bundled styles are in the `hcuk` cascade layer, so any rule here wins over them.
        root.insertBefore(link, before);
      }),
  );
  return Promise.all(settled).then((results) => results.filter((url): url is string => url !== null));
}

/**
 * Sets `ready="true"` (and `stylesheet-error` listing the failed URLs), logs each failure, naming its URL, and sends
 * `hcuk-ready` (declared for every element in `common-events.ts`).
 */
export function markReady(host: HTMLElement, failed: readonly string[]): void {
  for (const url of failed) console.error(`[hcuk] Could not load stylesheet ${url}`);
  if (failed.length > 0) host.setAttribute('stylesheet-error', failed.join(' '));
  else host.removeAttribute('stylesheet-error');
  host.setAttribute('ready', 'true');
  host.dispatchEvent(new CustomEvent('hcuk-ready', { bubbles: true, composed: true, detail: { failed: [...failed] } }));
}
