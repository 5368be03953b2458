import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import { pactDir, repoRoot } from '../documents.ts';
import { pactFilesIn, publishPacts } from './publish-pacts.ts';
import { runContractsCli } from './run-contracts-cli.ts';
import { type BrokerRequest, startTestBroker, type TestBroker } from './test-broker.ts';

let broker: TestBroker | undefined;
afterEach(async () => {
  await broker?.close();
  broker = undefined;
});
vi.stubEnv('PACT_DO_NOT_TRACK', 'true');

const sha = '4f3e2a1b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f';
const { version } = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { version: string };
const githubPush = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SHA: sha,
  GITHUB_REF_NAME: 'feature/broker',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'hcuk/genesis',
  GITHUB_RUN_ID: '4242',
};

interface PublishBody {
  pacticipantName: string;
  pacticipantVersionNumber: string;
  branch?: string;
  buildUrl?: string;
  contracts: {
    consumerName: string;
    providerName: string;
    specification: string;
    contentType: string;
    content: string;
  }[];
}

const publishes = (requests: BrokerRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === '/contracts/publish').map((r) => r.body as PublishBody);

it('publishes every pact in contracts/pacts with the version, branch and build URL of the CI build', async () => {
  broker = await startTestBroker({ authorization: 'Bearer t0ken' });
  const run = await runContractsCli(
    'contracts/publish.ts',
    ['--broker-url', broker.url, '--broker-token', 't0ken'],
    githubPush,
  );
  expect(run.stderr).not.toContain('[hcuk]');
  expect(run.status).toBe(0);
  const bodies = publishes(broker.requests);
  const files = pactFilesIn(pactDir);
  expect(files.length).toBeGreaterThanOrEqual(2);
  expect(bodies).toHaveLength(files.length);
  for (const body of bodies) {
    expect(body).toMatchObject({
      pacticipantName: 'hcuk-genesis',
      pacticipantVersionNumber: `${version}+4f3e2a1b9c8d`,
      branch: 'feature/broker',
      buildUrl: 'https://github.com/hcuk/genesis/actions/runs/4242',
    });
    const [contract] = body.contracts;
    expect(contract).toMatchObject({
      consumerName: 'hcuk-genesis',
      specification: 'pact',
      contentType: 'application/json',
    });
    // The file as it is, byte for byte.
    const sent = Buffer.from(contract?.content ?? '', 'base64').toString('utf8');
    expect(sent).toBe(readFileSync(`${pactDir}/hcuk-genesis-${contract?.providerName}.json`, 'utf8'));
  }
  expect(bodies.map((body) => `hcuk-genesis-${body.contracts[0]?.providerName}.json`).sort()).toEqual(files);
  expect(broker.requests.every((r) => r.headers.authorization === 'Bearer t0ken')).toBe(true);
  expect(run.stdout).toContain(`as hcuk-genesis ${version}+4f3e2a1b9c8d (branch feature/broker, build https://`);
});

it("fails the command with the broker's reason when it refuses the token (401)", async () => {
  broker = await startTestBroker({ authorization: 'Bearer right' });
  const run = await runContractsCli('contracts/publish.ts', ['--consumer-version', '1.0.0+abc'], {
    PACT_BROKER_BASE_URL: broker.url,
    PACT_BROKER_TOKEN: 'wrong',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/^\[hcuk\] publishing the pacts to http:\/\/127\.0\.0\.1:\d+ failed: .*401 Unauthorized/m);
  expect(publishes(broker.requests)).toEqual([]);
});

it('signs in with a username and password (Pact Broker basic auth)', async () => {
  broker = await startTestBroker({ authorization: `Basic ${btoa('ci:s3cret')}` });
  const connection = { url: broker.url, username: 'ci', password: 's3cret' };
  await publishPacts({ broker: connection, version: { number: '1.0.0+abc' }, echo: () => {} });
  expect(publishes(broker.requests).map((body) => body.pacticipantVersionNumber)).toEqual(
    pactFilesIn(pactDir).map(() => '1.0.0+abc'),
  );
});

it('fails with the reason when the broker answers 500', async () => {
  broker = await startTestBroker({ faults: [{ method: 'POST', pathPrefix: '/contracts/publish', status: 500 }] });
  // No retries: the client's default (8, doubling from half a second) would take about two minutes here.
  const env = { ...process.env, PACT_BROKER_HTTP_RETRIES: '0' };
  const publishing = publishPacts({
    broker: { url: broker.url },
    version: { number: '1.0.0+abc' },
    env,
    echo: () => {},
  });
  await expect(publishing).rejects.toThrow(/^\[hcuk\] publishing the pacts to .* failed: .*500/);
});

it('says at once when nothing answers at the broker URL', async () => {
  const closed = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const url = `http://127.0.0.1:${closed}`;
  const publishing = publishPacts({ broker: { url }, version: { number: '1.0.0+abc' }, echo: () => {} });
  await expect(publishing).rejects.toThrow(`[hcuk] nothing answers at the broker ${url} (connect ECONNREFUSED`);
});
