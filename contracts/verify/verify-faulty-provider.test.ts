import { type MockServer, startMockServer } from '@hcuk-genesis/mocks/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runContractsCli } from '../broker/run-contracts-cli.ts';
import { failedInteractions as failed } from './failed-interactions.ts';
import { proxiedProvider as proxyProvider } from './proxied-provider.ts';
import { verifyProvider } from './verify-provider.ts';

// A provider that does not answer as asked: a dropped connection, a state it cannot set up, an answer too slow, a
// cold start, a state endpoint that refuses what it does not know.

let server: MockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, log: () => {} });
});
afterAll(async () => {
  await server?.close();
});

/** Runs the CLI without blocking (the mock server lives in this process), with no CI or broker variables. */
const cli = (args: string[]) => runContractsCli('contracts/verify.ts', args);

/** The mock server behind a proxy whose `intercept` answers some requests its own way (`proxied-provider.ts`). */
const proxiedProvider = (intercept: Parameters<typeof proxyProvider>[1]) => proxyProvider(server.url, intercept);

/** The mock server behind a proxy that drops the connection of one path instead of answering it. */
const droppingProvider = (droppedPath: string) =>
  proxiedProvider((incoming) => {
    if (!incoming.url?.startsWith(droppedPath)) return false;
    incoming.socket.destroy();
    return true;
  });

it('names the interaction whose connection the provider dropped, and verifies the others', async () => {
  const { url, server: dropping } = await droppingProvider('/api/v1/quote/getquoterequest');
  try {
    const run = await cli(['--provider', 'admin', '--base-url', url]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      '  FAIL  a request for quote request q-1\n          GET /api/v1/quote/getquoterequest, given "a quote request q-1 exists"\n          the provider dropped the connection (',
    );
    expect(run.stdout).toContain('motor-finance-admin-api: 19 interactions, 18 verified, 1 not verified — FAILED');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  } finally {
    dropping.close();
  }
});

it('fails only the interaction whose connection was dropped, not the others with the same method and path', async () => {
  // Five finance interactions ask GET .../Calculate, and two ask GET .../Configuration: a drop names its own alone.
  let configurations = 0;
  const { url, server: dropping } = await proxiedProvider((incoming) => {
    if (incoming.url?.startsWith('/api/v1/CostSavingCalculator/Configuration')) configurations += 1;
    const second = incoming.url?.startsWith('/api/v1/CostSavingCalculator/Configuration') && configurations === 2;
    if (!incoming.url?.includes('fuelPrice=136&') && !second) return false;
    incoming.socket.destroy();
    return true;
  });
  try {
    const run = await cli(['--provider', 'finance', '--base-url', url]);
    expect(run.status).toBe(1);
    // Each failed interaction once, with the drop as its only problem: the others with its method and path pass.
    expect(run.stdout.match(/^ {2}FAIL {2}.*$/gm)).toEqual([
      '  FAIL  a calculation by query with a fuel price typed in pence',
      expect.stringMatching(/^ {2}FAIL {2}a request for the calculator configuration/),
    ]);
    expect(run.stdout.match(/the provider dropped the connection \(/g)).toHaveLength(2);
    expect(run.stdout).toContain('motor-finance-api: 33 interactions, 31 verified, 2 not verified — FAILED');
  } finally {
    dropping.close();
  }
});

/** The mock server behind a proxy whose provider-state endpoint fails to set up `state`, answering 500. */
const stateFailingProvider = (state: string) =>
  proxiedProvider((incoming, body, outgoing) => {
    if (!incoming.url?.startsWith('/__pact/provider-states')) return false;
    const asked = JSON.parse(body.toString() || '{}') as { state?: string; action?: string };
    if (asked.state !== state || asked.action !== 'setup') return false;
    outgoing.writeHead(500, { 'Content-Type': 'text/plain' }).end('the quote store is down');
    return true;
  });

it('names the provider state that could not be set up, and what its endpoint answered', async () => {
  const { url, server: failing } = await stateFailingProvider('a quote request q-1 exists');
  try {
    const { report } = await verifyProvider({ provider: 'admin', baseUrl: url });
    expect(report.outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.description)).toEqual([
      'a request for quote request q-1',
      'a request to save a PCP quote request for the MG4',
    ]);
    expect(report.failures).toEqual([
      `the provider state "a quote request q-1 exists" was not set up by POST ${url}/__pact/provider-states: asked again after the run, it answered 500 (the quote store is down)`,
    ]);
  } finally {
    failing.close();
  }
});

