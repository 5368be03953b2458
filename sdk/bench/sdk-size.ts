/** Benchmark: minified + gzip size of the SDK runtime (generated types erase; the operations tables count). */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('../index.ts', import.meta.url));

async function gzipSize(external: string[]): Promise<number> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).byteLength;
}

/** Sizes in bytes: our runtime alone (goal < 6 KB), and with openapi-fetch and query-core bundled in. */
export async function benchSdkSize() {
  return {
    sdkRuntimeGzipBytes: await gzipSize(['openapi-fetch', '@tanstack/query-core']),
    withOpenapiFetchGzipBytes: await gzipSize(['@tanstack/query-core']),
    withAllDependenciesGzipBytes: await gzipSize([]),
  };
}
