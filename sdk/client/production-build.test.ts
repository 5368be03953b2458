/**
 * The SDK as a production build runs it (decisions/0022): bundled with process.env.NODE_ENV "production", then
 * imported and called. The checks of a developer's own code are gone; the same mistakes still fail, in the
 * platform's words, and what a deployment or a server gets wrong is still refused with the SDK's own message.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleText } from '../bench/bundle-gzip.ts';

interface Built {
  createFinanceClientFor: (
    definitions: unknown[],
    options?: Record<string, unknown>,
  ) => { getConfiguration: (args?: unknown, options?: Record<string, unknown>) => Promise<unknown> };
  getConfiguration: unknown;
}

let folder: string;
let built: Built;

beforeAll(async () => {
  const code = await bundleText({
    code: `export { createFinanceClientFor } from './index.ts'; export { getConfiguration } from './definitions.ts';`,
  });
  expect(code).not.toContain('process.env');
  folder = mkdtempSync(join(tmpdir(), 'hcuk-production-'));
  const file = join(folder, 'sdk.mjs');
  writeFileSync(file, code);
  built = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Built;
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const answering = (status: number, body: string) => async () => new Response(body, { status });
const client = (fetch: () => Promise<Response>, options: Record<string, unknown> = {}) =>
  built.createFinanceClientFor([built.getConfiguration], {
    baseUrl: 'https://api.example',
    securityWorker: () => 'token',
    fetch,
    ...options,
  });

it('still refuses a per-call header fetch cannot send, with the platform’s TypeError', async () => {
  const call = client(answering(200, '{}')).getConfiguration(undefined, { headers: { 'bad name': 'x' } });
  await expect(call).rejects.toThrow(TypeError);
  await expect(call).rejects.not.toThrow(/\[hcuk\]/);
});

it('still refuses what a deployment gets wrong, in its own words: an empty baseUrl, a client id with a line break', () => {
  expect(() => client(answering(200, '{}'), { baseUrl: '' })).toThrow(
    "[hcuk] baseUrl is empty: give the API's URL, or leave it out for the environment's.",
  );
  expect(() => client(answering(200, '{}'), { clientId: 'abc\n' })).toThrow(
    '[hcuk] clientId cannot be sent as an HTTP header value: it contains a line break (U+000A) at position 3.',
  );
});

it('says a network failure and a body that is not JSON without the development hints', async () => {
  const offline = client(async () => {
    throw new TypeError('fetch failed');
  }).getConfiguration();
  await expect(offline).rejects.toThrow(
    /^\[hcuk\] getConfiguration: no response from https:\/\/api\.example\/api\/v1\/CostSavingCalculator\/Configuration \(fetch failed\)\.$/,
  );
  const page = client(answering(200, '<!doctype html>')).getConfiguration();
  await expect(page).rejects.toThrow(/is not valid JSON .* it starts "<!doctype html>"\.$/);
});
