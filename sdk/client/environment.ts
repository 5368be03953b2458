import type { ClientOptions, Environment } from './client-options.ts';

/**
 * The host a client calls, without a trailing slash (every path starts with one): `baseUrl` when given, else the
 * environment's server (default production). An empty `baseUrl` (an unset variable, say) is refused: falling back to
 * production unsaid would send a development build's calls there. So is one without an http(s) scheme that is not a
 * path (`/finance-api`, a proxied API).
 */
export function resolveBaseUrl(options: ClientOptions, servers: Readonly<Record<Environment, string>>): string {
  const environment = options.environment ?? 'production';
  const url = options.baseUrl ?? servers[environment];
  // An empty baseUrl (an unset variable), or an environment with no server.
  if (!url) {
    throw new Error(
      options.baseUrl === ''
        ? "[hcuk] baseUrl is empty: give the API's URL, or leave it out for the environment's."
        : `[hcuk] unknown environment "${environment}": use one of ${Object.keys(servers).join(', ')}, or set baseUrl.`,
    );
  }
  // A host without its scheme ("127.0.0.1:4711", "api.example.co.uk") would be read as a path on the page's origin,
  // and every call would fail as a NetworkError blaming the network.
  if (!/^(https?:\/\/[^/]|\/)/i.test(url))
    throw new Error(
      `[hcuk] baseUrl must start with http:// or https:// (or / for a path on the page's origin), not "${url.slice(0, 80)}": for a host, write https://${url.slice(0, 80)}.`,
    );
  return url.replace(/\/+$/, '');
}
