import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { runContractsCli } from '../broker/run-contracts-cli.ts';
import { withMockProviders } from './mock-providers.ts';

// `hcuk-contracts verify` as a backend team runs it: its flags, its usage errors, and what it prints.

const providers = withMockProviders();

/** Runs the CLI without blocking (the mock servers live in this process), with no CI or broker variables. */
const cli = (args: string[], env: NodeJS.ProcessEnv = {}) => runContractsCli('contracts/verify.ts', args, env);

it('the CLI prints a line per interaction and exits 1 when verification fails', async () => {
  const run = await cli(['--provider', 'admin', '--base-url', providers.broken.url]);
  expect(run.status).toBe(1);
  // A failure names where to look: the request, and the provider state it was given.
  expect(run.stdout).toContain(
    '  FAIL  a request for quote request q-1\n          GET /api/v1/quote/getquoterequest, given "a quote request q-1 exists"\n',
  );
  expect(run.stdout).toContain("  PASS  a request for dealer d-1001's users");
  expect(run.stdout).toContain('motor-finance-admin-api: 19 interactions, 18 verified, 1 not verified — FAILED');
});

it('the CLI rejects a missing provider with exit 2 and the usage', async () => {
  const run = await cli(['--base-url', providers.server.url]);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('[hcuk] --provider must be finance or admin, not nothing.');
  expect(run.stderr).toContain('usage: hcuk-contracts verify --provider finance|admin --base-url URL');
  expect(run.stderr).toContain('npm run contracts:verify -- with the same flags');
});

it('the CLI prints its usage for --help and exits 0', async () => {
  const run = await cli(['--help']);
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^usage: hcuk-contracts verify --provider finance\|admin --base-url URL/);
});

it.each([
  [['--provider', 'admin', '--base-url', 'http://127.0.0.1:1', '--bogus'], "[hcuk] Unknown option '--bogus'"],
  [
    ['--provider', 'admin', '--base-url', 'http://'],
    '[hcuk] --base-url must be an http(s) URL such as http://localhost:8080, not "http://".',
  ],
  [['--provider', 'admin', '--base-url', 'http://127.0.0.1:99999'], '[hcuk] --base-url must be an http(s) URL'],
  [['--provider', 'admin', '--base-url', 'ftp://example.com'], '[hcuk] --base-url must be an http(s) URL'],
  [
    ['--provider', 'admin', '--base-url', 'http://127.0.0.1:1', '--states-url', 'localhost/states'],
    '[hcuk] --states-url must be an http(s) URL',
  ],
  [
    ['--provider', 'admin', '--base-url', 'http://127.0.0.1:8080/gateway/admin'],
    "[hcuk] --base-url must be the provider's origin (scheme, host and port), not http://127.0.0.1:8080/gateway/admin",
  ],
  [
    ['--provider', 'admin', '--base-url', 'http://127.0.0.1:1', '--request-timeout', '0.5'],
    '[hcuk] --request-timeout must be whole seconds from 1 to 600, not 0.5.',
  ],
  [
    // An unset variable in `--broker-url $BROKER --provider-version v1` leaves the flag without its value.
    ['--provider', 'admin', '--base-url', 'http://127.0.0.1:1', '--broker-url', '--provider-version', 'v1'],
    "[hcuk] Option '--broker-url' argument is ambiguous. Did you forget to specify the option argument for '--broker-url'?",
  ],
])('the CLI exits 2 with one line and the usage for %j', async (args, line) => {
  const run = await cli(args);
  expect(run.status).toBe(2);
  expect(run.stderr.trim().split('\n')).toEqual([
    expect.stringContaining(line),
    expect.stringMatching(/^usage: hcuk-contracts verify /),
    expect.stringContaining('npm run contracts:verify --'),
  ]);
});

it('the CLI refuses a --states-url that does not answer, rather than skipping the states the team asked for', async () => {
  const run = await cli([
    '--provider',
    'admin',
    '--base-url',
    providers.server.url,
    '--states-url',
    `${providers.server.url}/no-states`,
  ]);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(
    `[hcuk] --states-url ${providers.server.url}/no-states does not answer a provider-state request`,
  );
});

it('the CLI refuses --publish without a broker URL', async () => {
  const run = await cli(['--provider', 'admin', '--base-url', providers.server.url, '--publish']);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('[hcuk] --publish needs the pacts from a broker: give --broker-url URL');
});

it('the CLI says at once when nothing answers at the base URL', async () => {
  const closed = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  // Before the check this waited out minutes of verifier retries: the project's 120 s test timeout catches that.
  const run = await cli(['--provider', 'admin', '--base-url', `http://127.0.0.1:${closed}`]);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`[hcuk] nothing answers at http://127.0.0.1:${closed} (connect ECONNREFUSED`);
});

it('prints Pact’s own report with --verbose, without colour codes when the output is not a terminal', async () => {
  const run = await cli(['--provider', 'admin', '--base-url', providers.server.url, '--verbose']);
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('a request for quote request q-1');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code.
  expect(run.stdout).not.toMatch(/\u001b\[/);
});

it('prints a --pact-url without its user:password, and never the tokens it was given', async () => {
  const run = await cli([
    '--provider',
    'admin',
    '--base-url',
    providers.server.url,
    '--token',
    'provider-s3cret-token',
    '--pact-url',
    `http://ci:pact-s3cret@127.0.0.1:${new URL(providers.server.url).port}/no-such-pact.json`,
  ]);
  expect(run.stdout).toContain(
    `(the pact at http://***@127.0.0.1:${new URL(providers.server.url).port}/no-such-pact.json)`,
  );
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/s3cret/);
});
