import type { ClientOptions, Environment } from './client-options.ts';

/**
 * The host a client calls, without a trailing slash (every path starts with one): `baseUrl` when given, else the
 * environment's server (default production).
 */
export function resolveBaseUrl(options: ClientOptions, servers: Readonly<Record<Environment, string>>): string {
  const environment = options.environment ?? 'production';
  const url = options.baseUrl || servers[environment];
  if (!url) {
    throw new Error(
      `[hcuk] unknown environment "${environment}": use one of ${Object.keys(servers).join(', ')}, or set baseUrl.`,
    );
  }
  return url.replace(/\/+$/, '');
}

/** Where mock mode reads `/data/...` files from: `mock.baseUrl`, else the page's own origin. */
export function resolveMockBase(mock: true | { baseUrl?: string }): string {
  const base = mock === true ? undefined : mock.baseUrl;
  if (base) return base;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin || origin === 'null') {
    throw new Error(
      '[hcuk] mock mode outside a web page needs a base URL: pass mock: { baseUrl: "http://127.0.0.1:4010" }.',
    );
  }
  return origin;
}
