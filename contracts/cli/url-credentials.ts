/** A URL without its userinfo, and the user name and password that were in it (percent-decoding undone). */
export interface UrlCredentials {
  url: string;
  username?: string;
  password?: string;
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Takes `user:password@` out of an http(s) URL: a URL with credentials is printed in every message that names it, and
 * fetch refuses to send one. The caller sends them as an Authorization header instead.
 */
export function urlCredentials(value: string): UrlCredentials {
  const parsed = new URL(value);
  if (!parsed.username && !parsed.password) return { url: value };
  // By text, not by URL.href, which would also normalise the rest of the URL (a trailing slash, the host's case).
  const url = value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1');
  return {
    url,
    ...(parsed.username ? { username: decoded(parsed.username) } : {}),
    ...(parsed.password ? { password: decoded(parsed.password) } : {}),
  };
}
