/**
 * What a visitor is told when a chunk cannot be downloaded, from what the page can tell (`chunk-loader.ts`):
 * "check your internet connection" only when the browser says it is offline, "try again" when another attempt can
 * be made, "reload the page" when this page has used every attempt it may make.
 */
import { ChunkLoadError } from './chunk-loader.ts';

/** What the visitor can do about a failed download. */
export type ChunkFailureAdvice = 'offline' | 'retry' | 'reload';

/** The advice for `error` (a rejected chunk load; anything else, such as a development server's error, is `retry`). */
export function chunkFailureAdvice(error: unknown): ChunkFailureAdvice {
  if (!(error instanceof ChunkLoadError)) return 'retry';
  if (error.reason === 'offline') return 'offline';
  return error.reason === 'gave-up' ? 'reload' : 'retry';
}

/** Texts for each piece of advice. */
export type ChunkFailureTexts = Record<ChunkFailureAdvice, string>;
