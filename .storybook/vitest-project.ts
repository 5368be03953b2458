/**
 * The `storybook` Vitest project (vite.config.ts): every story is a test, rendered in Debian's Chromium by Vitest's
 * browser mode, its play function run, then axe (a violation fails it). Storybook's own Vite config (`main.ts`)
 * builds the page. Storybook's plugin and Playwright's launcher take about 3 s to load, so they load only for a run
 * that includes this project.
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumFlags, chromiumPath } from '../e2e/chromium-flags.ts';

/** The project's name, as `--project` selects it. */
export const storiesProjectName = 'storybook';

/**
 * Whether this is a Vitest run that includes `name`: no `--project` given, or one naming it (or a `*` pattern).
 * Storybook's own commands read vite.config.ts too; they never need the project.
 */
export function runIncludesProject(name: string, argv: readonly string[] = process.argv): boolean {
  if (!process.env.VITEST) return false;
  const selected = argv.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    return arg === '--project' && argv[index + 1] !== undefined ? [argv[index + 1] as string] : [];
  });
  return selected.length === 0 || selected.some((pattern) => pattern === name || pattern.includes('*'));
}

/** The project's configuration; `repoRoot` ends with a slash. */
export async function storiesProject(repoRoot: string): Promise<TestProjectInlineConfiguration> {
  const [{ storybookTest }, { playwright }] = await Promise.all([
    import('@storybook/addon-vitest/vitest-plugin'),
    import('@vitest/browser-playwright'),
  ]);
  return {
    plugins: [storybookTest({ configDir: `${repoRoot}.storybook` })],
    // Pre-bundled before the first story: a dependency Vite found only while stories run would make it re-optimise
    // and reload the page mid-run, failing whichever stories were running (msw is left to Vitest, which serves it
    // unbundled; axe-core loads as it is).
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom/client',
        '@tanstack/query-core',
        '@tanstack/react-query',
        'openapi-fetch',
        'dompurify',
        'msw-storybook-addon/csf3',
        'storybook/actions',
        'storybook/test',
      ],
    },
    test: {
      name: storiesProjectName,
      root: repoRoot,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumFlags } }),
        instances: [{ browser: 'chromium' }],
      },
      // A calculator story waits for its step's chunk and answers, and the fault stories for two retries (3 s).
      testTimeout: 20_000,
      // One page for every story file, as Storybook's own preview is (each story still starts afresh: the preview's
      // beforeEach clears stored visits and the loader resets the handlers): 44 s instead of 67 s here.
      isolate: false,
      // Two pages at a time (Vitest's browser mode would use one on two cores): much of a story is waiting (the
      // fault scenarios' retries, a slow answer, transitions).
      maxWorkers: 2,
    },
  };
}
