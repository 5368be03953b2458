/** What a redacted credential is printed as. */
export const hidden = '***';

/** Below this length a secret is hidden only where it stands alone: hiding every `t` of a one-letter token would
 * leave no message readable, and such a value is no secret anyway. */
const shortSecret = 4;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a secret may be printed: as given, percent-encoded (in a URL) and JSON-escaped (in a body that echoes it). */
function spellings(secret: string): string[] {
  return [...new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])];
}

/** Credentials whatever their value, and what each becomes. */
const rules: [RegExp, string][] = [
  // A URL's userinfo, `scheme://user:password@`, up to its last `@` (as URL parsers read it): a lone user name may be
  // a token, so all of it goes.
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#"'<>]+@/gi, `$1${hidden}@`],
  // An Authorization header's value, as a header line, JSON or a log's key=value; its scheme is kept.
  [/(\bauthorization["']?\s*[:=]\s*["']?(?:(?:Bearer|Basic|Token)\s+)?)[^\s"',;}]+/gi, `$1${hidden}`],
  // A Bearer or Basic credential: a word with a digit or one of base64's `+/=` (not prose such as "Basic auth").
  [/(\b(?:Bearer|Basic)\s+)(?=[\w.~+/-]*[\d+/=])[\w.~+/-]+=*/g, `$1${hidden}`],
  // A token or password in a query string.
  [/([?&](?:access_token|token|api_key|apikey|password)=)[^&\s#"']+/gi, `$1${hidden}`],
];

/**
 * The text with credentials replaced by `***`: every given secret (in each way it may be spelt), any URL's userinfo,
 * Authorization values, Bearer and Basic credentials and token query parameters. Everything the broker commands print
 * passes through here, the broker's own words and the client's output included, since any of them may echo a secret.
 */
export function redact(text: string, secrets: readonly (string | undefined)[] = []): string {
  let result = text;
  const values = [...new Set(secrets.filter((secret): secret is string => Boolean(secret)).flatMap(spellings))];
  // Longest first, so that a secret containing another is hidden whole.
  for (const secret of values.sort((a, b) => b.length - a.length)) {
    result =
      secret.length >= shortSecret
        ? result.replaceAll(secret, hidden)
        : result.replace(new RegExp(`(?<![A-Za-z0-9])${escaped(secret)}(?![A-Za-z0-9])`, 'g'), hidden);
  }
  for (const [rule, replacement] of rules) result = result.replace(rule, replacement);
  return result;
}
