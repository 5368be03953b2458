/**
 * `npm run build:contracts` (part of `npm run build`): the contracts package's `dist/`: its bin (`cli.js`) and the
 * verifier's child (`verify/run-verifier.js`), bundled by esbuild with Pact, the comparator, yaml and the SDK left to
 * the installer, and the two OpenAPI documents the pacts are compared with. The pacts ship beside it (`pacts/`).
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const contracts = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Writes `contracts/dist`. */
export async function buildContractsPackage(): Promise<void> {
  rmSync(`${contracts}dist`, { recursive: true, force: true });
  await build({
    absWorkingDir: contracts,
    entryPoints: ['cli.ts', 'verify/run-verifier.ts'],
    outdir: 'dist',
    outbase: '.',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    packages: 'external',
    logLevel: 'warning',
  });
  mkdirSync(`${contracts}dist/openapi`, { recursive: true });
  for (const group of ['finance', 'admin'])
    copyFileSync(`${repoRoot}openapi/${group}.yaml`, `${contracts}dist/openapi/${group}.yaml`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildContractsPackage();
