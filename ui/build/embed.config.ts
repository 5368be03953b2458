/**
 * Vite library build of the embed: `dist/hcuk-genesis.js`, one ES module that registers every element when
 * loaded, with React and the genesis theme bundled, and nothing else to fetch before the calculator's first step.
 * The later steps, the dialog and the HTML sanitiser (DOMPurify) are chunks beside it, loaded on demand.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };
import { compileHintsPlugin } from './compile-hints.ts';
import { minifyStyleStringsPlugin } from './minify-style-strings.ts';
import { sharedRuntimePlugin } from './shared-runtime-plugin.ts';
import { stripElementDocsPlugin } from './strip-element-docs.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A module of the calculator's flow chunk: the calculator's own code (its state, parts and formats, small and mostly
 * shared with the later steps), less the later steps' components and styles and the finance example's rules.
 */
const calculatorFlowModule = (id: string): boolean =>
  /\/ui\/calculator\//.test(id) &&
  !/\/ui\/calculator\/(steps\/(charging|select|compare)\/|steps\/vehicle\/plate-lookup-client|state\/(finance|ownership)\/|styles\/(charging|select|compare|print|ownership)-styles)/.test(
    id,
  );

/**
 * A module of the finance document's response validators: the calculator checks its answers with them once the flow
 * chunk has arrived (decisions/0019), and the later steps' checks load from there too, so none is in the first file.
 */
const responseCheckModule = (id: string): boolean =>
  /\/sdk\/(generated\/finance-valid(ators|ated-definitions)|validation\/(assert-valid|checks))\.ts$/.test(id);

export default defineConfig({
  root: repoRoot,
  publicDir: false,
  // The chunks take what they share with the entry from a registry, not by importing it: any entry name works.
  plugins: [
    react(),
    stripElementDocsPlugin(),
    minifyStyleStringsPlugin(),
    sharedRuntimePlugin({ version: packageJson.version }),
    // The flow chunk's functions nearly all run for the first view: compiled in the background as it arrives.
    compileHintsPlugin((chunk) => chunk === 'calculator-flow'),
  ],
  // Library mode leaves process.env.NODE_ENV in React's code; the embed is always the production build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The SDK is built from its TypeScript sources (the workspace package's `hcuk-source` export condition).
  resolve: { conditions: ['hcuk-source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    minify: 'oxc',
    // Library mode keeps whitespace in ES output for downstream bundlers; this file goes straight to browsers.
    rolldownOptions: {
      // Rolldown lists what the chunks share with the entry as its exports; shared-runtime-plugin.ts turns that list
      // into the registry the chunks read (the embed itself exports nothing).
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        comments: { annotation: false, jsdoc: false, legal: true },
        // What only some visitors need, or need later (the HTML sanitiser, the steps after the first), loads from
        // beside the embed.
        chunkFileNames: 'hcuk-genesis-[name]-[hash].js',
        // Everything the embed imports statically stays in it: one file to fetch before the first step, never a
        // chain of shared chunks found one after the other.
        codeSplitting: {
          groups: [
            { name: 'hcuk-genesis', tags: ['$initial'] },
            // The calculator's flow, with everything it shares with the later steps: one chunk, fetched beside the
            // first API requests, never a chunk that imports another before the first step can show. The later
            // steps (and the finance example) stay chunks of their own, loaded from it.
            { name: 'calculator-flow', test: (id) => calculatorFlowModule(id) || responseCheckModule(id) },
          ],
        },
      },
    },
    lib: {
      entry: fileURLToPath(new URL('../embed.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'hcuk-genesis.js',
    },
  },
});
