import { type MockServer, startMockServer } from '@hcuk-genesis/mocks/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runContractsCli } from '../broker/run-contracts-cli.ts';
import { proxiedProvider } from './proxied-provider.ts';

// `--token` against a provider that checks tokens as a real one does, and has no provider-state hook for its auth.

let server: MockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, log: () => {} });
});
afterAll(async () => {
  await server?.close();
});

it('sends --token where the pacts send theirs, and the expired-token interaction its own token, refused as it is', async () => {
  const { url, server: checking } = await proxiedProvider(server.url, (incoming, body, outgoing) => {
    const path = incoming.url ?? '';
    // No hook makes this server refuse tokens: the state is answered and does nothing.
    if (path.startsWith('/__pact/provider-states') && body.toString().includes('the bearer token has expired')) {
      outgoing.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      return true;
    }
    const secure = path.startsWith('/api/v1/') && !path.startsWith('/api/v1/Token/');
    if (!secure || incoming.headers.authorization === 'Bearer issued-by-the-provider') return false;
    outgoing
      .writeHead(401, { 'Content-Type': 'application/problem+json' })
      .end(JSON.stringify({ title: 'Unauthorized', status: 401 }));
    return true;
  });
  try {
    const run = await runContractsCli('contracts/verify.ts', [
      '--provider',
      'finance',
      '--base-url',
      url,
      '--token',
      'issued-by-the-provider',
    ]);
    expect(run.stdout).toContain("  PASS  a request for MG's running-cost models with an expired token");
    expect(run.stdout).toMatch(/motor-finance-api: (\d+) interactions, \1 verified, 0 not verified — PASSED/);
    expect(run.status).toBe(0);
  } finally {
    checking.close();
  }
}, 120_000);
