/** HTTP header names are tokens (RFC 9110 section 5.6.2). */
const tokenPattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function describe(char: string): string {
  const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return char === '\n' || char === '\r' ? `a line break (${code})` : `${JSON.stringify(char)} (${code})`;
}

/**
 * Why `value` cannot be sent as an HTTP header value exactly as given, or undefined when it can: only printable
 * ASCII (and tabs inside), no leading or trailing space, which fetch would strip, and no line breaks, which it refuses.
 */
export function headerValueProblem(value: string): string | undefined {
  if (/^[\t ]|[\t ]$/.test(value)) return 'it starts or ends with a space, which would be stripped';
  const at = Array.from(value).findIndex((char) => char !== '\t' && (char < ' ' || char > '~'));
  if (at >= 0) return `it contains ${describe(Array.from(value)[at] ?? '')} at position ${at}`;
  return undefined;
}

/** Why `name` cannot be an HTTP header name, or undefined when it can. */
export function headerNameProblem(name: string): string | undefined {
  return tokenPattern.test(name) ? undefined : "a header name is letters, digits and !#$%&'*+.^_`|~- only";
}

/**
 * Throws `[hcuk] <what> cannot be sent as an HTTP header ...` for a configured header name or value that cannot be
 * sent (`problem`: `headerNameProblem`'s or `headerValueProblem`'s answer), so a bad client id fails when the client is
 * created, not on the first request. The caller asks the one check it needs, so a production bundle that checks only
 * values carries no name check (decisions/0022).
 */
export function assertSendableHeader(what: string, kind: 'name' | 'value', problem: string | undefined): void {
  if (problem) {
    throw new Error(
      `[hcuk] ${what} cannot be sent as an HTTP header ${kind}: ${problem}. Use printable ASCII without surrounding spaces.`,
    );
  }
}
