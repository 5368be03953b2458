import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../cli/usage-error.ts';
import { consumerName } from '../pact-files.ts';
import { ciBuild } from './ci-build.ts';
import { gitValue } from './git-value.ts';

/** The consumer version the broker records: its number, branch and the build that made it. */
export interface ConsumerVersion {
  /** The package version plus the commit, e.g. `1.9.4+8d369e6c1f2a`. */
  number: string;
  /** The commit's branch; undefined on a detached checkout outside a known CI service. */
  branch?: string;
  /** The CI build's web page; undefined outside a known CI service. */
  buildUrl?: string;
}

/**
 * Twelve hex digits of the commit: as unique as the full hash in practice, and the same whether the commit comes from a
 * CI variable (always 40 digits) or git (whose `--short` grows with the repository).
 */
const commitDigits = 12;

/**
 * This checkout's consumer version (Pact's advice: a version is unique to a commit, so it carries the commit): the
 * package.json version plus the commit as SemVer build metadata, the branch and the build URL from the CI service's
 * variables when there are any (see `ci-build.ts`), else from git in `root`. Each part can be given instead. Throws
 * when no number is given and there is no commit.
 */
export function consumerVersion(
  root: string,
  env: NodeJS.ProcessEnv,
  given: Partial<ConsumerVersion> = {},
  /** The command's flag that gives the version instead, named when there is no commit. */
  versionFlag = '--consumer-version',
): ConsumerVersion {
  const ci = ciBuild(env);
  const number = given.number ?? numberOf(root, ci?.commit ?? gitValue(['rev-parse', 'HEAD'], root), versionFlag);
  const gitBranch = gitValue(['rev-parse', '--abbrev-ref', 'HEAD'], root);
  // A detached checkout (as many CI services make) names no branch: git prints HEAD.
  const branch = given.branch ?? ci?.branch ?? (gitBranch === 'HEAD' ? undefined : gitBranch);
  const buildUrl = given.buildUrl ?? ci?.buildUrl;
  return { number, ...(branch ? { branch } : {}), ...(buildUrl ? { buildUrl } : {}) };
}

function numberOf(root: string, commit: string | undefined, versionFlag: string): string {
  const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name?: string;
    version: string;
  };
  // Installed, the contracts package's own folder is the root: its version and the provider's CI commit would name
  // an hcuk-genesis version that never existed, and the broker's answer about it would read like a real refusal.
  // Both are a flag the command needs here and was not given: bad arguments (exit 2), as a missing --version is for
  // any other pacticipant.
  if (name !== consumerName)
    throw new UsageError(
      `this is the installed ${name ?? 'package'}, not a clone of ${consumerName}, so it cannot tell ${consumerName}'s version: give ${versionFlag}.`,
    );
  if (!commit)
    throw new UsageError(`no git commit for the consumer version: run in a git checkout, or give ${versionFlag}.`);
  return `${version}+${commit.slice(0, commitDigits)}`;
}
