import type { AnyOperationId } from '../errors/any-operation-id.ts';
import { NetworkError } from '../errors/network-error.ts';

/** The longest delay `setTimeout` keeps: 2^31 - 1 ms (about 24.8 days). A longer one, like Infinity, fires at once. */
const longestTimeoutMs = 2_147_483_647;

/**
 * Throws `[hcuk]` naming `option` unless `value` is a time limit a timer keeps: 1 to 2^31 - 1 ms. `without` is what
 * leaving the option out gives.
 */
export function assertTimeout(option: string, value: number, without = 'no limit'): void {
  if (!(value >= 1 && value <= longestTimeoutMs))
    throw new Error(`[hcuk] ${option} must be 1 to ${longestTimeoutMs} ms, not ${value}: leave it out for ${without}.`);
}

/** What a call may be cut short by: the caller's signal, and a time limit. */
export interface CallLimits {
  /** The caller's signal: aborting rejects at once with its reason. */
  signal?: AbortSignal;
  /** Past this many milliseconds, reject with a NetworkError naming the operation; default none. */
  timeoutMs?: number;
  /** The time limit as the caller gave it, for the message, when `timeoutMs` is what is left of it; default the same. */
  limitMs?: number;
  /** The operation, for the NetworkError. */
  operationId: AnyOperationId;
  /** The URL so far, for the NetworkError. */
  url: () => string;
  /** Whether the request has gone out; default yes. Before it has (a token still awaited), the message says so. */
  sent?: () => boolean;
  /** Aborts the work itself (its fetch), once the call has been settled by the signal or the time limit. */
  cancel: (reason: unknown) => void;
  /** The error for the time limit, given its timeout; default a NetworkError (no response). */
  late?: (timeout: DOMException) => Error;
}

/**
 * Settles with `work`, unless the caller aborts first (the signal's reason, at once, whatever stage the work is at:
 * waiting for a token, a refresh, or the response) or the time limit passes (a NetworkError). The work's own
 * outcome is then dropped, so a shared token request can carry on for other callers without an unhandled rejection.
 */
export function untilSettled<T>(work: Promise<T>, limits: CallLimits): Promise<T> {
  const { signal, timeoutMs } = limits;
  if (!signal && timeoutMs === undefined) return work;
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = (reason: unknown) => {
      cleanUp();
      limits.cancel(reason);
      reject(reason);
    };
    const onAbort = () => stop(signal?.reason);
    const cleanUp = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== undefined) {
      timer = setTimeout(() => {
        const within = `within ${limits.limitMs ?? timeoutMs} ms`;
        // Not "no response" for a request never sent: the time went on waiting for its token.
        const said =
          limits.sent?.() === false ? `not sent ${within}, still waiting for a token` : `no response ${within}`;
        const cause = new DOMException(said, 'TimeoutError');
        stop(limits.late?.(cause) ?? new NetworkError(limits.operationId, limits.url(), cause));
      }, timeoutMs);
    }
    work.then(
      (value) => {
        cleanUp();
        resolve(value);
      },
      (error: unknown) => {
        cleanUp();
        reject(error);
      },
    );
  });
}
