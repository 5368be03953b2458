/** Why a fetch got no answer, and whether that means nothing answers at the address at all. */
export interface FetchFailure {
  /** e.g. `connect ECONNREFUSED 127.0.0.1:4010`, `getaddrinfo ENOTFOUND broker.example`. */
  reason: string;
  /** True for a refused connection, an unknown host, an unreachable network or a timeout; false when something did
   * answer but not with HTTP that could be read (a TLS certificate, a dropped connection, a malformed answer), or the
   * request could not even be made (a URL with credentials in it). */
  nothingAnswers: boolean;
}

/** Node's and undici's codes for an address where nothing answers. */
const unreachable = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_FAIL',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

type Cause = Error & { code?: string; errors?: { code?: string; message?: string }[] };

/**
 * What a failed `fetch` says: its cause's message (undici's own is just "fetch failed") and whether the cause means
 * that nothing answers. Only then may a command say "nothing answers"; a broker that answered wrongly is reported as
 * what it is.
 */
export function fetchFailure(error: unknown): FetchFailure {
  if (!(error instanceof Error)) return { reason: String(error), nothingAnswers: false };
  if (error.name === 'TimeoutError' || error.name === 'AbortError')
    return { reason: 'no answer in time', nothingAnswers: true };
  const cause = error.cause instanceof Error ? (error.cause as Cause) : undefined;
  if (!cause) return { reason: error.message, nothingAnswers: false };
  // Connecting to a name with several addresses fails with an AggregateError of one error per address.
  const code = cause.code ?? cause.errors?.[0]?.code;
  const reason = cause.message || cause.errors?.[0]?.message || code || error.message;
  return { reason, nothingAnswers: code !== undefined && unreachable.has(code) };
}
