import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { fetchFailure } from './fetch-failure.ts';

const failureOf = async (url: string, init: RequestInit = {}) => {
  try {
    await fetch(url, init);
  } catch (error) {
    return fetchFailure(error);
  }
  throw new Error(`${url} answered`);
};

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

it('says nothing answers for a refused connection, an unknown host and a timeout', async () => {
  const refused = await failureOf(`http://127.0.0.1:${await closedPort()}`);
  expect(refused).toEqual({ reason: expect.stringContaining('connect ECONNREFUSED'), nothingAnswers: true });
  const dns = Object.assign(new Error('getaddrinfo ENOTFOUND broker.invalid'), { code: 'ENOTFOUND' });
  expect(fetchFailure(new TypeError('fetch failed', { cause: dns }))).toEqual({
    reason: 'getaddrinfo ENOTFOUND broker.invalid',
    nothingAnswers: true,
  });
  const silent = createServer(() => {}).listen(0, '127.0.0.1');
  await new Promise((resolve) => silent.once('listening', resolve));
  const { port } = silent.address() as AddressInfo;
  const timedOut = await failureOf(`http://127.0.0.1:${port}`, { signal: AbortSignal.timeout(100) });
  silent.closeAllConnections();
  silent.close();
  expect(timedOut).toEqual({ reason: 'no answer in time', nothingAnswers: true });
});

it('does not say nothing answers when something answered without HTTP, or the URL carries credentials', async () => {
  const plain = createServer((_request, response) => response.end('ok')).listen(0, '127.0.0.1');
  await new Promise((resolve) => plain.once('listening', resolve));
  const { port } = plain.address() as AddressInfo;
  // TLS spoken to a plain HTTP server: something answered, just not in TLS.
  const tls = await failureOf(`https://127.0.0.1:${port}`);
  const credentials = await failureOf(`http://ci:s3cret@127.0.0.1:${port}`);
  plain.closeAllConnections();
  plain.close();
  expect(tls.nothingAnswers).toBe(false);
  expect(credentials).toEqual({ reason: expect.stringContaining('includes credentials'), nothingAnswers: false });
});
