import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MockServer, startMockServer } from './mock-server.ts';
import { dataFileFor, mockDataDir, mockDataMiddleware } from './serve-data.ts';

let standalone: MockServer;
let vite: Server;
let viteUrl = '';

beforeAll(async () => {
  standalone = await startMockServer({ port: 0, log: () => undefined });
  // The middleware as Vite mounts it; anything it passes on answers 418 so the test can tell.
  vite = createServer((request, response) =>
    mockDataMiddleware(request, response, () => {
      response.statusCode = 418;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => vite.listen(0, '127.0.0.1', resolve));
  viteUrl = `http://127.0.0.1:${(vite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await standalone.close();
  await new Promise((resolve) => vite.close(resolve));
});

it('resolves /data paths inside mocks/data, and flags broken percent-encoding instead of throwing', () => {
  expect(dataFileFor('/data/api/v1/Token/Index.json')).toEqual({ file: `${mockDataDir}api/v1/Token/Index.json` });
  expect(dataFileFor('/data/%E0%A4%A')).toEqual({
    malformed: '[hcuk] /data/%E0%A4%A is not a valid percent-encoded /data path',
  });
  expect([dataFileFor('/api/v1/Token/Index'), dataFileFor('/data/%2E%2E/package.json')]).toEqual([null, null]);
});

it.each([
  ['standalone server', () => standalone.url],
  ['Vite middleware', () => viteUrl],
])('answers a /data path with broken percent-encoding with 400 problem+json, not 500, on the %s', async (_, base) => {
  const response = await fetch(`${base()}/data/%E0%A4%A`);
  expect([response.status, response.headers.get('content-type')]).toEqual([400, 'application/problem+json']);
  expect(await response.json()).toEqual({
    type: 'https://hcuk.example/problems/validation',
    title: 'Invalid request',
    status: 400,
    detail: '[hcuk] /data/%E0%A4%A is not a valid percent-encoded /data path',
  });
  const token = await fetch(`${base()}/data/api/v1/Token/Index.json`);
  expect([token.status, ((await token.json()) as { tokenType: string }).tokenType]).toEqual([200, 'Bearer']);
});

it('leaves paths outside /data to the rest of Vite', async () => {
  expect((await fetch(`${viteUrl}/index.html`)).status).toBe(418);
});

it.each([
  ['standalone server', () => standalone.url],
  ['Vite middleware', () => viteUrl],
])('serves /data read-only on the %s: HEAD without a body, 405 with Allow for a write', async (_, base) => {
  const head = await fetch(`${base()}/data/api/v1/Token/Index.json`, { method: 'HEAD' });
  expect([head.status, await head.text()]).toEqual([200, '']);
  const put = await fetch(`${base()}/data/api/v1/Token/Index.json`, { method: 'PUT', body: '{}' });
  expect([put.status, put.headers.get('allow')?.startsWith('GET, HEAD')]).toEqual([405, true]);
});
