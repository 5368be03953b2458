/**
 * The integrity manifest `npm run build` writes as `dist/integrity.json`: the subresource-integrity hash (sha384) of
 * every file in `dist/`, by its path from there, for a host's `integrity` attributes and its import map's `integrity`
 * section (which covers the chunks the embed imports itself). See README, "Embedding the calculator".
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { chunkAttemptLimit, chunkAttemptUrl } from '../components/lazy/chunk-loader.ts';

/** The manifest's file name in `dist/`. */
export const integrityManifestName = 'integrity.json';

/** `sha384-<base64>` of `content`, as `integrity` attributes and import maps take it. */
export const subresourceIntegrity = (content: Buffer | string): string =>
  `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** A chunk of the embed: a `.js` file beside the entry (the entry itself is loaded by the host's script tag). */
const isChunk = (path: string, entry: string) => /^[^/]+\.js$/.test(path) && path !== entry;

/**
 * Every file under `folder` (the manifest itself left out), by its `/`-separated path from there, sorted; and each
 * chunk's retry URLs (`hcuk-genesis-modal-….js?hcuk-retry=1` … `9`, `chunk-loader.ts`) with the same hash, so an
 * import map made from it covers whatever URL a retry asks for.
 */
export function integrityManifest(folder: URL, entry = 'hcuk-genesis.js'): Record<string, string> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path !== integrityManifestName && statSync(new URL(path, folder)).isFile())
    .sort();
  return Object.fromEntries(
    files.flatMap((path) => {
      const hash = subresourceIntegrity(readFileSync(new URL(path, folder)));
      if (!isChunk(path, entry)) return [[path, hash]];
      const base = new URL(path, 'https://dist.invalid/');
      return Array.from({ length: chunkAttemptLimit }, (_, attempt) => [
        chunkAttemptUrl(base.href, attempt).slice(base.origin.length + 1),
        hash,
      ]);
    }),
  );
}

/** Writes `integrity.json` into `folder`; returns how many files it lists. */
export function writeIntegrityManifest(folder: URL): number {
  const manifest = integrityManifest(folder);
  writeFileSync(new URL(integrityManifestName, folder), `${JSON.stringify(manifest, null, 2)}\n`);
  return Object.keys(manifest).length;
}
