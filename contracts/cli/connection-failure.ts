/**
 * Why nothing answers at `url` within `timeoutMs` (default 5 s; e.g. `connect ECONNREFUSED 127.0.0.1:4010`), or
 * undefined when something does, whatever its status. Pact's tools retry a dead address for a minute or more before
 * saying so.
 */
export async function connectionFailure(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 5000,
): Promise<string | undefined> {
  try {
    await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    return undefined;
  } catch (error) {
    if (!(error instanceof Error)) return String(error);
    return error.cause instanceof Error ? error.cause.message : error.message;
  }
}
