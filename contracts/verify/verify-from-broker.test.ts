import { type MockServer, startMockServer } from '@hcuk-genesis/mocks/server';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { runContractsCli } from '../broker/run-contracts-cli.ts';
import { type BrokerRequest, type ServedPact, startTestBroker, type TestBroker } from '../broker/test-broker.ts';
import { readPact } from '../compare/compare-pact.ts';
import { proxiedProvider } from './proxied-provider.ts';
import { verifyProvider } from './verify-provider.ts';

let server: MockServer;
let broker: TestBroker | undefined;
beforeAll(async () => {
  server = await startMockServer({ port: 0, log: () => {} });
});
afterAll(() => server?.close());
afterEach(async () => {
  await broker?.close();
  broker = undefined;
});
vi.stubEnv('PACT_DO_NOT_TRACK', 'true');

/** The committed admin pact, as the consumer's main branch published it. */
const mainPact = (): ServedPact => ({ content: readPact('admin') as ServedPact['content'] });

/** A work-in-progress pact: one admin interaction expecting a status no server gives. */
function wipPact(): ServedPact {
  const { content } = mainPact();
  const [first] = content.interactions as { description: string; response: { status: number } }[];
  const changed = {
    ...first,
    description: 'a change still in progress',
    response: { ...first?.response, status: 418 },
  };
  return { content: { ...content, interactions: [changed] }, pending: true, wip: true };
}

const resultsFor = (requests: BrokerRequest[], pact: number) =>
  requests.find((r) => r.method === 'POST' && r.url.endsWith(`/pact-version/p${pact}/verification-results`))?.body as
    | { success: boolean; providerApplicationVersion: string; buildUrl?: string; testResults: { success: boolean }[] }
    | undefined;

