/**
 * The packages as their users install them: the SDK, the mocks and the contracts, packed from their built `dist/` and
 * installed in an empty folder (npm's cache answers; the registry only if it must). A frontend developer gets the
 * mocks and the SDK without React, react-dom, DOMPurify or TanStack Query; the mock server's bin runs; the MSW server
 * answers the SDK; a backend team's `hcuk-contracts verify` verifies a running provider against the pacts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'hcuk-packages-'));
const npm = (args: string[]) =>
  execFileSync('npm', args, {
    cwd: folder,
    encoding: 'utf8',
    // Outside the repository: no `source` condition, the packages resolve to their dist/ as a user's would.
    env: { ...process.env, NODE_OPTIONS: '', npm_config_node_options: '' },
  });
let server: ChildProcess | undefined;
let serverUrl = '';

beforeAll(() => {
  const packed = ['sdk', 'mocks', 'contracts'].map((name) =>
    npm(['pack', join(repoRoot, name), '--pack-destination', folder, '--silent'])
      .trim()
      .split('\n')
      .pop(),
  );
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'a-frontend', private: true, type: 'module' }));
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', ...packed.map((file) => `./${file}`)]);
}, 120_000);

afterAll(() => {
  server?.kill();
  rmSync(folder, { recursive: true, force: true });
});

it('installs the SDK and the mocks without React, react-dom, DOMPurify or TanStack Query', () => {
  for (const absent of ['react', 'react-dom', 'dompurify', '@tanstack/query-core', '@tanstack/react-query'])
    expect({ absent, installed: existsSync(join(folder, 'node_modules', absent)) }).toEqual({
      absent,
      installed: false,
    });
  for (const present of ['@hcuk-genesis/sdk', '@hcuk-genesis/mocks', 'openapi-fetch', 'msw'])
    expect({ present, installed: existsSync(join(folder, 'node_modules', present)) }).toEqual({
      present,
      installed: true,
    });
});

it('answers the SDK from the mocks’ MSW server, with the calculator’s models', () => {
  writeFileSync(
    join(folder, 'models.mjs'),
    `import { setupMockServer } from '@hcuk-genesis/mocks/node';
     import { createFinanceClient } from '@hcuk-genesis/sdk';
     const server = setupMockServer();
     server.listen({ onUnhandledRequest: 'error' });
     const finance = createFinanceClient({ mock: { baseUrl: 'http://localhost' } });
     const { models } = await finance.getRunningCostModels({ brand: 'MG' });
     console.log(JSON.stringify(models.map((model) => model.modelName)));
     server.close();`,
  );
  const printed = execFileSync(process.execPath, ['models.mjs'], {
    cwd: folder,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  expect(JSON.parse(printed)).toEqual(['MG4 EV', 'MG HS', 'MG Cyberster']);
});

it('runs the mock server from its bin, answering its health check and the /data files', async () => {
  server = spawn(join(folder, 'node_modules/.bin/hcuk-mock-server'), ['--port', '0'], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '' },
  });
  const url = await new Promise<string>((resolve, reject) => {
    server?.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    server?.on('exit', (code) => reject(new Error(`[hcuk] hcuk-mock-server exited with ${code}`)));
  });
  serverUrl = url;
  expect(await (await fetch(`${url}/__health`)).json()).toEqual({ status: 'ok', variant: 'standard' });
  const models = await (await fetch(`${url}/data/api/v1/VehicleData/GetModels.json?brand=MG`)).json();
  expect(models.brand).toBe('MG');
});

it('verifies a running provider with the contracts package’s bin: every admin interaction', () => {
  expect(serverUrl).not.toBe('');
  const printed = execFileSync(
    join(folder, 'node_modules/.bin/hcuk-contracts'),
    ['verify', '--provider', 'admin', '--base-url', serverUrl],
    { cwd: folder, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', PACT_DO_NOT_TRACK: 'true' } },
  );
  expect(printed).toContain('motor-finance-admin-api: 13 interactions, 13 verified, 0 not verified — PASSED');
}, 60_000);
