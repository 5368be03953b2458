/**
 * A base URL as the SDK's clients and mock mode take it: http(s) with a host, or a path on the page's origin (a
 * proxied API), to which each operation's path is added, so no query, fragment or space. Returned without a trailing
 * slash. `option` names the setting in the message (`baseUrl`, `mockMode baseUrl`).
 */
export function checkedBaseUrl(url: string, option: string): string {
  const shown = url.slice(0, 80);
  // A host without its scheme ("127.0.0.1:4711", "localhost:4010") would be read as a path on the page's origin, and
  // every call would fail as a NetworkError blaming the network. The hint fits only where the scheme is missing, and
  // names http:// for this machine, where the mock server and a development API listen without TLS.
  if (!/^(https?:\/\/[^/]|\/)/i.test(url))
    throw new Error(
      `[hcuk] ${option} must start with http:// or https:// (or / for a path on the page's origin), not "${shown}"${
        /^[a-z][a-z0-9+.-]*:\/\//i.test(url)
          ? '.'
          : `: for a host, write ${/^(localhost|127\.|\[::1\])/i.test(url) ? 'http' : 'https'}://${shown}.`
      }`,
    );
  if (/[?#\s]/.test(url))
    throw new Error(
      `[hcuk] ${option} must be the API's address without a query, a fragment or spaces, not "${shown}": each operation's path is added to it.`,
    );
  return url.replace(/\/+$/, '');
}
