/**
 * The package boundaries hold in `npm test` (`npm run lint:boundaries`): in a scratch copy of the packages, the story
 * import the boundaries were written for (a ui story reaching the mocks' internals, not their entry) fails the check,
 * naming the rules it breaks, and the same copy without it passes.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'hcuk-boundaries-'));
const checked = ['sdk', 'mocks', 'contracts', 'ui'];

/** `npm run lint:boundaries` as the root package.json runs it, in the scratch copy. */
const lintBoundaries = () =>
  spawnSync(join(repoRoot, 'node_modules/.bin/depcruise'), [...checked, '--config', '.dependency-cruiser.cjs'], {
    cwd: scratch,
    encoding: 'utf8',
  });

beforeAll(() => {
  for (const file of ['.dependency-cruiser.cjs', 'tsconfig.json', 'package.json'])
    cpSync(join(repoRoot, file), join(scratch, file));
  for (const folder of checked)
    cpSync(join(repoRoot, folder), join(scratch, folder), {
      recursive: true,
      filter: (source) => !/\/(node_modules|dist|data\/images)(\/|$)/.test(source),
    });
  symlinkSync(join(repoRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('passes the packages as they are', () => {
  const run = lintBoundaries();
  expect(run.stdout).toContain('no dependency violations found');
  expect(run.status).toBe(0);
}, 60_000);

it('fails a story that reaches the mocks’ internals instead of their entry', () => {
  writeFileSync(
    join(scratch, 'ui/stories/reaching-in.ts'),
    "import { mockOperations } from '../../mocks/handlers/operation-types.ts';\nexport const count = mockOperations.length;\n",
  );
  const run = lintBoundaries();
  expect(run.status).not.toBe(0);
  expect(run.stdout).toContain(
    'no-relative-path-between-packages: ui/stories/reaching-in.ts → mocks/handlers/operation-types.ts',
  );
  expect(run.stdout).toContain('only-through-exports: ui/stories/reaching-in.ts → mocks/handlers/operation-types.ts');
}, 60_000);
