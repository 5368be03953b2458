/**
 * A request target as the mock server's log may print it: personal data in the query string is replaced by `[hidden]`.
 * A number plate (`vrm`) identifies a car and through it a person, so a log line, which outlives the request and is
 * read by others, must not carry it, even in mock mode where the plates are made up: a developer may type their own.
 */

/** The query parameters whose values are personal data. */
const personal = ['vrm'];

/** `target` (a path with its query) with the value of every personal parameter hidden. */
export function loggedUrl(target: string | undefined): string {
  if (!target) return '';
  const query = target.indexOf('?');
  if (query < 0) return target;
  const parts = target
    .slice(query + 1)
    .split('&')
    .map((part) => {
      const name = decodeURIComponentSafe(part.split('=')[0] ?? '');
      return personal.includes(name.toLowerCase()) ? `${part.split('=')[0]}=[hidden]` : part;
    });
  return `${target.slice(0, query)}?${parts.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
