import { execFile } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '../../mocks/server/mock-server.ts';
import { repoRoot } from '../documents.ts';
import { verifyProvider } from './verify-provider.ts';

let server: MockServer;
let broken: MockServer;

beforeAll(async () => {
  [server, broken] = await Promise.all([
    startMockServer({ port: 0, log: () => {} }),
    startMockServer({ port: 0, variant: 'broken', log: () => {} }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), broken?.close()]);
});

it.each(['finance', 'admin'] as const)(
  'verifies every %s interaction against the standalone mock server',
  async (provider) => {
    const { warnings, report } = await verifyProvider({ provider, baseUrl: server.url });
    expect(warnings).toEqual([]);
    expect(report.outcomes.filter((outcome) => !outcome.passed)).toEqual([]);
    expect(report.outcomes).toHaveLength(provider === 'finance' ? 25 : 12);
    expect(report.passed).toBe(true);
  },
);

it('fails the finance pact on the broken server, naming the renamed vehicleResults field', async () => {
  const { report } = await verifyProvider({ provider: 'finance', baseUrl: broken.url });
  expect(report.passed).toBe(false);
  expect(report.outcomes.filter((outcome) => !outcome.passed)).toEqual([
    {
      description: 'a calculation by JSON body for the MG4 against a 45 mpg petrol car',
      passed: false,
      problems: ['$: Actual map is missing the following keys: vehicleResults'],
    },
    {
      description: 'a calculation by query for the MG4 against a 45 mpg petrol car',
      passed: false,
      problems: ['$: Actual map is missing the following keys: vehicleResults'],
    },
  ]);
});

it('fails the admin pact on the broken server, naming the changed status', async () => {
  const { report } = await verifyProvider({ provider: 'admin', baseUrl: broken.url });
  const failed = report.outcomes.filter((outcome) => !outcome.passed);
  expect(failed.map((outcome) => outcome.description)).toEqual(['a request for quote request q-1']);
  expect(failed[0]?.problems).toContain('status: expected 200 but was 404');
});

/** Runs the CLI without blocking: the mock servers live in this process and must keep answering it. */
function cli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'contracts/verify.ts', ...args],
      { cwd: repoRoot, env },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it('the CLI prints a line per interaction and exits 1 when verification fails', async () => {
  const run = await cli(['--provider', 'admin', '--base-url', broken.url]);
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('  FAIL  a request for quote request q-1');
  expect(run.stdout).toContain("  PASS  a request for dealer d-1001's users");
  expect(run.stdout).toContain('motor-finance-admin-api: 12 interactions, 11 verified, 1 not verified — FAILED');
});

it('the CLI rejects a missing provider with exit 2 and the usage', async () => {
  const run = await cli(['--base-url', server.url]);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('[hcuk] --provider must be finance or admin, not nothing.');
  expect(run.stderr).toContain('usage: npm run contracts:verify');
});

it('the CLI refuses --publish without a broker URL', async () => {
  const run = await cli(['--provider', 'admin', '--base-url', server.url, '--publish'], {
    ...process.env,
    PACT_BROKER_BASE_URL: '',
  });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('[hcuk] --publish needs PACT_BROKER_BASE_URL');
});
