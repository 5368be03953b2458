import { readFileSync } from 'node:fs';
import { brokerConnection, brokerFlags, signInWithoutBroker } from '../broker/broker-connection.ts';
import { providerVersion } from '../broker/provider-version.ts';
import { commandUsage } from '../cli/command-usage.ts';
import { httpUrl } from '../cli/http-url.ts';
import { parseFlags } from '../cli/parse-flags.ts';
import { UsageError } from '../cli/usage-error.ts';
import { type ConsumerVersionSelector, defaultSelectors, type PactSource } from './pact-source.ts';
import type { VerifyOptions } from './verify-provider.ts';

/** The usage of `hcuk-contracts verify` (`npm run contracts:verify` in a clone). */
export const verifyUsage = commandUsage(
  'verify',
  '--provider finance|admin --base-url URL [--states-url URL] [--token TOKEN] [--client-id ID] [--anti-forgery-token TOKEN] [--broker-url URL [--broker-token TOKEN | --broker-username USER --broker-password PASSWORD] [--consumer-version-selectors JSON] [--enable-pending] [--include-wip-pacts-since YYYY-MM-DD] | --pact-url URL] [--provider-version V] [--provider-branch B] [--publish] [--request-timeout SECONDS] [--provider-ca FILE] [--verbose]',
);

const flags = {
  provider: { type: 'string' },
  'base-url': { type: 'string' },
  'states-url': { type: 'string' },
  token: { type: 'string' },
  'client-id': { type: 'string' },
  'anti-forgery-token': { type: 'string' },
  ...brokerFlags,
  'pact-url': { type: 'string' },
  'consumer-version-selectors': { type: 'string' },
  'enable-pending': { type: 'boolean', default: false },
  'include-wip-pacts-since': { type: 'string' },
  'provider-version': { type: 'string' },
  'provider-branch': { type: 'string' },
  publish: { type: 'boolean', default: false },
  'request-timeout': { type: 'string' },
  'provider-ca': { type: 'string' },
  verbose: { type: 'boolean', default: false },
} as const;

/** `--request-timeout`: whole seconds the verifier waits for each answer, 1 to 600. */
function secondsOf(value: string): number {
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds < 1 || seconds > 600)
    throw new UsageError(`--request-timeout must be whole seconds from 1 to 600, not ${value}.`);
  return seconds;
}

/** `--provider-ca`: the PEM certificates in `file`, to trust for the provider (`provider-connection.ts`). */
function certificatesIn(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new UsageError(`--provider-ca cannot read ${file} (${code}): give the path of a PEM certificate file.`);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----'))
    throw new UsageError(
      `--provider-ca must be a PEM file of certificates (-----BEGIN CERTIFICATE-----), and ${file} holds none: export the certificate as PEM, not its key or a PFX.`,
    );
  return text;
}

function selectorsOf(json: string): ConsumerVersionSelector[] {
  let selectors: unknown;
  try {
    selectors = JSON.parse(json);
  } catch {
    // Reported below.
  }
  const valid =
    Array.isArray(selectors) &&
    selectors.length > 0 &&
    selectors.every((s) => s !== null && typeof s === 'object' && !Array.isArray(s));
  if (!valid)
    throw new UsageError(
      `--consumer-version-selectors must be a JSON array of selector objects such as [{"mainBranch":true}], not ${json}.`,
    );
  return selectors as ConsumerVersionSelector[];
}

function dateOf(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new UsageError(`--include-wip-pacts-since must be a date such as 2025-01-31, not ${value}.`);
  return value;
}

