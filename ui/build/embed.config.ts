/**
 * Vite library build of the one-script embed: `dist/hcuk-genesis.js`, one ES module that registers every
 * element when loaded, with React, DOMPurify and the genesis theme bundled (no other request).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  root: repoRoot,
  publicDir: false,
  plugins: [react()],
  // Library mode leaves process.env.NODE_ENV in React's code; the embed is always the production build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    minify: 'oxc',
    // Library mode keeps whitespace in ES output for downstream bundlers; this file goes straight to browsers.
    rolldownOptions: { output: { minify: true, comments: { annotation: false, jsdoc: false, legal: true } } },
    lib: {
      entry: fileURLToPath(new URL('../embed.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'hcuk-genesis.js',
    },
  },
});
