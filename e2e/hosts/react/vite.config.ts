/** Builds the React host example (`npx vite build -c e2e/hosts/react/vite.config.ts`); the e2e tests build it too. */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('../../.artifacts/react-host', import.meta.url)), emptyOutDir: true },
});