/** The pacts' source: a pact URL (the broker's webhook), else the broker when one is named, else the files. */
function sourceOf(values: ReturnType<typeof parse>, env: NodeJS.ProcessEnv, branch?: string): PactSource {
  const broker = brokerConnection(values, env);
  const wip = values['include-wip-pacts-since'];
  const chooses = values['consumer-version-selectors'] !== undefined || values['enable-pending'] || wip !== undefined;
  if (values['pact-url'] !== undefined) {
    if (chooses) throw new UsageError('--pact-url names one pact: selectors, pending and WIP pacts need --broker-url.');
    const url = httpUrl('--pact-url', values['pact-url']);
    // A token or user given without a broker URL signs in at the pact's own broker (the webhook's), where before it
    // was dropped and the pact's 401 came with no hint why.
    const signIn = broker ?? brokerConnection({ ...values, 'broker-url': new URL(url).origin }, env);
    const signsIn = Boolean(signIn?.token || signIn?.username);
    return { from: 'url', url, ...(broker || signsIn ? { broker: signIn } : {}) };
  }
  if (!broker) {
    if (chooses) throw new UsageError('selectors, pending and WIP pacts need pacts from a broker: give --broker-url.');
    // A sign-in with no broker to sign in to: most likely a CI job whose broker URL went missing, which would pass on
    // the committed files instead of the broker's latest pacts.
    const signIn = signInWithoutBroker(values, env);
    if (signIn)
      throw new UsageError(
        `${signIn} signs in at a broker, but no --broker-url (or PACT_BROKER_BASE_URL) names one: give it, or leave ${signIn} out to verify the pact files in contracts/pacts.`,
      );
    return { from: 'files' };
  }
  if (wip !== undefined && !branch)
    throw new UsageError(
      "--include-wip-pacts-since needs the provider's branch: --provider-branch B (or PROVIDER_BRANCH, or a CI build that names it).",
    );
  const selectors = values['consumer-version-selectors'];
  return {
    from: 'broker',
    broker,
    selectors: selectors === undefined ? defaultSelectors(branch) : selectorsOf(selectors),
    // WIP pacts are verified as pending: that is what lets them in without risk.
    enablePending: values['enable-pending'] || wip !== undefined,
    ...(wip !== undefined ? { includeWipPactsSince: dateOf(wip) } : {}),
  };
}

const parse = (args: string[]) => parseFlags(args, flags);

/** The verification the command line asks for, and whether to print Pact's own report; a UsageError for bad input. */
export function verifyArguments(args: string[], env: NodeJS.ProcessEnv): { options: VerifyOptions; verbose: boolean } {
  const values = parse(args);
  const provider = values.provider;
  if (provider !== 'finance' && provider !== 'admin')
    throw new UsageError(`--provider must be finance or admin, not ${provider ?? 'nothing'}.`);
  const baseUrl = httpUrl('--base-url', values['base-url']);
  // Pact's verifier sends each interaction's path to the origin alone: a prefix here would be dropped from every
  // request but kept in the provider-state URL, failing interactions for a reason the report could not name.
  if (new URL(baseUrl).pathname.replace(/\/+$/, '') !== '')
    throw new UsageError(
      `--base-url must be the provider's origin (scheme, host and port), not ${baseUrl}: Pact's verifier drops a path prefix. Serve the API at the root of a host or port (a proxy can), or ask us for a prefix.`,
    );
  const statesUrl = values['states-url'] === undefined ? undefined : httpUrl('--states-url', values['states-url']);
  const version = providerVersion({ version: values['provider-version'], branch: values['provider-branch'] }, env);
  const source = sourceOf(values, env, version.branch);
  if (values.publish && source.from === 'files')
    throw new UsageError(
      '--publish needs the pacts from a broker: give --broker-url URL (or set PACT_BROKER_BASE_URL), or --pact-url URL.',
    );
  if (values.publish && !version.number)
    throw new UsageError(
      "--publish needs the provider's version: --provider-version V (or PROVIDER_VERSION, or a CI build that names its commit).",
    );
  const options: VerifyOptions = {
    provider,
    baseUrl,
    source,
    publish: values.publish,
    ...(statesUrl ? { statesUrl } : {}),
    ...(values.token ? { token: values.token } : {}),
    ...(values['client-id'] ? { clientId: values['client-id'] } : {}),
    ...(values['anti-forgery-token'] ? { antiForgeryToken: values['anti-forgery-token'] } : {}),
    ...(version.number ? { providerVersion: version.number } : {}),
    ...(version.branch ? { providerBranch: version.branch } : {}),
    ...(version.buildUrl ? { buildUrl: version.buildUrl } : {}),
    ...(values['request-timeout'] !== undefined ? { requestTimeoutSeconds: secondsOf(values['request-timeout']) } : {}),
    ...(values['provider-ca'] !== undefined ? { providerCa: certificatesIn(values['provider-ca']) } : {}),
  };
  return { options, verbose: values.verbose };
}
