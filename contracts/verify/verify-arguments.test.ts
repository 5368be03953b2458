import { expect, it } from 'vitest';
import { UsageError } from '../cli/usage-error.ts';
import { verifyArguments } from './verify-arguments.ts';

const base = ['--provider', 'finance', '--base-url', 'http://localhost:8080'];

it('verifies the committed files when no broker is named, even with a provider version at hand', () => {
  const { options } = verifyArguments(base, { PROVIDER_VERSION: '1.2.3' });
  expect(options.source).toEqual({ from: 'files' });
  expect(options.publish).toBe(false);
});

it("asks a broker named by PACT_BROKER_BASE_URL for Pact's recommended selectors, with the CI build's branch", () => {
  const env = {
    PACT_BROKER_BASE_URL: 'https://hcuk.pactflow.io',
    PACT_BROKER_TOKEN: 'T',
    GITHUB_ACTIONS: 'true',
    GITHUB_SHA: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
    GITHUB_REF_NAME: 'main',
  };
  const { options } = verifyArguments([...base, '--enable-pending', '--publish'], env);
  expect(options).toMatchObject({
    source: {
      from: 'broker',
      broker: { url: 'https://hcuk.pactflow.io', token: 'T' },
      selectors: [
        { consumer: 'hcuk-genesis', mainBranch: true },
        { consumer: 'hcuk-genesis', deployedOrReleased: true },
        { consumer: 'hcuk-genesis', matchingBranch: true },
      ],
      enablePending: true,
    },
    providerVersion: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
    providerBranch: 'main',
    publish: true,
  });
});

it('takes selectors as JSON, and turns pending on for work-in-progress pacts', () => {
  const args = [...base, '--broker-url', 'http://b', '--provider-branch', 'feat/x'];
  const { options } = verifyArguments(
    [...args, '--consumer-version-selectors', '[{"branch":"release"}]', '--include-wip-pacts-since', '2025-03-01'],
    {},
  );
  expect(options.source).toMatchObject({
    selectors: [{ branch: 'release' }],
    enablePending: true,
    includeWipPactsSince: '2025-03-01',
  });
});

it.each([
  [['--publish'], '--publish needs the pacts from a broker'],
  [['--broker-url', 'http://b', '--publish'], "--publish needs the provider's version"],
  [['--enable-pending'], 'selectors, pending and WIP pacts need pacts from a broker'],
  [['--broker-url', 'http://b', '--include-wip-pacts-since', '2025-01-01'], "needs the provider's branch"],
  [['--broker-url', 'http://b', '--provider-branch', 'm', '--include-wip-pacts-since', '1/2/25'], 'must be a date'],
  [['--broker-url', 'http://b', '--consumer-version-selectors', '{"mainBranch":true}'], 'must be a JSON array'],
  [['--pact-url', 'http://b/pacts/1', '--enable-pending'], '--pact-url names one pact'],
  [
    ['--broker-token', 'abc'],
    '--broker-token signs in at a broker, but no --broker-url (or PACT_BROKER_BASE_URL) names one',
  ],
])('refuses %j with a usage error', (extra, message) => {
  expect(() => verifyArguments([...base, ...extra], {})).toThrow(UsageError);
  expect(() => verifyArguments([...base, ...extra], {})).toThrow(message);
});

it('reads the certificates --provider-ca names, and refuses a file that cannot be read or holds none', () => {
  const certificate = new URL('./test-certificate/localhost-cert.pem', import.meta.url).pathname;
  const { options } = verifyArguments([...base, '--provider-ca', certificate], {});
  expect(options.providerCa).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
  expect(() => verifyArguments([...base, '--provider-ca', '/no/such/cert.pem'], {})).toThrow(
    '--provider-ca cannot read /no/such/cert.pem (ENOENT): give the path of a PEM certificate file.',
  );
  const key = new URL('./test-certificate/localhost-key.pem', import.meta.url).pathname;
  expect(() => verifyArguments([...base, '--provider-ca', key], {})).toThrow(
    `--provider-ca must be a PEM file of certificates (-----BEGIN CERTIFICATE-----), and ${key} holds none`,
  );
});

it('refuses a broker token from the environment with no broker URL, rather than verify the committed files', () => {
  // A CI job whose PACT_BROKER_BASE_URL went missing would otherwise pass on stale pacts.
  expect(() => verifyArguments(base, { PACT_BROKER_TOKEN: 'T' })).toThrow(
    'PACT_BROKER_TOKEN signs in at a broker, but no --broker-url (or PACT_BROKER_BASE_URL) names one: give it, or leave PACT_BROKER_TOKEN out to verify the pact files in contracts/pacts.',
  );
});
