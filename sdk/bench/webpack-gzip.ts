/**
 * Minified + gzip size of an ES module bundle built with webpack 5 in production mode (its tree-shaking: used
 * exports, `sideEffects`, Terser's pure annotations): the third bundler a host's app is likely built with, beside
 * Rolldown (`bundle-gzip.ts`) and esbuild (`esbuild-gzip.ts`).
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

const sdkFolder = fileURLToPath(new URL('../', import.meta.url));
const loader = fileURLToPath(new URL('./webpack-strip-types.cjs', import.meta.url));

function run(config: webpack.Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}

/** The minified text of `code` (its `./` imports, dynamic ones too, resolved from the SDK's folder) bundled by webpack, every chunk. */
export async function webpackText(code: string, external: string[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'hcuk-webpack-'));
  try {
    const entry = join(folder, 'bench-entry.ts');
    await writeFile(
      entry,
      code.replaceAll("from './", `from '${sdkFolder}`).replaceAll("import('./", `import('${sdkFolder}`),
    );
    await run({
      mode: 'production',
      entry,
      target: 'es2022',
      devtool: false,
      experiments: { outputModule: true },
      output: { path: join(folder, 'out'), filename: 'bench.js', module: true, library: { type: 'module' } },
      externalsType: 'module',
      externals: Object.fromEntries(external.map((name) => [name, name])),
      resolve: { extensions: ['.ts', '.js'], conditionNames: ['hcuk-source', 'import', 'module', 'default'] },
      module: { rules: [{ test: /\.ts$/, use: loader }] },
      performance: { hints: false },
    });
    const out = join(folder, 'out');
    const files = (await readdir(out)).filter((file) => file.endsWith('.js'));
    return (await Promise.all(files.map((file) => readFile(join(out, file), 'utf8')))).join('');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The gzip (level 9) byte size of `code` bundled and minified by webpack. */
export async function webpackGzipBytes(code: string, external: string[]): Promise<number> {
  return gzipSync(await webpackText(code, external), { level: 9 }).byteLength;
}