it('names a provider slower than the time limit for one request, with its own URL, and verifies the rest', async () => {
  const { url, server: slow } = await proxiedProvider((incoming, _body, outgoing) => {
    if (!incoming.url?.startsWith('/api/v1/CostSavingCalculator/Configuration')) return false;
    const timer = setTimeout(() => outgoing.end('{}'), 3_000);
    outgoing.on('close', () => clearTimeout(timer));
    return true;
  });
  try {
    const { report } = await verifyProvider({ provider: 'finance', baseUrl: url, requestTimeoutSeconds: 1 });
    // Both configuration interactions (the answer and the 503) wait on the slow path; the 31 others are verified.
    const late = `no answer within 1 s, the verifier's limit for one request: GET ${url}/api/v1/CostSavingCalculator/Configuration (a slow server may be given longer with --request-timeout SECONDS)`;
    expect(failed(report)).toEqual({
      'a request for the calculator configuration': late,
      'a request for the calculator configuration while it is unavailable': late,
    });
    expect(report.outcomes.filter((outcome) => outcome.passed)).toHaveLength(31);
  } finally {
    slow.close();
  }
});

/** The mock server behind a proxy that answers its first request (the start-up probe) only after `ms`. */
const coldStartingProvider = (ms: number) => {
  let woken = false;
  return proxiedProvider((_incoming, _body, outgoing) => {
    if (woken) return false;
    woken = true;
    setTimeout(() => outgoing.writeHead(404).end(), ms);
    return true;
  });
};

it('waits for a provider waking from a cold start as long as the verifier waits for one answer, and no longer', async () => {
  const { url, server: waking } = await coldStartingProvider(1_500);
  try {
    const { report } = await verifyProvider({ provider: 'admin', baseUrl: url, requestTimeoutSeconds: 2 });
    expect(report.passed).toBe(true);
  } finally {
    waking.close();
  }
  const { url: late, server: sleeping } = await coldStartingProvider(1_500);
  try {
    await expect(verifyProvider({ provider: 'admin', baseUrl: late, requestTimeoutSeconds: 1 })).rejects.toThrow(
      `[hcuk] nothing answers at ${late} (no answer within 1 s): start the provider, or check --base-url.`,
    );
  } finally {
    sleeping.close();
  }
});

it('finds a provider-state endpoint that refuses a state it does not know, the empty name included, with a 404', async () => {
  const { url, server: strict } = await proxiedProvider((incoming, body, outgoing) => {
    if (!incoming.url?.startsWith('/__pact/provider-states')) return false;
    if ((JSON.parse(body.toString()) as { state: string }).state !== '') return false;
    outgoing.writeHead(404, { 'Content-Type': 'application/json' });
    outgoing.end('{"error":"unknown state"}');
    return true;
  });
  try {
    const { warnings, report } = await verifyProvider({ provider: 'admin', baseUrl: url });
    expect(warnings).toEqual([]);
    expect(report.passed).toBe(true);
  } finally {
    strict.close();
  }
});

it('fails a provider whose models answer renames each trim’s id, which the calculator cannot show a trim without', async () => {
  const { url, server: renaming } = await proxiedProvider((incoming, body, outgoing) => {
    if (!incoming.url?.startsWith('/api/v1/VehicleData/GetRunningCostModels')) return false;
    const forwarded = ['authorization', 'content-type', 'requestverificationtoken', 'x-client-id'];
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(([name]) => forwarded.includes(name)),
    ) as Record<string, string>;
    void fetch(`${server.url}${incoming.url}`, {
      method: incoming.method,
      headers,
      body: body.length ? new Uint8Array(body) : undefined,
    })
      .then(async (answer) => {
        const text = await answer.text();
        // Valid to the document (a trim's id is optional there), but no trim can be offered.
        const renamed = answer.ok ? text.replaceAll('"id":', '"trimId":') : text;
        outgoing.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
        outgoing.end(renamed);
      })
      .catch(() => outgoing.destroy());
    return true;
  });
  try {
    const run = await cli(['--provider', 'finance', '--base-url', url]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("  FAIL  a request for MG's running-cost models\n");
    expect(run.stdout).toMatch(/\$\.models\[0\]\.trims\[0\]: Actual map is missing the following keys: id/);
  } finally {
    renaming.close();
  }
});
