/**
 * How the built embed downloads its chunks: every `import()` of a chunk, and every chunk's import of another chunk,
 * goes through `loadChunk` (the build rewrites them: `ui/build/shared-runtime-plugin.ts`).
 *
 * Why not plain `import()`: a browser keeps a module whose download failed as failed for the life of the page (HTML's
 * module map; Chromium and Firefox today), so asking for the same URL again never fetches it again, and a chunk that
 * imports a failed one statically fails for good too. So each chunk's file is asked for at most once per URL: the
 * first attempt by the importer's own `import('./chunk.js')` (which a host's bundler can see and follow), each later
 * one at the file's URL with a retry key (`?hcuk-retry=1`, `2`, …), a URL the module map has never seen. Chunks never
 * import each other statically (the build turns those imports into `await loadChunk(…)`), so every retry URL is a
 * leaf, and a chunk that several others need is fetched, and run, once: the first attempt that succeeds is the one
 * instance every caller shares. See `decisions/0001-chunks-that-recover.md`.
 */

import { browserOnline } from '../network/browser-online.ts';

/** How many times one chunk's file may be asked for on one page: its plain URL, then `?hcuk-retry=1` … `9`. */
export const chunkAttemptLimit = 10;

/** The query parameter that makes a retry's URL new to the module map. */
export const chunkRetryParameter = 'hcuk-retry';

/** The URL of attempt `attempt` (0 is the first) at the chunk file `url`. */
export function chunkAttemptUrl(url: string, attempt: number): string {
  if (attempt === 0) return url;
  const next = new URL(url);
  next.searchParams.set(chunkRetryParameter, String(attempt));
  return next.href;
}

/** Why a chunk could not be downloaded, as far as the page can tell. */
export type ChunkFailureReason =
  /** The browser says it has no network connection (`navigator.onLine` is false). */
  | 'offline'
  /** The server answered, with an error status (Resource Timing's `responseStatus`, where the engine reports it). */
  | 'server'
  /** Anything else: the engine does not say which. */
  | 'unknown'
  /** Every attempt this page may make was used (`chunkAttemptLimit`). */
  | 'gave-up';

/** A chunk that could not be downloaded: which file, which attempt, and why as far as the page can tell. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    /** The chunk file's URL, without a retry key. */
    readonly url: string,
    /** The attempt that failed (0 is the first). */
    readonly attempt: number,
    readonly reason: ChunkFailureReason,
    /** The HTTP status of the failed answer, where the engine reports it. */
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(
      `[hcuk] Could not download ${url} (attempt ${attempt + 1} of ${chunkAttemptLimit}${
        status === undefined ? '' : `, HTTP ${status}`
      }${reason === 'offline' ? ', the browser is offline' : ''})${
        // The file came, so the page refused it: "serve all of dist/" would send the host looking in the wrong place.
        status !== undefined && status < 300
          ? ': it arrived but did not run; check its integrity in the import map and the page’s script-src'
          : ''
      }`,
      options,
    );
  }
}

/** What the loader needs from the page; the defaults are the browser's own. */
export interface ChunkLoaderEnvironment {
  /** Imports a module by absolute URL. */
  importModule: (url: string) => Promise<unknown>;
  /** Whether the browser says it is online; default `navigator.onLine`, true where there is no navigator. */
  online?: () => boolean;
  /** The HTTP status a failed request for `url` got, if the engine reports it; default from Resource Timing. */
  responseStatus?: (url: string) => number | undefined;
}

/** A chunk's record: how many attempts it has had, the one in flight, and the module once one succeeded. */
interface ChunkRecord {
  attempts: number;
  pending?: Promise<unknown>;
}

/** The status of the last Resource Timing entry for `url`, when the engine reports one (Chromium, Firefox). */
function resourceTimingStatus(url: string): number | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return undefined;
  const entries = performance.getEntriesByName(url, 'resource') as Array<
    PerformanceEntry & { responseStatus?: number }
  >;
  const status = entries.at(-1)?.responseStatus;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

/** A chunk's file name, the key of its one instance: chunk names carry a hash of their content. */
const fileName = (specifier: string) => specifier.replace(/[?#].*$/, '').replace(/^.*\//, '');

/**
 * A loader: `load(specifier, base, importFirst)` resolves with the module namespace of the chunk `specifier` (such as
 * `./hcuk-genesis-modal-abc.js`), relative to `base` (the importing chunk's `import.meta.url`). The first attempt is
 * `importFirst` (the importer's own `import()` of it), each later one imports the file's URL with a retry key. Callers
 * share the attempt in flight; a loaded chunk is kept, by file name, so every importer gets the one instance; a failed
 * attempt rejects with a `ChunkLoadError`, and the next call makes a new attempt at a new URL.
 */
export function createChunkLoader({
  importModule,
  online = browserOnline,
  responseStatus = resourceTimingStatus,
}: ChunkLoaderEnvironment): (
  specifier: string,
  base: string,
  importFirst?: () => Promise<unknown>,
) => Promise<unknown> {
  const chunks = new Map<string, ChunkRecord>();
  return (specifier, base, importFirst) => {
    const resolved = new URL(specifier, base);
    resolved.search = '';
    resolved.hash = '';
    const url = resolved.href;
    const record = chunks.get(fileName(specifier)) ?? { attempts: 0 };
    chunks.set(fileName(specifier), record);
    if (record.pending) return record.pending;
    const attempt = record.attempts;
    if (attempt >= chunkAttemptLimit) return Promise.reject(new ChunkLoadError(url, attempt - 1, 'gave-up', undefined));
    record.attempts += 1;
    const attemptUrl = chunkAttemptUrl(url, attempt);
    record.pending = (attempt === 0 && importFirst ? importFirst() : importModule(attemptUrl)).catch(
      (cause: unknown) => {
        record.pending = undefined;
        // This file came and ran, but a chunk it needs (its top-level `await loadChunk`) could not be downloaded: that
        // one's error names the file that failed and why. The next attempt at this file is still at a new URL, since
        // the module map keeps this one's failed run too.
        if (cause instanceof ChunkLoadError) throw cause;
        const status = responseStatus(attemptUrl);
        const reason: ChunkFailureReason = !online()
          ? 'offline'
          : status !== undefined
            ? 'server'
            : record.attempts >= chunkAttemptLimit
              ? 'gave-up'
              : 'unknown';
        throw new ChunkLoadError(url, attempt, reason, status, { cause });
      },
    );
    return record.pending;
  };
}

/**
 * The embed's one loader. The entry exports it under this name, and the build hands it to every chunk through the
 * shared registry: the one place a chunk's file is imported.
 */
export const loadChunk = createChunkLoader({ importModule: (url) => import(/* @vite-ignore */ url) });