it('verifies what the broker selects, lets a failing WIP pact pass as pending, and publishes both results', async () => {
  const basic = `Basic ${btoa('ci:s3cret')}`;
  broker = await startTestBroker({ pacts: [mainPact(), wipPact()], authorization: basic });
  const interactions = mainPact().content.interactions.length;
  const run = await runContractsCli(
    'contracts/verify.ts',
    [
      ...['--provider', 'admin', '--base-url', server.url, '--broker-url', broker.url],
      ...['--enable-pending', '--include-wip-pacts-since', '2025-01-01'],
      ...['--provider-version', '2.3.0+5e4f', '--provider-branch', 'main', '--publish'],
    ],
    {
      PACT_BROKER_USERNAME: 'ci',
      PACT_BROKER_PASSWORD: 's3cret',
      JENKINS_URL: 'https://jenkins.example/',
      BUILD_URL: 'https://jenkins.example/job/provider/42/',
    },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('Verifying motor-finance-admin-api (pacts from the broker at http://127.0.0.1:');
  expect(run.stdout).toContain('  FAIL  a change still in progress (pending: does not fail the build)');
  expect(run.stdout).toContain(
    `motor-finance-admin-api: ${interactions + 1} interactions, ${interactions} verified, 1 not verified (1 pending) — PASSED`,
  );
  expect(run.stdout).toContain('Results published as motor-finance-admin-api 2.3.0+5e4f on branch main.');

  const asked = broker.requests.find((r) => r.method === 'POST' && r.url.endsWith('/for-verification'));
  expect(asked?.url).toBe('/pacts/provider/motor-finance-admin-api/for-verification');
  expect(asked?.body).toEqual({
    consumerVersionSelectors: [
      { consumer: 'hcuk-genesis', mainBranch: true },
      { consumer: 'hcuk-genesis', deployedOrReleased: true },
      { consumer: 'hcuk-genesis', matchingBranch: true },
    ],
    includePendingStatus: true,
    includeWipPactsSince: '2025-01-01',
    providerVersionBranch: 'main',
  });
  const branchVersion = broker.requests.find((r) => r.method === 'PUT');
  expect(decodeURIComponent(branchVersion?.url ?? '')).toBe(
    '/pacticipants/motor-finance-admin-api/branches/main/versions/2.3.0+5e4f',
  );
  expect(resultsFor(broker.requests, 0)).toMatchObject({
    success: true,
    providerApplicationVersion: '2.3.0+5e4f',
    buildUrl: 'https://jenkins.example/job/provider/42/',
  });
  expect(resultsFor(broker.requests, 0)?.testResults).toHaveLength(interactions);
  expect(resultsFor(broker.requests, 0)?.testResults.every((result) => result.success)).toBe(true);
  expect(resultsFor(broker.requests, 1)).toMatchObject({ success: false, providerApplicationVersion: '2.3.0+5e4f' });
  expect(broker.requests.every((r) => r.headers.authorization === basic)).toBe(true);
});

it('keeps a pending pact’s broken rules for after the results, where its FAIL line points, not with the set-up warnings', async () => {
  broker = await startTestBroker({ pacts: [{ ...mainPact(), pending: true }] });
  // A provider whose answer for LB71XKE is an empty object: it breaks the admin document's required fields.
  const { url, server: provider } = await proxiedProvider(server.url, (incoming, _body, outgoing) => {
    if (!incoming.url?.startsWith('/api/v1/vrmlookup/getvrmdata') || !incoming.url.includes('LB71XKE')) return false;
    outgoing.writeHead(200, { 'Content-Type': 'application/json' });
    outgoing.end('{}');
    return true;
  });
  try {
    const { warnings, report, afterReport } = await verifyProvider({
      provider: 'admin',
      baseUrl: url,
      source: { from: 'broker', broker: { url: broker.url }, selectors: [{ mainBranch: true }], enablePending: true },
    });
    expect(report.passed).toBe(true);
    expect(warnings).toEqual([]);
    expect(afterReport).toEqual([
      expect.stringMatching(
        /^\[hcuk\] POST \/api\/v1\/vrmlookup\/getvrmdata \(getVrmData\): the answer breaks the OpenAPI document: .* \(a pending pact's: it does not fail the build\)$/,
      ),
    ]);
  } finally {
    provider.close();
  }
});

it("verifies the one pact the broker's webhook names and publishes its result", async () => {
  broker = await startTestBroker({ pacts: [mainPact()], authorization: 'Bearer t' });
  const { report } = await verifyProvider({
    provider: 'admin',
    baseUrl: server.url,
    source: { from: 'url', url: broker.pactUrl(0), broker: { url: broker.url, token: 't' } },
    providerVersion: '2.3.1+6f70',
    providerBranch: 'main',
    publish: true,
  });
  expect(report.failures).toEqual([]);
  expect(report.passed).toBe(true);
  expect(report.outcomes).toHaveLength(mainPact().content.interactions.length);
  expect(broker.requests.some((r) => r.url.endsWith('/for-verification'))).toBe(false);
  expect(resultsFor(broker.requests, 0)).toMatchObject({ success: true, providerApplicationVersion: '2.3.1+6f70' });
});

it('stops, naming the 401 and how to sign in, when the pact URL refuses the token, and publishes nothing', async () => {
  broker = await startTestBroker({ pacts: [mainPact()], authorization: 'Bearer right' });
  const run = await runContractsCli('contracts/verify.ts', [
    ...['--provider', 'admin', '--base-url', server.url, '--pact-url', broker.pactUrl(0)],
    ...['--broker-url', broker.url, '--broker-token', 'wrong'],
    ...['--provider-version', '2.3.2', '--provider-branch', 'main', '--publish'],
  ]);
  expect(run.status).toBe(1);
  expect(run.stdout).not.toContain('Results published');
  expect(run.stderr).toContain(
    `[hcuk] the pact at ${broker.pactUrl(0)} could not be read: it answered 401 Unauthorized: sign in with --broker-token, or --broker-username and --broker-password (or PACT_BROKER_TOKEN, PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).`,
  );
  expect(broker.requests.some((r) => r.method === 'POST' || r.method === 'PUT')).toBe(false);
});

/** A plain web server (no broker) answering every GET with `body` as `type`, on a free port. */
async function plainServer(type: string, body: string): Promise<{ url: string; close: () => void }> {
  const { createServer } = await import('node:http');
  const plain = createServer((_incoming, outgoing) => outgoing.writeHead(200, { 'Content-Type': type }).end(body));
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  const { port } = plain.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/pact.json`, close: () => plain.close() };
}

it('names a pact URL that answers no pact, in its own words, rather than Pact’s', async () => {
  const page = await plainServer('text/html', '<!doctype html><title>Sign in</title>');
  try {
    await expect(
      verifyProvider({ provider: 'admin', baseUrl: server.url, source: { from: 'url', url: page.url } }),
    ).rejects.toThrow(
      `[hcuk] the answer at ${page.url} is not a pact (text/html, starting "<!doctype html><title>Sign in</title>"): give the pact's own URL, as the broker's webhook names it.`,
    );
  } finally {
    page.close();
  }
  // The same port, once its server has closed.
  const closed = page.url;
  await expect(
    verifyProvider({ provider: 'admin', baseUrl: server.url, source: { from: 'url', url: closed } }),
  ).rejects.toThrow(
    `[hcuk] the pact at ${closed} could not be read: no answer (connect ECONNREFUSED ${new URL(closed).host}).`,
  );
});

it('verifies a pact read at a URL as the files are: every interaction, its states found through one of its own', async () => {
  const pact = await plainServer('application/json', JSON.stringify(readPact('admin')));
  // A provider-state endpoint that answers 404 to a state it does not know, the empty name included.
  const { url, server: strict } = await proxiedProvider(server.url, (incoming, body, outgoing) => {
    if (!incoming.url?.startsWith('/__pact/provider-states')) return false;
    if ((JSON.parse(body.toString()) as { state: string }).state !== '') return false;
    outgoing.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"unknown state"}');
    return true;
  });
  try {
    const { warnings, report, interactions } = await verifyProvider({
      provider: 'admin',
      baseUrl: url,
      statesUrl: `${url}/__pact/provider-states`,
      source: { from: 'url', url: pact.url },
    });
    expect(warnings).toEqual([]);
    expect(report.passed).toBe(true);
    expect(interactions).toHaveLength(mainPact().content.interactions.length);
    // It has no broker's link to publish through, so --publish is refused before anything is verified.
    const run = await runContractsCli('contracts/verify.ts', [
      ...['--provider', 'admin', '--base-url', url, '--pact-url', pact.url],
      ...['--provider-version', '2.3.4', '--provider-branch', 'main', '--publish'],
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `[hcuk] --publish: the pact at ${pact.url} has no broker link to publish its results to (pb:publish-verification-results): give the pact's URL at your broker, as its webhook names it, or leave out --publish.`,
    );
    expect(run.stdout).not.toContain('PASS');
  } finally {
    pact.close();
    strict.close();
  }
});

