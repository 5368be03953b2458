/**
 * Tells the broker that a version is now deployed to an environment (both pipelines, after deploying):
 *   npm run contracts:record-deployment -- --environment ENV [--pacticipant NAME | --provider finance|admin]
 *     [--version V] [--application-instance NAME] [broker flags]
 * By default about hcuk-genesis at this checkout's version. Exits 0 when recorded, 1 when the broker refuses (an
 * unknown environment, say), redirects or cannot be reached, 2 on bad arguments. No line it prints shows the token,
 * the password or a URL's credentials.
 */
import { brokerConnection, brokerFlags } from './broker/broker-connection.ts';
import { brokerSecrets } from './broker/broker-secrets.ts';
import { pacticipantFlags, pacticipantVersion } from './broker/pacticipant-version.ts';
import { recordDeployment } from './broker/record-deployment.ts';
import { commandUsage } from './cli/command-usage.ts';
import { parseFlags } from './cli/parse-flags.ts';
import { runCli } from './cli/run-cli.ts';
import { UsageError } from './cli/usage-error.ts';

const usage = commandUsage(
  'record-deployment',
  '--environment ENV [--pacticipant NAME | --provider finance|admin] [--version V] [--application-instance NAME] [--broker-url URL] [--broker-token TOKEN | --broker-username USER --broker-password PASSWORD]',
);

await runCli(usage, async (out) => {
  const values = parseFlags(process.argv.slice(2), {
    ...brokerFlags,
    ...pacticipantFlags,
    environment: { type: 'string' },
    'application-instance': { type: 'string' },
  });
  const broker = brokerConnection(values, process.env);
  if (!broker) throw new UsageError('--broker-url is required (or set PACT_BROKER_BASE_URL).');
  out.hide(...brokerSecrets(broker));
  const { environment } = values;
  if (!environment) throw new UsageError('--environment is required, e.g. --environment production.');
  const { pacticipant, version } = pacticipantVersion(values, process.env);
  const instance = values['application-instance'];
  out.log(`Recording ${pacticipant} ${version} as deployed to ${environment} at ${broker.url}`);
  await recordDeployment({
    broker,
    pacticipant,
    version,
    environment,
    ...(instance ? { applicationInstance: instance } : {}),
  });
  return 0;
});
