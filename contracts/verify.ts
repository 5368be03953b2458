/**
 * Provider verification for backend teams:
 *   npm run contracts:verify -- --provider finance|admin --base-url URL
 *     [--states-url URL] [--token TOKEN] [--client-id ID] [--anti-forgery-token TOKEN] [--publish] [--verbose]
 * Prints a line per interaction and a summary; exits 1 on any failure, 2 on bad arguments (one line and the usage).
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { type Group, providerNames } from './documents.ts';
import { formatReport } from './verify/verification-report.ts';
import { type VerifyOptions, verifyProvider } from './verify/verify-provider.ts';

const usage =
  'usage: npm run contracts:verify -- --provider finance|admin --base-url URL [--states-url URL] [--token TOKEN] [--client-id ID] [--anti-forgery-token TOKEN] [--publish] [--verbose]';

function fail(message: string): never {
  console.error(`[hcuk] ${message}\n${usage}`);
  process.exit(2);
}

function gitValue(command: string): string | undefined {
  try {
    return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function publishOptions(): VerifyOptions['publish'] {
  const brokerUrl = process.env.PACT_BROKER_BASE_URL;
  if (!brokerUrl) fail('--publish needs PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN for PactFlow) in the environment.');
  const providerVersion = process.env.PROVIDER_VERSION ?? gitValue('git rev-parse HEAD');
  if (!providerVersion) fail('--publish needs a provider version: set PROVIDER_VERSION or run inside a git checkout.');
  return {
    brokerUrl,
    brokerToken: process.env.PACT_BROKER_TOKEN,
    providerVersion,
    providerBranch: process.env.PROVIDER_BRANCH ?? gitValue('git rev-parse --abbrev-ref HEAD'),
  };
}

function parsed() {
  try {
    return parseArgs({
      options: {
        provider: { type: 'string' },
        'base-url': { type: 'string' },
        'states-url': { type: 'string' },
        token: { type: 'string' },
        'client-id': { type: 'string' },
        'anti-forgery-token': { type: 'string' },
        publish: { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    // Node's message already names the flag, e.g. "Unknown option '--base-ur'".
    return fail((error as Error).message.split('\n')[0] ?? String(error));
  }
}

/** The URL as given (without trailing slashes) when it is a complete http(s) URL with a host, else exits 2. */
function httpUrl(flag: string, value: string | undefined): string {
  let url: URL | undefined;
  try {
    url = value === undefined ? undefined : new URL(value);
  } catch {
    // Reported below.
  }
  if (value === undefined || !url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
    fail(
      `${flag} must be an http(s) URL such as http://localhost:8080, not ${value === undefined ? 'nothing' : JSON.stringify(value)}.`,
    );
  return value.replace(/\/+$/, '');
}

const values = parsed();
const provider = values.provider;
if (provider !== 'finance' && provider !== 'admin')
  fail(`--provider must be finance or admin, not ${provider ?? 'nothing'}.`);
const baseUrl = httpUrl('--base-url', values['base-url']);
const statesUrl = values['states-url'] === undefined ? undefined : httpUrl('--states-url', values['states-url']);

const group: Group = provider;
console.log(`Verifying ${providerNames[group]} (${group} pact) against ${baseUrl}`);
const { warnings, report } = await verifyProvider({
  provider: group,
  baseUrl,
  statesUrl,
  token: values.token,
  clientId: values['client-id'],
  antiForgeryToken: values['anti-forgery-token'],
  publish: values.publish ? publishOptions() : undefined,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return process.exit(1);
});
for (const warning of warnings) console.warn(warning);
if (values.verbose) console.log(report.output.join('\n'));
for (const line of formatReport(providerNames[group], report)) console.log(line);
process.exit(report.passed ? 0 : 1);
