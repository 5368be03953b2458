import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { integrityManifestName, writeIntegrityManifest } from './integrity-manifest.ts';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

it('lists the sha384 of every file under dist/, nested ones too, by path, and not itself', () => {
  folder = mkdtempSync(join(tmpdir(), 'hcuk-dist-'));
  mkdirSync(join(folder, 'sdk'));
  writeFileSync(join(folder, 'hcuk-genesis.js'), 'console.log(1);\n');
  writeFileSync(join(folder, 'sdk', 'index.js'), 'export {};\n');
  writeIntegrityManifest(pathToFileURL(`${folder}/`));
  writeIntegrityManifest(pathToFileURL(`${folder}/`));
  const manifest = JSON.parse(readFileSync(join(folder, integrityManifestName), 'utf8'));
  const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  expect(manifest).toEqual({ 'hcuk-genesis.js': sha384('console.log(1);\n'), 'sdk/index.js': sha384('export {};\n') });
  // The hash a browser checks: sha384 of the bytes, base64 (this one from `openssl dgst -sha384 -binary | base64`).
  expect(manifest['hcuk-genesis.js']).toBe('sha384-05ppHfj5uUjTrkhigMzhTN1E3gbaEYzbkhXj9PeB826jenLRpBDHbtzVoINFRCvL');
});

it("lists each chunk's retry URLs with the chunk's own hash, and none for the entry or nested files", () => {
  folder = mkdtempSync(join(tmpdir(), 'hcuk-dist-'));
  mkdirSync(join(folder, 'sdk'));
  writeFileSync(join(folder, 'hcuk-genesis.js'), 'entry\n');
  writeFileSync(join(folder, 'hcuk-genesis-modal-abc.js'), 'modal\n');
  writeFileSync(join(folder, 'sdk', 'index.js'), 'export {};\n');
  writeIntegrityManifest(pathToFileURL(`${folder}/`));
  const manifest = JSON.parse(readFileSync(join(folder, integrityManifestName), 'utf8')) as Record<string, string>;
  const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  const modal = Object.keys(manifest).filter((path) => path.startsWith('hcuk-genesis-modal-abc.js'));
  expect(modal).toEqual([
    'hcuk-genesis-modal-abc.js',
    ...Array.from({ length: 9 }, (_, index) => `hcuk-genesis-modal-abc.js?hcuk-retry=${index + 1}`),
  ]);
  for (const path of modal) expect(manifest[path]).toBe(sha384('modal\n'));
  expect(Object.keys(manifest).filter((path) => path.includes('?'))).toHaveLength(9);
});
