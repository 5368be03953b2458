/**
 * `npm run build`: writes `dist/hcuk-genesis.js` (the embed) and `dist/sdk/` (ESM + `.d.ts` from `sdk/index.ts`),
 * then prints the embed's size and gzip size.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(path, new URL(`file://${repoRoot}`)));

rmSync(at('dist'), { recursive: true, force: true });
await build({ configFile: at('ui/build/embed.config.ts'), logLevel: 'warn' });

if (!existsSync(at('sdk/index.ts'))) {
  console.error('[hcuk] build: sdk/index.ts (the SDK public entry) is missing, so dist/sdk cannot be built');
  process.exit(1);
}
execFileSync(process.execPath, [at('node_modules/typescript/bin/tsc'), '-p', at('ui/build/tsconfig.sdk.json')], {
  stdio: 'inherit',
});

const embed = readFileSync(at('dist/hcuk-genesis.js'));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`dist/hcuk-genesis.js  ${kb(embed.byteLength)}  gzip ${kb(gzipSync(embed, { level: 9 }).byteLength)}`);
console.log(
  `dist/sdk/index.js     ESM + .d.ts (${existsSync(at('dist/sdk/index.d.ts')) ? 'types written' : 'NO TYPES'})`,
);
