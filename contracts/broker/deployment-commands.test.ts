import { readFileSync } from 'node:fs';
import { afterEach, expect, it, vi } from 'vitest';
import { repoRoot } from '../documents.ts';
import { canIDeploy } from './can-i-deploy.ts';
import { recordDeployment } from './record-deployment.ts';
import { runContractsCli } from './run-contracts-cli.ts';
import { startTestBroker, type TestBroker } from './test-broker.ts';

let broker: TestBroker | undefined;
afterEach(async () => {
  await broker?.close();
  broker = undefined;
});
vi.stubEnv('PACT_DO_NOT_TRACK', 'true');

const { version } = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { version: string };
const gitlab = { GITLAB_CI: 'true', CI_COMMIT_SHA: '9a8b7c6d5e4f3a2b1c0d9e8f', CI_COMMIT_REF_NAME: 'main' };

it("can-i-deploy asks about this checkout's hcuk-genesis version by default, and passes when the broker says yes", async () => {
  broker = await startTestBroker({ deployable: true });
  const run = await runContractsCli('contracts/can-i-deploy.ts', ['--to-environment', 'production'], {
    ...gitlab,
    PACT_BROKER_BASE_URL: broker.url,
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const matrix = broker.requests.find((request) => request.url.startsWith('/matrix?'));
  const query = new URLSearchParams(matrix?.url.split('?')[1]);
  expect(query.get('q[][pacticipant]')).toBe('hcuk-genesis');
  expect(query.get('q[][version]')).toBe(`${version}+9a8b7c6d5e4f`);
  expect(query.get('environment')).toBe('production');
  expect(run.stdout).toContain('Computer says yes');
});

it('can-i-deploy fails with a clear message when the broker says no', async () => {
  broker = await startTestBroker({ deployable: false });
  const asking = canIDeploy({
    broker: { url: broker.url },
    pacticipant: 'motor-finance-api',
    version: 'p-2',
    environment: 'production',
    echo: () => {},
  });
  await expect(asking).rejects.toThrow(
    '[hcuk] motor-finance-api p-2 may not be deployed to production: the broker has no successful verification',
  );
});

it('record-deployment records a provider version given by --provider and PROVIDER_VERSION', async () => {
  broker = await startTestBroker({ authorization: 'Bearer t' });
  const run = await runContractsCli(
    'contracts/record-deployment.ts',
    ['--provider', 'finance', '--environment', 'production', '--broker-url', broker.url, '--broker-token', 't'],
    { PROVIDER_VERSION: '3.1.0+77aa' },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const recorded = broker.requests.filter((request) => request.method === 'POST').map((request) => request.url);
  expect(recorded).toEqual([
    '/pacticipants/motor-finance-api/versions/3.1.0+77aa/deployed-versions/environment/env-production',
  ]);
});

it('record-deployment fails naming an environment the broker does not know', async () => {
  broker = await startTestBroker({ environments: ['production'] });
  const recording = recordDeployment({
    broker: { url: broker.url },
    pacticipant: 'hcuk-genesis',
    version: '1.0.0+abc',
    environment: 'staging',
    echo: () => {},
  });
  await expect(recording).rejects.toThrow(
    /^\[hcuk\] recording the deployment at .* failed: Environment staging does not exist$/,
  );
});
