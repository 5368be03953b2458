import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { serveMockData } from './mocks/server/serve-data.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The demo page (npm start) lives in ui/; its public dir holds the committed MSW worker.
  root: 'ui',
  publicDir: 'public',
  plugins: [react(), serveMockData()],
  server: { port: 5173, strictPort: false },
  test: {
    root: repoRoot,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // ui/build runs in Node: the manifest generator must not need the DOM.
          include: ['{openapi,sdk,mocks}/**/*.test.ts', 'ui/build/**/*.test.ts'],
          typecheck: {
            enabled: true,
            include: ['{sdk,mocks,ui,e2e}/**/*.test-d.{ts,tsx}'],
            tsconfig: './tsconfig.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['ui/**/*.test.{ts,tsx}'],
          exclude: ['ui/build/**', '**/node_modules/**'],
          setupFiles: ['ui/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          // One real Chromium at a time; the build runs first (npm run test:e2e).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pact',
          environment: 'node',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          globalSetup: ['contracts/consumer/clear-pacts.ts'],
          setupFiles: ['contracts/consumer/fixed-clock.ts'],
          // Pact V4 appends to pact files: one file at a time (DEVELOPERS.md).
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Runs after the pact project has rewritten contracts/pacts: comparison, coverage, verification.
          name: 'contracts',
          environment: 'node',
          include: ['contracts/**/*.test.ts'],
          exclude: ['contracts/consumer/**', '**/node_modules/**'],
          fileParallelism: false,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
