/**
 * The handlers a request to the standalone server can match, found without asking each one. MSW's `getResponse` asks
 * every handler in turn, and each parses the request's cookies and compiles its path into a regular expression before
 * it can say no: with the 60-odd handlers that was most of the 2 to 3 ms the server spent on a request (profiled with
 * `node --cpu-prof`), and two of the calculator's first requests queue behind each other.
 *
 * Every handler's path is `*` and a literal path (the documents have no path parameters), which MSW matches at the end
 * of the URL without its query or fragment, ignoring case, with an optional trailing slash. So the handlers whose
 * literal ends the URL that way are the only ones that can match, and `getResponse` decides among them as before. A
 * handler with any other kind of path is always a candidate.
 */
import type { HttpHandler } from 'msw';

/**
 * The lower-case literal after a leading `*`, or undefined for any path MSW may match more widely than that: with
 * parameters, wildcards or a pattern (`* : ( ) { } ? +`), an escape (`\`), a character MSW cuts the URL at (`#`, and
 * `|`), or a trailing slash (which MSW lets the URL end without).
 */
function literalSuffix(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith('*')) return undefined;
  const rest = path.slice(1);
  return /[*:(){}?+\\|#]/.test(rest) || rest.endsWith('/') ? undefined : rest.toLowerCase();
}

/** Returns, for a request URL, the handlers (in their order) that may match it. */
export function handlersForUrl(handlers: readonly HttpHandler[]): (url: string) => HttpHandler[] {
  const indexed = handlers.map((handler) => ({ handler, suffix: literalSuffix(handler.info.path) }));
  return (url) => {
    const clean = (url.split(/[?#]/, 1)[0] ?? '').toLowerCase();
    const bare = clean.endsWith('/') ? clean.slice(0, -1) : clean;
    return indexed.filter(({ suffix }) => suffix === undefined || bare.endsWith(suffix)).map(({ handler }) => handler);
  };
}
