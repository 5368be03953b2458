import { expect, it } from 'vitest';
import { NetworkError } from '../errors/network-error.ts';
import { json, pathsOf, recordingFetch } from '../test-support/recording-fetch.ts';
import { createAdminClient } from './create-admin-client.ts';
import { createFinanceClient } from './create-finance-client.ts';

const baseUrl = 'https://finance.test';
const tokenPath = '/api/v1/Token/Index';
const modelsPath = '/api/v1/VehicleData/GetModels';

/** A promise settled from outside, to hold a token or a response for as long as a test needs. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Settles `promise` into its outcome, or 'pending' if it has not settled after the microtasks and a macrotask. */
async function outcome(promise: Promise<unknown>): Promise<unknown> {
  const pending = Symbol('pending');
  const result = await Promise.race([
    promise.then(
      () => 'resolved',
      (error: unknown) => error,
    ),
    new Promise((resolve) => setTimeout(() => resolve(pending), 10)),
  ]);
  return result === pending ? 'pending' : result;
}

it('rejects without a request when the signal is already aborted, with its reason', async () => {
  const fetch = recordingFetch();
  const reason = new Error('the visitor left the page');
  const error = await createFinanceClient({ baseUrl, fetch })
    .getModels({ brand: 'MG' }, { signal: AbortSignal.abort(reason) })
    .catch((caught: unknown) => caught);
  expect(error).toBe(reason);
  expect(fetch.requests).toEqual([]);
});

it('rejects at once with the reason while waiting for the token, which the other callers still get', async () => {
  const token = deferred<Response>();
  const fetch = recordingFetch((request) =>
    new URL(request.url).pathname === tokenPath ? token.promise : json({ brand: 'MG', models: [] }),
  );
  const finance = createFinanceClient({ baseUrl, fetch });
  const controller = new AbortController();
  const leaving = finance.getModels({ brand: 'MG' }, { signal: controller.signal });
  const staying = finance.getModels({ brand: 'Kia' });
  await outcome(leaving);
  controller.abort();
  const error = await outcome(leaving);
  expect(error).toBeInstanceOf(DOMException);
  expect(error).toMatchObject({ name: 'AbortError' });
  expect(error).not.toBeInstanceOf(NetworkError);
  token.resolve(json({ accessToken: 'shared', tokenType: 'Bearer', expiresIn: 3600 }));
  expect(await staying).toEqual({ brand: 'MG', models: [] });
  expect(pathsOf(fetch)).toEqual([tokenPath, modelsPath]);
  expect(new URL(fetch.requests[1]?.url ?? '').searchParams.get('brand')).toBe('Kia');
});

it('rejects at once while waiting for a fresh token after a 401, and never retries', async () => {
  const refreshed = deferred<Response>();
  let tokens = 0;
  const fetch = recordingFetch((request) => {
    if (new URL(request.url).pathname !== tokenPath) return json({ title: 'Unauthorized', status: 401 }, 401);
    tokens += 1;
    return tokens === 1 ? json({ accessToken: 'old', tokenType: 'Bearer', expiresIn: 3600 }) : refreshed.promise;
  });
  const controller = new AbortController();
  const call = createFinanceClient({ baseUrl, fetch }).getModels({ brand: 'MG' }, { signal: controller.signal });
  while (tokens < 2) await outcome(Promise.resolve());
  controller.abort('stop');
  expect(await outcome(call)).toBe('stop');
  refreshed.resolve(json({ accessToken: 'new', tokenType: 'Bearer', expiresIn: 3600 }));
  await outcome(Promise.resolve());
  expect(pathsOf(fetch)).toEqual([tokenPath, modelsPath, tokenPath]);
});

it('rejects at once while an anti-forgery function is still running, and sends nothing', async () => {
  const antiForgery = deferred<string>();
  const fetch = recordingFetch();
  const controller = new AbortController();
  const admin = createAdminClient({ baseUrl, fetch, antiForgeryToken: () => antiForgery.promise });
  const call = admin.autocomplete({ term: 'North' }, { signal: controller.signal });
  controller.abort('stop');
  expect(await outcome(call)).toBe('stop');
  antiForgery.resolve('late');
  await outcome(Promise.resolve());
  expect(fetch.requests).toEqual([]);
});

