/**
 * Provider verification for backend teams:
 *   npm run contracts:verify -- --provider finance|admin --base-url URL
 *     [--states-url URL] [--token TOKEN] [--client-id ID] [--anti-forgery-token TOKEN] [--publish] [--verbose]
 * Prints a line per interaction and a summary; exits 1 on any failure, 2 on bad arguments.
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

const { values } = parseArgs({
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
});
const provider = values.provider;
if (provider !== 'finance' && provider !== 'admin')
  fail(`--provider must be finance or admin, not ${provider ?? 'nothing'}.`);
const baseUrl = values['base-url'];
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) fail(`--base-url must be an http(s) URL, not ${baseUrl ?? 'nothing'}.`);

const group: Group = provider;
console.log(`Verifying ${providerNames[group]} (${group} pact) against ${baseUrl}`);
const { warnings, report } = await verifyProvider({
  provider: group,
  baseUrl,
  statesUrl: values['states-url'],
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
