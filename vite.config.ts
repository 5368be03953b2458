import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { runIncludesProject, storiesProject, storiesProjectName } from './.storybook/vitest-project.ts';
import { serveMockData } from './mocks/server/serve-data.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
// UI code that needs no DOM is tested in Node: the build (the manifest generator must not need the DOM), the
// benchmark's helpers, the calculator's state and the theme's tokens. Building a jsdom window takes longer than most
// of these files' tests.
const uiNodeTests = [
  'ui/build/**/*.test.ts',
  'e2e/bench/**/*.test.ts',
  'ui/calculator/state/**/*.test.ts',
  'ui/theme/**/*.test.ts',
];

export default defineConfig({
  // The demo page (npm start) lives in ui/; its public dir holds the committed MSW worker.
  root: 'ui',
  publicDir: 'public',
  plugins: [react(), serveMockData()],
  // The workspace packages resolve to their TypeScript sources here (their `hcuk-source` export condition).
  resolve: { conditions: ['hcuk-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['hcuk-source', ...defaultServerConditions] } },
  server: { port: 5173, strictPort: false },
  test: {
    root: repoRoot,
    // Vitest's default leaves one of this machine's two cores idle.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The type tests (*.test-d.ts) are checked by `npm run typecheck` (tsc over the whole repo, which fails on a
          // broken expectTypeOf or an unused @ts-expect-error); a second tsc run here would only repeat it.
          include: ['{openapi,sdk,mocks,docs}/**/*.test.ts', ...uiNodeTests],
          // Files share their worker's modules instead of each importing them afresh (27 s -> 15 s here).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['ui/**/*.test.{ts,tsx}'],
          exclude: [...uiNodeTests, '**/node_modules/**'],
          setupFiles: ['ui/test/setup.ts'],
          // A calculator test renders the element, loads its steps and answers its requests through MSW: on a busy
          // two-core machine that can pass 5 s. These limits catch a hang, not slowness (benchmarks measure that).
          testTimeout: 15_000,
          // Files share their worker's page and modules instead of each building its own (51 s -> 17 s here);
          // ui/test/setup.ts resets the page, hcukConfig and the data layer after every test.
          isolate: false,
        },
      },
      // Every story is a test (docs/storybook.md): .storybook/vitest-project.ts.
      ...(runIncludesProject(storiesProjectName) ? [await storiesProject(repoRoot)] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          // Two files at a time, each with its own Chromium and servers: much of a journey is waiting (retries, the
          // slow scenario, transitions), so two cores run them in about two thirds of the time. The build runs first.
          fileParallelism: true,
          // Files share their worker's modules (Playwright, the servers, the mock data) instead of each importing
          // them afresh: 26 s of imports -> 6 s here. Each file still launches its own Chromium and servers.
          isolate: false,
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
          // Pact V4 appends to pact files: one file at a time.
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Runs after the pact project has rewritten contracts/pacts: comparison, coverage, verification. Files read
          // the pacts and start their own servers on free ports, so two run at a time (36 s -> 23 s here).
          name: 'contracts',
          environment: 'node',
          include: ['contracts/**/*.test.ts'],
          exclude: ['contracts/consumer/**', '**/node_modules/**'],
          fileParallelism: true,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
