/**
 * Minified + gzip size of an ES module bundle built with esbuild, the bundler of many hosts' toolchains (and of
 * tsup): the other side of `bundle-gzip.ts`'s Rolldown figure, since the two tree-shake namespaces differently.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const sdkFolder = fileURLToPath(new URL('../', import.meta.url));

/** The minified text of `code` (resolved from the SDK's folder) bundled by esbuild. */
export async function esbuildText(code: string, external: string[]): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: sdkFolder, loader: 'ts', sourcefile: 'bench-entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    conditions: ['hcuk-source'],
    external,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => file.text).join('');
}

/** The gzip (level 9) byte size of `code` bundled and minified by esbuild. */
export async function esbuildGzipBytes(code: string, external: string[]): Promise<number> {
  return gzipSync(await esbuildText(code, external), { level: 9 }).byteLength;
}
