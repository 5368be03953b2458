/**
 * Minified + gzip size of an ES module bundle, built the way the embed is: Vite (Rolldown) in library mode, minified
 * for ES2022, for production. Rolldown drops what a namespace import such as `financeOperation.getConfiguration` does not name.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

/** What to bundle: module text resolved from the SDK's folder, the modules it may import by name, the externals. */
export interface BundleInput {
  code: string;
  /** Extra modules by specifier, e.g. Ajv's generated code; default none. */
  modules?: Record<string, string>;
  /** Packages left out of the bundle; default none. */
  external?: string[];
}

const sdkFolder = fileURLToPath(new URL('../', import.meta.url));
const entryId = `${sdkFolder}bench-entry.ts`;

/** A file of a bundle: its name, whether it is the entry, and its minified text. */
export interface BundleChunk {
  fileName: string;
  isEntry: boolean;
  code: string;
}

/** The minified text of `input` bundled, every chunk together. */
export async function bundleText(input: BundleInput): Promise<string> {
  return (await bundleChunks(input)).map((chunk) => chunk.code).join('');
}

/** Each file of `input` bundled: the entry and the chunks its dynamic imports became. */
export async function bundleChunks(input: BundleInput): Promise<BundleChunk[]> {
  const modules: Record<string, string> = { [entryId]: input.code, ...input.modules };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: sdkFolder,
    plugins: [
      {
        name: 'hcuk-bench-modules',
        resolveId: (id) => (id in modules ? id : null),
        load: (id) => modules[id] ?? null,
      },
    ],
    // As an app's production build: Vite's app builds define it (library mode does not), as webpack's production mode
    // and esbuild with minify do; the SDK's checks of a developer's own code are left out then (decisions/0022).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: 'oxc',
      lib: { entry: entryId, formats: ['es'], fileName: () => 'bench.js' },
      rolldownOptions: { external: input.external ?? [], output: { minify: true } },
    },
  })) as Rolldown.RolldownOutput[];
  return output
    .flatMap((result) => result.output)
    .flatMap((chunk) =>
      'code' in chunk ? [{ fileName: chunk.fileName, isEntry: chunk.isEntry, code: chunk.code }] : [],
    );
}

/** The gzip (level 9) byte size of `input` bundled and minified. */
export async function bundleGzipBytes(input: BundleInput): Promise<number> {
  return gzipSync(await bundleText(input), { level: 9 }).byteLength;
}
