import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { UsageError } from '../cli/usage-error.ts';
import { consumerVersion } from './consumer-version.ts';

let root: string;
let commit: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hcuk-version-'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'hcuk-genesis', version: '2.0.1' }));
  git('init', '-q', '-b', 'feature/broker');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'one');
  commit = git('rev-parse', 'HEAD');
});

it("is the package version plus the commit, on git's branch, outside CI", () => {
  expect(consumerVersion(root, {})).toEqual({ number: `2.0.1+${commit.slice(0, 12)}`, branch: 'feature/broker' });
});

it("takes the CI service's commit, branch and build URL over git's", () => {
  const env = {
    GITLAB_CI: 'true',
    CI_COMMIT_SHA: 'abcdef0123456789abcd',
    CI_COMMIT_REF_NAME: 'main',
    CI_JOB_URL: 'https://gl/j/1',
  };
  expect(consumerVersion(root, env)).toEqual({
    number: '2.0.1+abcdef012345',
    branch: 'main',
    buildUrl: 'https://gl/j/1',
  });
});

it('names no branch on a detached checkout, and takes what it is given', () => {
  git('checkout', '-q', '--detach');
  expect(consumerVersion(root, {})).toEqual({ number: `2.0.1+${commit.slice(0, 12)}` });
  expect(consumerVersion(root, {}, { number: '2.0.1-rc.1', branch: 'release' })).toEqual({
    number: '2.0.1-rc.1',
    branch: 'release',
  });
});

it('says what to do when there is no commit', () => {
  const bare = mkdtempSync(join(tmpdir(), 'hcuk-nogit-'));
  writeFileSync(join(bare, 'package.json'), JSON.stringify({ name: 'hcuk-genesis', version: '2.0.1' }));
  expect(() => consumerVersion(bare, {})).toThrow(
    '[hcuk] no git commit for the consumer version: run in a git checkout, or give --consumer-version.',
  );
  // can-i-deploy and record-deployment take the version as --version: the message names their flag.
  expect(() => consumerVersion(bare, {}, {}, '--version')).toThrow('or give --version.');
});

it('asks for the version from the installed contracts package, instead of naming one that never existed', () => {
  const installed = mkdtempSync(join(tmpdir(), 'hcuk-installed-'));
  writeFileSync(join(installed, 'package.json'), JSON.stringify({ name: '@hcuk-genesis/contracts', version: '2.0.1' }));
  // The provider's CI names its own commit: with the package's version, a made-up hcuk-genesis 2.0.1+<their commit>.
  expect(() =>
    consumerVersion(installed, { GITHUB_ACTIONS: 'true', GITHUB_SHA: 'abc123def4567890' }, {}, '--version'),
  ).toThrow(
    new UsageError(
      "this is the installed @hcuk-genesis/contracts, not a clone of hcuk-genesis, so it cannot tell hcuk-genesis's version: give --version.",
    ),
  );
});
