/**
 * The packages as their users install them: the SDK, the mocks, the contracts and the ui (the embed), packed from their built `dist/` and
 * installed in an empty folder (npm's cache answers; the registry only if it must). A frontend developer gets the
 * mocks and the SDK without React, react-dom, DOMPurify or TanStack Query; the mock server's bin runs; the MSW server
 * answers the SDK; a backend team's `hcuk-contracts verify` verifies a running provider against the pacts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    // Outside the repository: no `hcuk-source` condition, the packages resolve to their dist/ as a user's would.
    env: { ...process.env, NODE_OPTIONS: '', npm_config_node_options: '' },
  });
let server: ChildProcess | undefined;
let serverUrl = '';

beforeAll(() => {
  const packed = ['sdk', 'mocks', 'contracts', 'ui'].map((name) =>
    npm(['pack', join(repoRoot, name), '--pack-destination', folder, '--silent'])
      .trim()
      .split('\n')
      .pop(),
  );
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'a-frontend', private: true, type: 'module' }));
  // Vitest as a frontend project would have it (the repository's own version, from npm's cache).
  const vitest = `vitest@${JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).devDependencies.vitest}`;
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', ...packed.map((file) => `./${file}`), vitest]);
}, 120_000);

afterAll(() => {
  try {
    if (server?.pid) process.kill(-server.pid);
  } catch {
    // Already stopped.
  }
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

it('installs the embed as the ui package: the same built file, with its manifests and types, and no React', () => {
  const installed = join(folder, 'node_modules/@hcuk-genesis/ui/dist/');
  expect(readFileSync(`${installed}hcuk-genesis.js`)).toEqual(readFileSync(join(repoRoot, 'dist/hcuk-genesis.js')));
  expect(JSON.parse(readFileSync(`${installed}custom-elements.json`, 'utf8')).modules.length).toBeGreaterThan(0);
  expect(existsSync(`${installed}types/ui/embed-types.d.ts`)).toBe(true);
  expect(existsSync(join(folder, 'node_modules/react'))).toBe(false);
  // Its integrity manifest lists its own files, each with its hash (a host's import map is made from it).
  const manifest = JSON.parse(readFileSync(`${installed}integrity.json`, 'utf8')) as Record<string, string>;
  const listed = [...new Set(Object.keys(manifest).map((key) => key.split('?')[0] ?? key))];
  expect(listed.filter((file) => !existsSync(`${installed}${file}`))).toEqual([]);
  expect(listed).toContain('types/ui/embed-types.d.ts');
  const sha384 = (file: string) =>
    `sha384-${createHash('sha384')
      .update(readFileSync(`${installed}${file}`))
      .digest('base64')}`;
  expect(manifest['hcuk-genesis.js']).toBe(sha384('hcuk-genesis.js'));
});

it('imports the SDK and the mocks in an app whose own tooling sets the common `source` condition', () => {
  // Such an app resolves its own workspace packages to their sources; ours must still resolve to their dist/.
  const imported = execFileSync(
    process.execPath,
    [
      '--conditions=source',
      '--input-type=module',
      '-e',
      "const sdk = await import('@hcuk-genesis/sdk'); const mocks = await import('@hcuk-genesis/mocks'); console.log(typeof sdk.createFinanceClient, typeof mocks.createHandlers);",
    ],
    { cwd: folder, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  expect(imported.trim()).toBe('function function');
});

it('runs a Vitest test there that uses the SDK against the mocks’ handlers', () => {
  writeFileSync(
    join(folder, 'models.test.mjs'),
    `import { setupMockServer } from '@hcuk-genesis/mocks/node';
     import { isOperationError, createFinanceClient, mockMode } from '@hcuk-genesis/sdk';
     import { afterAll, beforeAll, expect, it } from 'vitest';
     const server = setupMockServer();
     beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
     afterAll(() => server.close());
     const finance = createFinanceClient({ mock: mockMode({ baseUrl: 'http://localhost' }) });
     it('lists the MG models', async () => {
       const { models } = await finance.getRunningCostModels({ brand: 'MG' });
       expect(models.map((model) => model.modelName)).toEqual(['MG4 EV', 'MG HS', 'MG Cyberster']);
     });
     it('types a refused calculation by its operation', async () => {
       const error = await finance.calculateByQuery({ fuelType: 'petrol', fuelEconomy: 450, fuelPrice: 1.36,
         weeklyMileage: 150, chargingProfile: 'home:1', vehicleIds: ['mg-mg4-se-sr'], homeChargeCost: 0.2467,
         freeChargeCost: 0, standardChargeCost: 0.52, rapidChargeCost: 0.79 }).catch((caught) => caught);
       expect(isOperationError(error, 'calculateByQuery') && error.status).toBe(400);
     });`,
  );
  const printed = execFileSync(join(folder, 'node_modules/.bin/vitest'), ['run'], {
    cwd: folder,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', CI: 'true', NO_COLOR: '1' },
  });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the reporter's colour codes, in case a terminal forces them.
  expect(printed.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Tests\s+2 passed \(2\)/);
}, 60_000);

it('answers --help from both commands, as a user would ask them', () => {
  const help = (bin: string) =>
    execFileSync(join(folder, 'node_modules/.bin', bin), ['--help'], {
      cwd: folder,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
  expect(help('hcuk-mock-server')).toMatch(/^usage: hcuk-mock-server .*--port/);
  expect(help('hcuk-contracts')).toMatch(/^usage: hcuk-contracts verify\|can-i-deploy\|record-deployment/);
});

it('answers the SDK from the mocks’ MSW server, with the calculator’s models', () => {
  writeFileSync(
    join(folder, 'models.mjs'),
    `import { setupMockServer } from '@hcuk-genesis/mocks/node';
     import { createFinanceClient, mockMode } from '@hcuk-genesis/sdk';
     const server = setupMockServer();
     server.listen({ onUnhandledRequest: 'error' });
     const finance = createFinanceClient({ mock: mockMode({ baseUrl: 'http://localhost' }) });
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

it('runs the mock server with the command its README gives, answering its health check and the /data files', async () => {
  // As mocks/README.md writes it: without the `--`, npm reads `--port` as its own option.
  expect(readFileSync(join(repoRoot, 'mocks/README.md'), 'utf8')).toContain(
    '`npx --no -- hcuk-mock-server --port 4010`',
  );
  server = spawn('npx', ['--no', '--', 'hcuk-mock-server', '--port', '0'], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '', HOME: folder },
    // Its own process group, so the server npx starts is stopped with it.
    detached: true,
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
  expect(printed).toContain('motor-finance-admin-api: 19 interactions, 19 verified, 0 not verified — PASSED');
}, 60_000);
