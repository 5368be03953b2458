import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { type CliRun, runContractsCli } from './run-contracts-cli.ts';
import { startTestBroker, type TestBroker, type TestBrokerFault } from './test-broker.ts';

/**
 * The broker commands as a CI job runs them, against a broker that fails in the ways real ones do: what they print
 * (stdout and stderr together) must name the real failure and never a credential.
 */
let broker: TestBroker | undefined;
afterEach(async () => {
  await broker?.close();
  broker = undefined;
});

const token = 'tok-5ecret-a1b2c3';
const password = 'pw-9f8e7d6c';
const basic = `Basic ${btoa(`ci:${password}`)}`;
/** No retries of a 5xx: the default (8, doubling from half a second) would take two minutes. */
const noRetries = { PACT_BROKER_HTTP_RETRIES: '0' };

/** Each command's own arguments, about one version. */
const commands = {
  publish: ['contracts/publish.ts', ['--consumer-version', '1.0.0+abc', '--branch', 'main']],
  'can-i-deploy': ['contracts/can-i-deploy.ts', ['--version', '1.0.0+abc', '--to-environment', 'production']],
  'record-deployment': ['contracts/record-deployment.ts', ['--version', '1.0.0+abc', '--environment', 'production']],
} as const;
type Command = keyof typeof commands;
const names = Object.keys(commands) as Command[];

function run(command: Command, brokerArgs: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  const [script, args] = commands[command];
  return runContractsCli(script, [...args, ...brokerArgs], { ...noRetries, ...env });
}

const printed = (cli: CliRun) => cli.stdout + cli.stderr;
/** The broker's URL with the credentials in it, as a CI variable might hold it. */
const withPassword = (url: string) => url.replace('http://', `http://ci:${password}@`);
/** A body that echoes the request's Authorization header, as some brokers' and proxies' error pages do. */
const echoing = (request: IncomingMessage) =>
  JSON.stringify({ error: `Unauthorized: ${request.headers.authorization} is not accepted here` });

it('publishes with the credentials in --broker-url, signing in with them, and never prints the password', async () => {
  broker = await startTestBroker({ authorization: basic });
  const cli = await run('publish', ['--broker-url', withPassword(broker.url)]);
  expect(printed(cli)).not.toContain(password);
  expect(printed(cli)).not.toContain(basic.slice(6));
  expect(cli.stdout).toContain(`to ${broker.url} as hcuk-genesis 1.0.0+abc`);
  expect(cli.status).toBe(0);
  expect(broker.requests.some((r) => r.method === 'POST')).toBe(true);
  expect(broker.requests.every((r) => r.headers.authorization === basic)).toBe(true);
});

it.each(names)('%s: a 401 that echoes the token is reported with its status, without the token', async (command) => {
  broker = await startTestBroker({ faults: [{ method: 'GET', pathPrefix: '/', status: 401, body: echoing }] });
  const cli = await run(command, ['--broker-url', broker.url, '--broker-token', token]);
  expect(cli.status).toBe(1);
  expect(printed(cli)).not.toContain(token);
  expect(cli.stderr).toMatch(/^\[hcuk\] .* failed: the broker answered GET \/ with 401 Unauthorized: .*Bearer \*\*\*/m);
  expect(printed(cli)).not.toContain('nothing answers');
});

it('publish: a refusal that echoes the basic credentials is printed without the password or its base64', async () => {
  const echoingPassword = (request: IncomingMessage) => `${echoing(request)} (password ${password})`;
  const fault = { method: 'POST', pathPrefix: '/contracts/publish', status: 403, body: echoingPassword };
  broker = await startTestBroker({ faults: [fault] });
  const cli = await run('publish', ['--broker-url', broker.url], {
    PACT_BROKER_USERNAME: 'ci',
    PACT_BROKER_PASSWORD: password,
  });
  expect(cli.status).toBe(1);
  expect(printed(cli)).not.toContain(password);
  expect(printed(cli)).not.toContain(basic.slice(6));
  expect(cli.stderr).toContain('failed: the broker answered POST /contracts/publish with 403 Forbidden:');
});

it.each(names)('%s: a 500 page is reported with its status and words, not as nothing answering', async (command) => {
  const page = '<html><body><h1>Down for maintenance</h1><p>Back at 6pm.</p></body></html>';
  const fault = { method: 'GET', pathPrefix: '/', status: 500, body: page, contentType: 'text/html' };
  broker = await startTestBroker({ faults: [fault] });
  const cli = await run(command, ['--broker-url', withPassword(broker.url)]);
  expect(cli.status).toBe(1);
  expect(cli.stderr).toContain(
    'the broker answered GET / with 500 Internal Server Error: Down for maintenance Back at',
  );
  expect(printed(cli)).not.toContain('nothing answers');
  expect(printed(cli)).not.toContain(password);
});

