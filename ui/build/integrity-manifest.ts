/**
 * The integrity manifest `npm run build` writes as `dist/integrity.json`: the subresource-integrity hash (sha384) of
 * every file in `dist/`, by its path from there, for a host's `integrity` attributes and its import map's `integrity`
 * section (which covers the chunks the embed imports itself). See README, "Embedding the calculator".
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';

/** The manifest's file name in `dist/`. */
export const integrityManifestName = 'integrity.json';

/** `sha384-<base64>` of `content`, as `integrity` attributes and import maps take it. */
export const subresourceIntegrity = (content: Buffer | string): string =>
  `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** Every file under `folder` (the manifest itself left out), by its `/`-separated path from there, sorted. */
export function integrityManifest(folder: URL): Record<string, string> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path !== integrityManifestName && statSync(new URL(path, folder)).isFile())
    .sort();
  return Object.fromEntries(files.map((path) => [path, subresourceIntegrity(readFileSync(new URL(path, folder)))]));
}

/** Writes `integrity.json` into `folder`; returns how many files it lists. */
export function writeIntegrityManifest(folder: URL): number {
  const manifest = integrityManifest(folder);
  writeFileSync(new URL(integrityManifestName, folder), `${JSON.stringify(manifest, null, 2)}\n`);
  return Object.keys(manifest).length;
}
