import { expect, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { createFinanceClientFor, createSharedTokenWorker } from '../client/create-finance-client-for.ts';
import { ApiError } from '../errors/api-error.ts';
import { NetworkError } from '../errors/network-error.ts';
import * as financeOperation from '../generated/finance-definitions.ts';
import { json, pathsOf, recordingFetch } from '../test-support/recording-fetch.ts';
import type { SecurityWorker } from './security-worker.ts';

const baseUrl = 'https://finance.test';
const tokenPath = '/api/v1/Token/Index';
const bearerOf = (request: Request | undefined) => request?.headers.get('Authorization') ?? null;

/** Issues token-1, token-2, ... with the given lifetime; `rejected` tokens get a 401 from secure calls. */
function tokenServer(expiresIn = 3600, rejected: string[] = []) {
  let issued = 0;
  return recordingFetch((request) => {
    if (new URL(request.url).pathname === tokenPath) {
      issued += 1;
      return json({ accessToken: `token-${issued}`, tokenType: 'Bearer', expiresIn });
    }
    const token = bearerOf(request)?.replace('Bearer ', '') ?? '';
    if (rejected.includes(token)) return json({ title: 'Unauthorized', status: 401 }, 401);
    return json({ models: [] });
  });
}

it('sends the bearer token on secure finance calls and none on Token/Index', async () => {
  const fetch = tokenServer();
  await createFinanceClient({ baseUrl, fetch }).getRunningCostModels({ brand: 'MG' });
  expect(pathsOf(fetch)).toEqual([tokenPath, '/api/v1/VehicleData/GetRunningCostModels']);
  expect(fetch.requests.map(bearerOf)).toEqual([null, 'Bearer token-1']);
});

it('never sends a token from the admin client, even when handed a worker', async () => {
  const fetch = recordingFetch();
  const worker: SecurityWorker = () => 'should-not-be-sent';
  const options = { baseUrl, fetch, securityWorker: worker };
  const admin = createAdminClient(options);
  await admin.getQuoteRequest({ quoteRequestId: 'q-1' });
  await admin.saveQuoteRequest({
    dealerId: 'd-1001',
    customer: { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah@example.co.uk' },
    vehicle: { description: 'MG4', price: 25995 },
    finance: { product: 'PCP', term: 48, deposit: 2600 },
  });
  expect(fetch.requests.map(bearerOf)).toEqual([null, null]);
});

it('caches the token across calls', async () => {
  const fetch = tokenServer();
  const finance = createFinanceClient({ baseUrl, fetch });
  await finance.getRunningCostModels({ brand: 'MG' });
  await finance.getModels({ brand: 'MG' });
  await finance.getAppConfigValues();
  expect(pathsOf(fetch).filter((path) => path === tokenPath)).toHaveLength(1);
  expect(fetch.requests.slice(1).map(bearerOf)).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-1']);
});

it('makes one token request for ten concurrent secure calls', async () => {
  const fetch = tokenServer();
  const finance = createFinanceClient({ baseUrl, fetch });
  await Promise.all(Array.from({ length: 10 }, () => finance.getModels({ brand: 'Kia' })));
  expect(pathsOf(fetch).filter((path) => path === tokenPath)).toHaveLength(1);
  expect(new Set(fetch.requests.slice(1).map(bearerOf))).toEqual(new Set(['Bearer token-1']));
});

it('renews the token shortly before it expires', async () => {
  const fetch = tokenServer(3600);
  const finance = createFinanceClient({ baseUrl, fetch });
  const realNow = Date.now;
  try {
    let now = 1_000_000;
    Date.now = () => now;
    await finance.getModels({ brand: 'MG' });
    now += (3600 - 31) * 1000; // still 31 s left: the cached token is used
    await finance.getModels({ brand: 'MG' });
    now += 2000; // 29 s left: inside the 30 s margin, so a new one is fetched
    await finance.getModels({ brand: 'MG' });
  } finally {
    Date.now = realNow;
  }
  expect(fetch.requests.filter((r) => !r.url.endsWith(tokenPath)).map(bearerOf)).toEqual([
    'Bearer token-1',
    'Bearer token-1',
    'Bearer token-2',
  ]);
});

it('on a 401 refreshes the token once and retries the call once', async () => {
  const fetch = tokenServer(3600, ['token-1']);
  const data = await createFinanceClient({ baseUrl, fetch }).getRunningCostModels({ brand: 'MG' });
  expect(data).toEqual({ models: [] });
  expect(pathsOf(fetch)).toEqual([
    tokenPath,
    '/api/v1/VehicleData/GetRunningCostModels',
    tokenPath,
    '/api/v1/VehicleData/GetRunningCostModels',
  ]);
  expect(bearerOf(fetch.requests[3])).toBe('Bearer token-2');
});

it('retries a POST with its body intact after a 401', async () => {
  const fetch = tokenServer(3600, ['token-1']);
  await createFinanceClient({ baseUrl, fetch }).getPersonalLoanQuoteData({ loanAmount: 15000, term: 60 });
  const retried = fetch.requests.at(-1);
  expect(bearerOf(retried)).toBe('Bearer token-2');
  expect(await retried?.json()).toEqual({ loanAmount: 15000, term: 60 });
});

it('surfaces a second 401 as ApiError without a third attempt', async () => {
  const fetch = tokenServer(3600, ['token-1', 'token-2']);
  const error = await createFinanceClient({ baseUrl, fetch })
    .getModels({ brand: 'MG' })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401, operationId: 'getModels' });
  expect(pathsOf(fetch).filter((path) => path !== tokenPath)).toHaveLength(2);
});

