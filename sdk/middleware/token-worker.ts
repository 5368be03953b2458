import { headerValueProblem } from '../client/header-value.ts';
import type { OperationData } from '../client/operation-types.ts';
import type { operations } from '../generated/finance.ts';
import type { SecurityWorker } from './security-worker.ts';

/** A token as `Token/Index` returns it (the finance document's `Token` schema). */
export type IssuedToken = OperationData<operations['getToken']>;

/** The field names of an answer, never their values, or what it is when it is not an object. */
const fieldsOf = (answer: unknown): string =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer)
    ? `its fields: ${
        Object.keys(answer)
          .slice(0, 8)
          .map((key) => JSON.stringify(key.slice(0, 40)))
          .join(', ') || 'none'
      } (values not shown)`
    : `it answered ${answer === null ? 'null' : Array.isArray(answer) ? 'an array' : `a ${typeof answer}`}`;

function checked(token: unknown): { accessToken: string; expiresIn: number } {
  const { accessToken, expiresIn } = (token ?? {}) as { accessToken?: unknown; expiresIn?: unknown };
  const sendable = typeof accessToken === 'string' && accessToken !== '' && !headerValueProblem(accessToken);
  if (!sendable || typeof expiresIn !== 'number' || !(expiresIn > 0)) {
    // Without this, secure calls would silently go out with no token, or fetch a new one before every call. The
    // answer's field names are said, never its values: any of them may be a live token (`access_token`), and this
    // message reaches logs and error trackers.
    throw new Error(
      `[hcuk] getToken: Token/Index answered without a usable accessToken (non-empty, printable ASCII) and expiresIn (seconds > 0); ${fieldsOf(token)}`,
    );
  }
  return { accessToken, expiresIn };
}

/** Workers made by `createTokenWorker`: the clients they are given to use them as they are (see below). */
const tokenWorkers = new WeakSet<SecurityWorker>();

/**
 * Whether `worker` came from `createTokenWorker`: a client then uses it unguarded, like its own default worker, so
 * several clients can share one token and a failed `Token/Index` call still surfaces as ApiError or NetworkError.
 */
export const isTokenWorker = (worker: SecurityWorker): boolean => tokenWorkers.has(worker);

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
    // Settled either way, the request is forgotten: a failed call, or an answer without a usable token, is asked
    // again by the next call instead of being handed to every call for the page's life.
    pending ??= requestToken()
      .then((token) => {
        const { accessToken, expiresIn } = checked(token);
        const margin = Math.min(renewBefore, expiresIn / 10);
        cached = { token: accessToken, renewAt: now() + (expiresIn - margin) * 1000 };
        return accessToken;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  const worker: SecurityWorker = ({ refresh, rejectedToken }) => {
    if (pending) return pending;
    if (refresh && (rejectedToken === undefined || rejectedToken === cached?.token)) cached = undefined;
    if (cached && now() < cached.renewAt) return cached.token;
    return fetchToken();
  };
  tokenWorkers.add(worker);
  return worker;
}