it('rejects with the reason while the response is on its way, and cancels the fetch', async () => {
  const fetch = recordingFetch(() => new Promise<Response>(() => undefined));
  const controller = new AbortController();
  const call = createAdminClient({ baseUrl, fetch }).autocomplete({ term: 'x' }, { signal: controller.signal });
  await outcome(call);
  controller.abort('stop');
  expect(await outcome(call)).toBe('stop');
  expect(fetch.requests[0]?.signal.aborted).toBe(true);
});

it('gives up on a token request past tokenTimeoutMs with a NetworkError naming getToken', async () => {
  let tokenRequests = 0;
  const fetch = recordingFetch((request) => {
    if (new URL(request.url).pathname !== tokenPath) return json({ models: [] });
    tokenRequests += 1;
    return tokenRequests === 1 ? new Promise<Response>(() => undefined) : json({ accessToken: 't', expiresIn: 60 });
  });
  const finance = createFinanceClient({ baseUrl, fetch, tokenTimeoutMs: 30 });
  const errors = await Promise.all(
    [finance.getModels({ brand: 'MG' }), finance.getEditions({ brand: 'MG' })].map((call) =>
      call.catch((caught: unknown) => caught),
    ),
  );
  for (const error of errors) {
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ operationId: 'getToken', url: `${baseUrl}${tokenPath}` });
    expect((error as Error).message).toMatch(/^\[hcuk\] getToken: no response from .* \(no response within 30 ms\)/);
  }
  expect(await finance.getModels({ brand: 'MG' })).toEqual({ models: [] });
  expect(tokenRequests).toBe(2);
});

it('says a call timed out before it was sent, waiting for its token, with the address it was for', async () => {
  const fetch = recordingFetch(() => json({ models: [] }));
  const finance = createFinanceClient({ baseUrl, fetch, securityWorker: () => new Promise<string>(() => undefined) });
  const error = await finance.getModels({ brand: 'MG' }, { timeoutMs: 20 }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(NetworkError);
  // The address without its query (which may hold personal data), never a bare path read as the page's origin.
  expect(error).toMatchObject({ operationId: 'getModels', url: `${baseUrl}/api/v1/VehicleData/GetModels` });
  expect((error as Error).message).toMatch(
    /^\[hcuk\] getModels: no response from https:\/\/finance\.test\/api\/v1\/VehicleData\/GetModels \(not sent within 20 ms, still waiting for a token\)/,
  );
  expect(fetch.requests).toEqual([]);
});

it('gives up on any call past its own timeoutMs, and cancels the fetch', async () => {
  const fetch = recordingFetch(() => new Promise<Response>(() => undefined));
  const error = await createAdminClient({ baseUrl, fetch })
    .autocomplete({ term: 'x' }, { timeoutMs: 20 })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(NetworkError);
  expect(error).toMatchObject({ operationId: 'autocomplete' });
  expect(fetch.requests[0]?.signal.aborted).toBe(true);
});

it.each([0, -5, Number.POSITIVE_INFINITY, 2 ** 31, Number.NaN])(
  'refuses a timeoutMs of %s, naming the option, instead of giving up at once',
  async (timeoutMs) => {
    const fetch = recordingFetch(() => json({ items: [] }));
    const error = await createAdminClient({ baseUrl, fetch })
      .autocomplete({ term: 'x' }, { timeoutMs })
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      `[hcuk] autocomplete: timeoutMs must be 1 to 2147483647 ms, not ${timeoutMs}: leave it out for no limit.`,
    );
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(fetch.requests).toHaveLength(0);
    // Left out, the token's limit is not none but the default.
    expect(() => createFinanceClient({ baseUrl, fetch, tokenTimeoutMs: timeoutMs })).toThrow(
      `[hcuk] tokenTimeoutMs must be 1 to 2147483647 ms, not ${timeoutMs}: leave it out for the default, 10000 ms.`,
    );
  },
);

it('keeps a time limit of 2^31 - 1 ms, the longest a timer holds', async () => {
  const fetch = recordingFetch(() => json({ items: [] }));
  await createAdminClient({ baseUrl, fetch }).autocomplete({ term: 'x' }, { timeoutMs: 2 ** 31 - 1 });
  expect(fetch.requests).toHaveLength(1);
});
