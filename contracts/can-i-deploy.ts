/**
 * Asks the broker whether a version may be deployed to an environment (both pipelines, before deploying):
 *   npm run contracts:can-i-deploy -- --to-environment ENV [--pacticipant NAME | --provider finance|admin]
 *     [--version V] [--retry-while-unknown N] [--retry-interval SECONDS] [--dry-run] [broker flags]
 * By default about hcuk-genesis at this checkout's version. Exits 0 when it may, 1 when it may not or the broker
 * fails, 2 on bad arguments. No line it prints shows the token, the password or a URL's credentials.
 */
import { brokerConnection, brokerFlags } from './broker/broker-connection.ts';
import { brokerSecrets } from './broker/broker-secrets.ts';
import { canIDeploy } from './broker/can-i-deploy.ts';
import { pacticipantFlags, pacticipantVersion } from './broker/pacticipant-version.ts';
import { commandUsage } from './cli/command-usage.ts';
import { parseFlags } from './cli/parse-flags.ts';
import { runCli } from './cli/run-cli.ts';
import { UsageError } from './cli/usage-error.ts';

const usage = commandUsage(
  'can-i-deploy',
  '--to-environment ENV [--pacticipant NAME | --provider finance|admin] [--version V] [--retry-while-unknown N] [--retry-interval SECONDS] [--dry-run] [--broker-url URL] [--broker-token TOKEN | --broker-username USER --broker-password PASSWORD]',
);

const count = (flag: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  if (!/^\d{1,4}$/.test(value)) throw new UsageError(`${flag} must be a whole number, not ${value}.`);
  return Number(value);
};

await runCli(usage, async (out) => {
  const values = parseFlags(process.argv.slice(2), {
    ...brokerFlags,
    ...pacticipantFlags,
    'to-environment': { type: 'string' },
    'retry-while-unknown': { type: 'string' },
    'retry-interval': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  });
  const broker = brokerConnection(values, process.env);
  if (!broker) throw new UsageError('--broker-url is required (or set PACT_BROKER_BASE_URL).');
  out.hide(...brokerSecrets(broker));
  const environment = values['to-environment'];
  if (!environment) throw new UsageError('--to-environment is required, e.g. --to-environment production.');
  const retryWhileUnknown = count('--retry-while-unknown', values['retry-while-unknown']);
  const retryInterval = count('--retry-interval', values['retry-interval']);
  const { pacticipant, version } = pacticipantVersion(values, process.env);
  out.log(`Can ${pacticipant} ${version} be deployed to ${environment}? Asking ${broker.url}`);
  await canIDeploy({
    broker,
    pacticipant,
    version,
    environment,
    dryRun: values['dry-run'],
    ...(retryWhileUnknown ? { retryWhileUnknown } : {}),
    ...(retryInterval ? { retryInterval } : {}),
  });
  return 0;
});
