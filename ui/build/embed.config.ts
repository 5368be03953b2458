/**
 * Vite library build of the one-script embed: `dist/hcuk-genesis.js`, one ES module that registers every
 * element when loaded, with React, DOMPurify and the genesis theme bundled (no other request).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stripElementDocsPlugin } from './strip-element-docs.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  root: repoRoot,
  publicDir: false,
  plugins: [react(), stripElementDocsPlugin()],
  // Library mode leaves process.env.NODE_ENV in React's code; the embed is always the production build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    minify: 'oxc',
    // Library mode keeps whitespace in ES output for downstream bundlers; this file goes straight to browsers.
    rolldownOptions: {
      // The embed exports nothing, so modules it shares with its lazy chunks can stay in it: one first download.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        comments: { annotation: false, jsdoc: false, legal: true },
        // What only some visitors need, or need later (the HTML sanitiser, the steps after the first), loads from
        // beside the embed.
        chunkFileNames: 'hcuk-genesis-[name]-[hash].js',
      },
    },
    lib: {
      entry: fileURLToPath(new URL('../embed.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'hcuk-genesis.js',
    },
  },
});
