import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type MockServer, startMockServer } from '@hcuk-genesis/mocks/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runContractsCli } from '../broker/run-contracts-cli.ts';
import { proxiedProvider } from './proxied-provider.ts';
import { verifyProvider } from './verify-provider.ts';

// A self-signed certificate for localhost and 127.0.0.1, as a developer's machine serves (ASP.NET Core's
// `dotnet dev-certs https`, mkcert): no system trusts it. Made once with openssl, for the tests alone, valid to 2126.
const certificateFile = fileURLToPath(new URL('./test-certificate/localhost-cert.pem', import.meta.url));
const tls = {
  key: readFileSync(new URL('./test-certificate/localhost-key.pem', import.meta.url), 'utf8'),
  cert: readFileSync(certificateFile, 'utf8'),
};

let server: MockServer;
let https: { url: string; server: Server };

beforeAll(async () => {
  server = await startMockServer({ port: 0, log: () => {} });
  https = await proxiedProvider(server.url, () => false, tls);
});
afterAll(async () => {
  https?.server.close();
  await server?.close();
});

const cli = (args: string[]) => runContractsCli('contracts/verify.ts', args);

it('verifies a provider serving HTTPS with a development certificate given by --provider-ca, its states included', async () => {
  const run = await cli(['--provider', 'admin', '--base-url', https.url, '--provider-ca', certificateFile]);
  expect(run.stderr).not.toContain('[hcuk]');
  expect(run.stdout).toContain('motor-finance-admin-api: 19 interactions, 19 verified');
  expect(run.status).toBe(0);
});

it('names an untrusted certificate as such, and the flag that trusts it, instead of saying nothing answers', async () => {
  const run = await cli(['--provider', 'admin', '--base-url', https.url]);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    `[hcuk] the provider at ${https.url} answers with a certificate this machine does not trust (self-signed certificate): give that certificate, or the authority that signed it, with --provider-ca FILE (a PEM file).`,
  );
});

it('sets up provider states on another HTTPS origin through the trusted connection too', async () => {
  const states = await proxiedProvider(server.url, () => false, tls);
  try {
    const { warnings, report } = await verifyProvider({
      provider: 'admin',
      baseUrl: https.url,
      statesUrl: `${states.url}/__pact/provider-states`,
      providerCa: tls.cert,
    });
    expect(warnings).toEqual([]);
    expect(report.outcomes.filter((outcome) => !outcome.passed)).toEqual([]);
    expect(report.outcomes).toHaveLength(19);
  } finally {
    states.server.close();
  }
});

it('names an untrusted certificate at --states-url, and the flag that trusts it, instead of a URL that does not answer', async () => {
  const states = await proxiedProvider(server.url, () => false, tls);
  try {
    const run = await cli([
      '--provider',
      'admin',
      '--base-url',
      server.url,
      '--states-url',
      `${states.url}/__pact/provider-states`,
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `[hcuk] --states-url ${states.url}/__pact/provider-states answers with a certificate this machine does not trust (self-signed certificate): give that certificate, or the authority that signed it, with --provider-ca FILE (a PEM file).`,
    );
  } finally {
    states.server.close();
  }
});

it('says which scheme to write when the base URL has the other one, rather than that nothing answers', async () => {
  const plainAsHttps = server.url.replace('http:', 'https:');
  const toPlain = await cli(['--provider', 'admin', '--base-url', plainAsHttps]);
  expect(toPlain.status).toBe(1);
  expect(toPlain.stderr).toContain(
    `[hcuk] the provider at ${plainAsHttps} does not answer over HTTPS (wrong version number): if it serves plain HTTP, give --base-url with http://.`,
  );
  const httpsAsPlain = https.url.replace('https:', 'http:');
  const toHttps = await cli(['--provider', 'admin', '--base-url', httpsAsPlain]);
  expect(toHttps.status).toBe(1);
  expect(toHttps.stderr).toContain(
    `[hcuk] the provider at ${httpsAsPlain} closed the connection without an answer (socket hang up): if it serves HTTPS, give --base-url with https://.`,
  );
});