it('publish: a sign-in page answering 200 for the broker is not taken for it', async () => {
  const page = '<html><head><title>Sign in to Example SSO</title></head><body>Sign in</body></html>';
  const fault = { method: 'GET', pathPrefix: '/', status: 200, body: page, contentType: 'text/html' };
  broker = await startTestBroker({ faults: [fault] });
  const cli = await run('publish', ['--broker-url', broker.url]);
  expect(cli.status).toBe(1);
  expect(cli.stderr).toContain("answered GET / with 200 OK and text/html, not the broker's JSON");
  expect(cli.stderr).toContain('Sign in to Example SSO');
  expect(broker.requests.filter((r) => r.method === 'POST')).toEqual([]);
});

it.each([
  [302, 'Found'],
  [307, 'Temporary Redirect'],
])('publish: a %i redirect of the POST fails the publish, naming where it pointed', async (status, text) => {
  broker = await startTestBroker({
    faults: [{ method: 'POST', pathPrefix: '/contracts/publish', status, location: '/' }],
  });
  const cli = await run('publish', ['--broker-url', broker.url, '--broker-token', token]);
  expect(cli.status).toBe(1);
  expect(cli.stderr).toContain(
    `[hcuk] publishing the pacts to ${broker.url} failed: the broker redirected POST /contracts/publish (${status} ${text}) to ${broker.url}/,`,
  );
  expect(cli.stdout).not.toContain('Published');
  // Not followed: neither as the client's bodiless GET nor as a repeated POST.
  expect(broker.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /', 'POST /contracts/publish']);
  expect(printed(cli)).not.toContain(token);
});

it.each(['can-i-deploy', 'record-deployment'] as const)(
  "%s: a moved broker fails, naming where it moved without the new address's credentials",
  async (command) => {
    const location = `https://deploy:${password}@broker.elsewhere.example/`;
    broker = await startTestBroker({ faults: [{ method: 'GET', pathPrefix: '/', status: 301, location }] });
    const cli = await run(command, ['--broker-url', broker.url]);
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(
      'the broker redirected GET / (301 Moved Permanently) to https://***@broker.elsewhere.example/,',
    );
    expect(printed(cli)).not.toContain(password);
  },
);

it('record-deployment: a redirect of the POST fails instead of recording', async () => {
  const fault = { method: 'POST', pathPrefix: '/pacticipants/', status: 302, location: '/' };
  broker = await startTestBroker({ faults: [fault] });
  const cli = await run('record-deployment', ['--broker-url', broker.url]);
  expect(cli.status).toBe(1);
  expect(cli.stderr).toMatch(
    /failed: the broker redirected POST \/pacticipants\/hcuk-genesis\/versions\/1\.0\.0\+abc\/deployed-versions\/environment\/env-production \(302 Found\) to http:/,
  );
  expect(cli.stdout).not.toContain('Recorded');
  expect(broker.requests.filter((r) => r.url === '/').map((r) => r.method)).toEqual(['GET']);
});

it.each<[string, TestBrokerFault]>([
  ['an empty object', { method: 'POST', pathPrefix: '/contracts/publish', status: 200, body: '{}' }],
  [
    'another version',
    { method: 'POST', pathPrefix: '/contracts/publish', status: 201, body: '{"_embedded":{"version":{"number":"9"}}}' },
  ],
])('publish: an answer that is not the publication (%s) fails the publish', async (_, fault) => {
  broker = await startTestBroker({ faults: [fault] });
  const cli = await run('publish', ['--broker-url', broker.url]);
  expect(cli.status).toBe(1);
  expect(cli.stderr).toMatch(
    /^\[hcuk\] publishing the pacts to .* failed: the broker's answer to hcuk-genesis-.*\.json is not the publication of hcuk-genesis 1\.0\.0\+abc/m,
  );
  expect(cli.stdout).not.toContain('Published');
});

it.each(names)('%s: says nothing answers, at once, only when nothing does', async (command) => {
  const closed = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const cli = await run(command, ['--broker-url', withPassword(`http://127.0.0.1:${closed}`)]);
  expect(cli.status).toBe(1);
  expect(cli.stderr).toContain(`[hcuk] nothing answers at the broker http://127.0.0.1:${closed} (connect ECONNREFUSED`);
  expect(printed(cli)).not.toContain(password);
});
