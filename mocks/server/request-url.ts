import { RequestRejection } from './request-rejection.ts';

/**
 * The URL of a request target received at `origin`. Only the origin form (`/path?query`, RFC 9112 section 3.2.1) is
 * a path: it is appended to the origin as it is, so `//[::1` is the path `//[::1`, never a host. Anything else (the
 * absolute form, `*`) or a target no URL can hold is a 400.
 */
export function requestUrl(target: string | undefined, origin: string): URL {
  const refuse = () =>
    new RequestRejection(
      400,
      'Invalid request',
      `[hcuk] the request target ${JSON.stringify((target ?? '').slice(0, 100))} is not a path; send /path?query`,
    );
  if (!target?.startsWith('/')) throw refuse();
  try {
    return new URL(`${origin}${target}`);
  } catch {
    throw refuse();
  }
}
