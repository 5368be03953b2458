/**
 * Run after the consumer tests rewrite contracts/pacts: the committed pacts are what backend teams verify, so in CI
 * (CI=true) a pact that differs from the commit fails; locally it is a reminder to review and commit it.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './documents.ts';

const changed = execFileSync('git', ['status', '--porcelain', '--', 'contracts/pacts'], {
  cwd: repoRoot,
  encoding: 'utf8',
}).trim();
if (!changed) {
  console.log('[hcuk] the pact files match the committed ones.');
} else if (process.env.CI) {
  console.error(
    `[hcuk] the consumer tests wrote pacts that differ from the committed ones:\n${changed}\nRun npm test locally and commit contracts/pacts.`,
  );
  process.exit(1);
} else {
  console.warn(`[hcuk] the pact files changed; review and commit them:\n${changed}`);
}
