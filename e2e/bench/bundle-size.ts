/** Bench: what a host page downloads for a built entry, raw, gzip (level 9) and brotli (quality 11). */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { firstDownload } from './first-download.ts';

/** Sizes in bytes of some files, each compressed on its own as a server sends it. */
export interface DownloadSize {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/** The gzip (level 9) size of `bytes`. */
export const gzipBytes = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).byteLength;

const brotliBytes = (bytes: Uint8Array) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  }).byteLength;

/** The sizes of `files` in `folder`, added up. */
export function measureFiles(folder: URL, files: string[]): DownloadSize {
  const total = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = readFileSync(new URL(file, folder));
    total.raw += bytes.byteLength;
    total.gzip += gzipBytes(bytes);
    total.brotli += brotliBytes(bytes);
  }
  return total;
}

/** The entry alone, and the first download: the entry with every chunk it imports statically. */
export function measureBundle(folder: URL, entry: string): { entry: DownloadSize; firstDownload: DownloadSize } {
  const files = firstDownload(entry, (file) => readFileSync(new URL(file, folder), 'utf8'));
  return { entry: measureFiles(folder, [entry]), firstDownload: measureFiles(folder, files) };
}
