import createClient, { type Client } from 'openapi-fetch';
import { rawClientMiddleware } from '../middleware/raw-client-middleware.ts';
import { type RawSource, rawSourceKey } from './raw-source.ts';

/** Each client's raw client, built on first use. */
const built = new WeakMap<object, unknown>();

/**
 * The openapi-fetch client under a group client, for anything unusual (any path, your own middleware): the same
 * headers, mock mode, token and 401 retry as its methods, one per client. A function rather than a property, so a
 * bundle that never asks for it carries neither openapi-fetch's client nor its middleware.
 */
export function rawClient<Paths extends {}>(client: { readonly [rawSourceKey]?: RawSource<Paths> }): Client<Paths> {
  const known = built.get(client);
  if (known) return known as Client<Paths>;
  const source = client[rawSourceKey];
  if (!source)
    throw new Error('[hcuk] rawClient needs a client from createFinanceClient or createAdminClient (or *For)');
  const { settings } = source;
  // The global fetch read at each call, as the methods read it (openapi-fetch would keep the one of this moment).
  const fetch = settings.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createClient<Paths>({ baseUrl: settings.baseUrl, fetch });
  // One middleware, registered only when there is a step to take.
  if (settings.antiForgery || settings.clientId || settings.mock || settings.worker)
    raw.use(rawClientMiddleware(settings, source.known));
  built.set(client, raw);
  return raw;
}
