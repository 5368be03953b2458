import { checkedBaseUrl } from './checked-base-url.ts';
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
  return checkedBaseUrl(url, 'baseUrl');
}
