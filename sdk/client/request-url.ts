/**
 * An operation's URL: the path after the base URL, and the call's query parameters in the document's order, each
 * `name=value` with the value percent-encoded, an array as one `name=value` per item (OpenAPI's default `form` style,
 * exploded). That is every parameter the two documents have, and the generator refuses any other
 * (`openapi/scripts/operations-table.ts`; docs/openapi.md lists them). So this is the URL openapi-fetch's general
 * serialisers build for the same call (`request-url.test.ts` compares them for every operation), in the code an app
 * bundles for the SDK's methods, without openapi-fetch's: decisions/0015.
 *
 * A missing value (`undefined` or `null`) and an empty list send nothing, as in openapi-fetch.
 */
export function requestUrl(
  baseUrl: string,
  path: string,
  args: Readonly<Record<string, unknown>>,
  names: readonly string[],
): string {
  let search = '';
  for (const name of names) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) search += `&${name}=${encodeURIComponent(value as string)}`;
    else
      for (const item of value)
        if (item !== undefined && item !== null) search += `&${name}=${encodeURIComponent(item)}`;
  }
  return search ? `${baseUrl}${path}?${search.slice(1)}` : `${baseUrl}${path}`;
}
