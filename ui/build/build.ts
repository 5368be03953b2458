/**
 * `npm run build`: writes `dist/hcuk-genesis.js` (the embed) and its chunks, `dist/sdk/` (ESM + `.d.ts` of the SDK's
 * entries but `./test-support`, the root package's SDK exports), the embed's types (`dist/ui/embed-types.d.ts` and what it imports; the SDK's `.d.ts` are written
 * again, identical), `dist/custom-elements.json` and, last, `dist/integrity.json` (the sha384 of every other file),
 * then prints the embed's size and gzip size.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { writeIntegrityManifest } from './integrity-manifest.ts';
import { copyEmbedIntoPackage } from './package-dist.ts';
import { pointAtBundledSdk } from './point-at-bundled-sdk.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(path, new URL(`file://${repoRoot}`)));

rmSync(at('dist'), { recursive: true, force: true });
await build({ configFile: at('ui/build/embed.config.ts'), logLevel: 'warn' });

if (!existsSync(at('sdk/index.ts'))) {
  console.error('[hcuk] build: sdk/index.ts (the SDK public entry) is missing, so dist/sdk cannot be built');
  process.exit(1);
}
const tsc = (project: string) =>
  execFileSync(process.execPath, [at('node_modules/typescript/bin/tsc'), '-p', at(project)], { stdio: 'inherit' });
tsc('ui/build/tsconfig.sdk.json');
tsc('ui/build/tsconfig.embed-types.json');
// The embed's types name the SDK by its workspace name; this package ships the SDK's types beside them.
pointAtBundledSdk(at('dist/ui'), at('dist/sdk/index.js'));
copyFileSync(at('ui/custom-elements.json'), at('dist/custom-elements.json'));
// Last, once every file is in place: a host's integrity attributes and import map come from it.
const hashed = writeIntegrityManifest(new URL('dist/', new URL(`file://${repoRoot}`)));
// The ui package (@hcuk-genesis/ui): the same embed in its own dist/, with declarations that import the SDK by name,
// and a manifest of its own files (the root's lists the root package's, the SDK's build included).
copyEmbedIntoPackage(at('dist'), at('ui/dist'));
tsc('ui/build/tsconfig.package-types.json');
writeIntegrityManifest(new URL('ui/dist/', new URL(`file://${repoRoot}`)));

const embed = readFileSync(at('dist/hcuk-genesis.js'));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`dist/hcuk-genesis.js  ${kb(embed.byteLength)}  gzip ${kb(gzipSync(embed, { level: 9 }).byteLength)}`);
const written = (path: string) => (existsSync(at(path)) ? 'types written' : 'NO TYPES');
console.log(`dist/sdk/index.js     ESM + .d.ts (${written('dist/sdk/index.d.ts')})`);
console.log(`embed types           dist/ui/embed-types.d.ts (${written('dist/ui/embed-types.d.ts')})`);
console.log(`integrity manifest    dist/integrity.json (sha384 of ${hashed} files)`);
