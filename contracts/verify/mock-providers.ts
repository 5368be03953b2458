/**
 * For the verification tests: the standalone mock server as a provider, as it is and in its broken variant, started
 * before a file's tests and closed after them. Read `providers.server` and `providers.broken` inside the tests.
 */
import { type MockServer, startMockServer } from '@hcuk-genesis/mocks/server';
import { afterAll, beforeAll } from 'vitest';

export function withMockProviders(): { server: MockServer; broken: MockServer } {
  const providers = {} as { server: MockServer; broken: MockServer };
  beforeAll(async () => {
    [providers.server, providers.broken] = await Promise.all([
      startMockServer({ port: 0, log: () => {} }),
      startMockServer({ port: 0, variant: 'broken', log: () => {} }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([providers.server?.close(), providers.broken?.close()]);
  });
  return providers;
}