it('refuses a --pact-url for the other provider, naming the --provider to use, and publishes nothing', async () => {
  broker = await startTestBroker({ pacts: [mainPact()], authorization: 'Bearer t' });
  await expect(
    verifyProvider({
      provider: 'finance',
      baseUrl: server.url,
      source: { from: 'url', url: broker.pactUrl(0), broker: { url: broker.url, token: 't' } },
      providerVersion: 'fin-1',
      providerBranch: 'main',
      publish: true,
    }),
  ).rejects.toThrow(
    `the pact at ${broker.pactUrl(0)} is motor-finance-admin-api's, not motor-finance-api's: verify it with --provider admin.`,
  );
  expect(broker.requests.some((r) => r.method === 'POST' || r.method === 'PUT')).toBe(false);
});

it("stops, naming the broker's 401, when the broker refuses the token, before the verifier says no pacts were found", async () => {
  broker = await startTestBroker({ pacts: [mainPact()], authorization: 'Bearer right' });
  const run = verifyProvider({
    provider: 'admin',
    baseUrl: server.url,
    source: {
      from: 'broker',
      broker: { url: broker.url, token: 'wrong' },
      selectors: [{ mainBranch: true }],
      enablePending: false,
    },
  });
  await expect(run).rejects.toThrow(
    `[hcuk] asking the broker at ${broker.url} for its pacts failed: the broker answered GET / with 401 Unauthorized`,
  );
});

it('signs in at the pact URL’s broker with a token given without a broker URL, as the webhook’s pipeline does', async () => {
  broker = await startTestBroker({ pacts: [mainPact()], authorization: 'Bearer t' });
  const run = await runContractsCli(
    'contracts/verify.ts',
    [
      ...['--provider', 'admin', '--base-url', server.url, '--pact-url', broker.pactUrl(0)],
      ...['--provider-version', '2.3.3', '--provider-branch', 'main', '--publish'],
    ],
    { PACT_BROKER_TOKEN: 't' },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('Results published as motor-finance-admin-api 2.3.3 on branch main.');
  expect(resultsFor(broker.requests, 0)).toMatchObject({ success: true, providerApplicationVersion: '2.3.3' });
});
