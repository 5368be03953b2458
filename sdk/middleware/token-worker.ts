import type { SecurityWorker } from './security-worker.ts';

/** A token as `Token/Index` returns it. */
export interface IssuedToken {
  readonly accessToken: string;
  readonly expiresIn: number;
}

/** Options of the default token worker. */
export interface TokenWorkerOptions {
  /** Clock in milliseconds; default `Date.now`. */
  now?: () => number;
  /** Renew this many seconds before expiry; default 30, at most a tenth of the token's lifetime. */
  renewBeforeSeconds?: number;
}

/**
 * The default security worker: obtains a token with `requestToken` (the finance client's `getToken`), keeps it in
 * memory only — never storage or logs — until shortly before it expires, and shares one in-flight request between
 * concurrent calls. `refresh` (after a 401) drops the cached token, unless it is newer than the rejected one.
 */
export function createTokenWorker(
  requestToken: () => Promise<IssuedToken>,
  options: TokenWorkerOptions = {},
): SecurityWorker {
  // Looked up per call, so fake clocks (vi.useFakeTimers) apply.
  const now = options.now ?? (() => Date.now());
  const renewBefore = options.renewBeforeSeconds ?? 30;
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const fetchToken = (): Promise<string> => {
    pending ??= requestToken().then(
      ({ accessToken, expiresIn }) => {
        const margin = Math.min(renewBefore, expiresIn / 10);
        cached = { token: accessToken, renewAt: now() + (expiresIn - margin) * 1000 };
        pending = undefined;
        return accessToken;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  return ({ refresh, rejectedToken }) => {
    if (pending) return pending;
    if (refresh && (rejectedToken === undefined || rejectedToken === cached?.token)) cached = undefined;
    if (cached && now() < cached.renewAt) return cached.token;
    return fetchToken();
  };
}
