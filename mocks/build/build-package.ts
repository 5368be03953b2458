/**
 * `npm run build:mocks` (part of `npm run build`): the mocks package's `dist/`: one ES module per export and the mock server's bin,
 * bundled by esbuild with the JSON data inlined and the shared code split into chunks (so the handlers and their state
 * exist once however many entries a program imports), msw and the SDK left to the installer; then the declarations,
 * by tsc. The data files ship beside `dist/` (`data/`), where the server serves images from.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const mocks = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The package's entries (its `exports`, source paths) and the bin. */
export const mockEntries = [
  'index.ts',
  'node.ts',
  'browser.ts',
  'calculation/index.ts',
  'server/mock-server.ts',
  'server/cli.ts',
];

/** Writes `mocks/dist`. */
export async function buildMocksPackage(): Promise<void> {
  rmSync(`${mocks}dist`, { recursive: true, force: true });
  await build({
    absWorkingDir: mocks,
    entryPoints: mockEntries,
    outdir: 'dist',
    outbase: '.',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    external: ['msw', 'msw/*', '@hcuk-genesis/sdk', '@hcuk-genesis/sdk/*'],
    logLevel: 'warning',
  });
  execFileSync(process.execPath, [`${repoRoot}node_modules/typescript/bin/tsc`, '-p', `${mocks}tsconfig.build.json`], {
    stdio: 'inherit',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildMocksPackage();