it('keeps a token refreshed by a concurrent call instead of fetching another', async () => {
  const fetch = tokenServer(3600, ['token-1']);
  const finance = createFinanceClient({ baseUrl, fetch });
  await Promise.all(Array.from({ length: 5 }, () => finance.getModels({ brand: 'MG' })));
  expect(pathsOf(fetch).filter((path) => path === tokenPath)).toHaveLength(2);
});

it('passes the operation to a custom worker and sends what it returns', async () => {
  const fetch = recordingFetch();
  const seen: string[] = [];
  const finance = createFinanceClient({
    baseUrl,
    fetch,
    securityWorker: ({ operationId }) => {
      seen.push(operationId);
      return operationId === 'getModels' ? 'custom' : undefined;
    },
  });
  await finance.getModels({ brand: 'MG' });
  await finance.getEditions({ brand: 'MG' });
  expect(seen).toEqual(['getModels', 'getEditions']);
  expect(fetch.requests.map(bearerOf)).toEqual(['Bearer custom', null]);
});

it('reports a failed retry after a 401 as NetworkError naming the operation, not a bare TypeError', async () => {
  let calls = 0;
  const fetch = recordingFetch((request) => {
    if (request.url.endsWith(tokenPath))
      return json({ accessToken: `token-${++calls}`, tokenType: 'Bearer', expiresIn: 3600 });
    if (calls === 1) return json({ title: 'Unauthorized', status: 401 }, 401);
    throw new TypeError('fetch failed');
  });
  const error = await createFinanceClient({ baseUrl, fetch })
    .getModels({ brand: 'MG' })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(NetworkError);
  expect(error).toMatchObject({
    operationId: 'getModels',
    url: 'https://finance.test/api/v1/VehicleData/GetModels?brand=MG',
  });
});

it('refuses a Token/Index answer without a usable token instead of calling without one', async () => {
  const fetch = recordingFetch((request) =>
    request.url.endsWith(tokenPath) ? json({ access_token: 'snake', expires_in: 3600 }) : json({ models: [] }),
  );
  const error = await createFinanceClient({ baseUrl, fetch })
    .getModels({ brand: 'MG' })
    .catch((caught: unknown) => caught);
  expect((error as Error).message).toMatch(/^\[hcuk\] getToken: Token\/Index answered without a usable accessToken/);
  expect(pathsOf(fetch)).toEqual([tokenPath]);
});

