/**
 * URLs as errors and logs show them, without personal data. An error outlives its call: it reaches consoles, logs and
 * error trackers that others read. A query parameter the document marks `x-personal-data: true` (a number plate, which
 * identifies a car and through it a person) is personal data under UK GDPR, so its value is shown as `[hidden]`. The
 * generator lists an operation's marked parameters in its definition as `personal`.
 */

/** What a hidden value reads as. */
export const hiddenValue = '[hidden]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * `url` (absolute, or a path with its query) with the value of every query parameter named in `personal` hidden.
 * Names match as a server reads them: percent-decoded, in any case (`VRM`, `%76rm`). Only the query is read: the path
 * and a fragment are kept as they are.
 */
export function withoutPersonalData(url: string, personal: readonly string[]): string {
  const hash = url.indexOf('#');
  const end = hash < 0 ? url.length : hash;
  const start = url.indexOf('?');
  if (start < 0 || start > end) return url;
  const names = personal.map((name) => name.toLowerCase());
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals > 0 && names.includes(decodedName(pair.slice(0, equals)))
        ? `${pair.slice(0, equals)}=${hiddenValue}`
        : pair;
    });
  return `${url.slice(0, start + 1)}${query.join('&')}${url.slice(end)}`;
}
