/**
 * Publishes the pacts in contracts/pacts to a Pact Broker or PactFlow, the consumer pipeline's step after the tests:
 *   npm run contracts:publish -- --broker-url URL [--broker-token TOKEN | --broker-username U --broker-password P]
 *     [--consumer-version V] [--branch B] [--build-url URL]
 * The version defaults to package version + commit, the branch and build URL to the CI service's (or git's).
 * Exits 0 when published, 1 when the broker refuses, redirects, fails or cannot be reached, 2 on bad arguments. No
 * line it prints shows the token, the password or a URL's credentials.
 */
import { brokerConnection, brokerFlags } from './broker/broker-connection.ts';
import { brokerSecrets } from './broker/broker-secrets.ts';
import { consumerVersion } from './broker/consumer-version.ts';
import { gitValue } from './broker/git-value.ts';
import { pactFilesIn, publishPacts } from './broker/publish-pacts.ts';
import { httpUrl } from './cli/http-url.ts';
import { parseFlags } from './cli/parse-flags.ts';
import { runCli } from './cli/run-cli.ts';
import { UsageError } from './cli/usage-error.ts';
import { consumerName, pactDir, repoRoot } from './documents.ts';

const usage =
  'usage: npm run contracts:publish -- --broker-url URL [--broker-token TOKEN | --broker-username USER --broker-password PASSWORD] [--consumer-version V] [--branch B] [--build-url URL]';

await runCli(usage, async (out) => {
  const values = parseFlags(process.argv.slice(2), {
    ...brokerFlags,
    'consumer-version': { type: 'string' },
    branch: { type: 'string' },
    'build-url': { type: 'string' },
  });
  const broker = brokerConnection(values, process.env);
  if (!broker) throw new UsageError('--broker-url is required (or set PACT_BROKER_BASE_URL).');
  out.hide(...brokerSecrets(broker));
  const buildUrl = values['build-url'] === undefined ? undefined : httpUrl('--build-url', values['build-url']);
  const version = consumerVersion(repoRoot, process.env, {
    ...(values['consumer-version'] ? { number: values['consumer-version'] } : {}),
    ...(values.branch ? { branch: values.branch } : {}),
    ...(buildUrl ? { buildUrl } : {}),
  });
  const files = pactFilesIn(pactDir);
  out.log(
    `Publishing ${files.join(', ')} to ${broker.url} as ${consumerName} ${version.number}` +
      ` (branch ${version.branch ?? 'none'}${version.buildUrl ? `, build ${version.buildUrl}` : ''})`,
  );
  if (!version.branch)
    out.warn('[hcuk] no branch (a detached checkout): give --branch, or the mainBranch selector never picks it.');
  if (gitValue(['status', '--porcelain', '--', 'contracts/pacts'], repoRoot))
    out.warn(`[hcuk] contracts/pacts has uncommitted changes: ${version.number} names a commit without them.`);
  await publishPacts({ broker, version });
  out.log(
    `Published. Before deploying: npm run contracts:can-i-deploy -- --version ${version.number} --to-environment ENV`,
  );
  return 0;
});