it('names the fields of an unusable Token/Index answer, never a token it holds (an SDK review: logs got it)', async () => {
  for (const answer of [
    { access_token: 'eyJ.SECRET-REAL-TOKEN.sig', expires_in: 3600 },
    { accessToken: 'eyJ.SECRET-REAL-TOKEN.sig', expiresIn: 0 },
  ]) {
    const fetch = recordingFetch((request) => (request.url.endsWith(tokenPath) ? json(answer) : json({ models: [] })));
    const error = await createFinanceClient({ baseUrl, fetch })
      .getModels({ brand: 'MG' })
      .catch((caught: unknown) => caught);
    const { message } = error as Error;
    expect(message).not.toContain('SECRET');
    expect(message).toContain(
      `its fields: ${Object.keys(answer)
        .map((key) => `"${key}"`)
        .join(', ')} (values not shown)`,
    );
  }
});

it('asks Token/Index again on the next call after an answer without a usable token, and then calls with it', async () => {
  let asked = 0;
  const fetch = recordingFetch((request) => {
    if (!request.url.endsWith(tokenPath)) return json({ models: [] });
    asked += 1;
    return json({ accessToken: asked === 1 ? '' : 'token-2', tokenType: 'Bearer', expiresIn: 3600 });
  });
  const finance = createFinanceClient({ baseUrl, fetch });
  await expect(finance.getModels({ brand: 'MG' })).rejects.toThrow(/usable accessToken/);
  await finance.getModels({ brand: 'MG' });
  expect(pathsOf(fetch)).toEqual([tokenPath, tokenPath, '/api/v1/VehicleData/GetModels']);
  expect(bearerOf(fetch.requests[2])).toBe('Bearer token-2');
});

it('refuses a Token/Index token that cannot be sent as a header, instead of failing inside fetch', async () => {
  const fetch = recordingFetch((request) =>
    request.url.endsWith(tokenPath)
      ? json({ accessToken: 'abc\r\nX-Injected: 1', tokenType: 'Bearer', expiresIn: 3600 })
      : json({ models: [] }),
  );
  const error = await createFinanceClient({ baseUrl, fetch })
    .getModels({ brand: 'MG' })
    .catch((caught: unknown) => caught);
  expect((error as Error).message).toMatch(/^\[hcuk\] getToken: Token\/Index answered without a usable accessToken/);
  expect(pathsOf(fetch)).toEqual([tokenPath]);
});

it('shares one token between clients given the same createSharedTokenWorker worker, and fails a token error as ApiError', async () => {
  const fetch = tokenServer();
  const securityWorker = createSharedTokenWorker({ baseUrl, fetch });
  const models = createFinanceClientFor([financeOperation.getRunningCostModels], { baseUrl, fetch, securityWorker });
  const config = createFinanceClientFor([financeOperation.getAppConfigValues], { baseUrl, fetch, securityWorker });
  await Promise.all([models.getRunningCostModels({ brand: 'MG' }), config.getAppConfigValues()]);
  await models.getRunningCostModels({ brand: 'Kia' });
  expect(pathsOf(fetch).filter((path) => path === tokenPath)).toHaveLength(1);
  expect(fetch.requests.slice(1).map(bearerOf)).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-1']);

  // Unguarded like the default worker: Token/Index answering 503 is the ApiError it is, not a CallbackError.
  const down = recordingFetch(() => json({ title: 'Service Unavailable', status: 503 }, 503));
  const failing = createSharedTokenWorker({ baseUrl, fetch: down });
  const call = createFinanceClientFor([financeOperation.getRunningCostModels], {
    baseUrl,
    fetch: down,
    securityWorker: failing,
  });
  await expect(call.getRunningCostModels({ brand: 'MG' })).rejects.toMatchObject({
    name: 'ApiError',
    status: 503,
    operationId: 'getToken',
  });
});
