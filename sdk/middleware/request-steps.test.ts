import { expect, it } from 'vitest';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { recordingFetch } from '../test-support/recording-fetch.ts';
import { mockMode } from './mock-mode.ts';

const mock = mockMode({ baseUrl: 'http://127.0.0.1:4010' });
const validateResponses = false;

it('sends a call whose steps need no wait in the same task as the call: headers set, mock URL built', async () => {
  const fetch = recordingFetch();
  const client = createFinanceClient({
    mock,
    fetch,
    validateResponses,
    antiForgeryToken: 'af-1',
    clientId: 'dealer-9',
  });
  const call = client.getRunningCostModels({ brand: 'MG' });
  // No await yet: the request has already gone to fetch (the embed's early start relies on it).
  expect(fetch.requests.map((request) => request.url)).toEqual([
    'http://127.0.0.1:4010/data/api/v1/VehicleData/GetRunningCostModels.json?brand=MG',
  ]);
  const [request] = fetch.requests;
  expect([request?.headers.get('RequestVerificationToken'), request?.headers.get('X-Client-Id')]).toEqual([
    'af-1',
    'dealer-9',
  ]);
  await call;
});

it('waits for a step that has to (an anti-forgery function), and still sends its header', async () => {
  const fetch = recordingFetch();
  const antiForgeryToken = async () => 'af-from-the-page';
  const call = createFinanceClient({ mock, fetch, validateResponses, antiForgeryToken }).getRunningCostModels({
    brand: 'MG',
  });
  expect(fetch.requests).toEqual([]);
  await call;
  expect(fetch.requests.map((request) => request.headers.get('RequestVerificationToken'))).toEqual([
    'af-from-the-page',
  ]);
});

it("carries a query's body in mock mode's URL in the same task as the call, without reading a stream", async () => {
  const fetch = recordingFetch();
  const quote = { product: 'PCP', price: 25995, term: 48, deposit: 2600, expectedMileage: 8000 } as const;
  const call = createFinanceClient({ mock, fetch, validateResponses }).getSantanderFinanceQuoteData(quote);
  expect(fetch.requests.map((request) => new URL(request.url).searchParams.get('mockBody'))).toEqual([
    JSON.stringify(quote),
  ]);
  expect(fetch.requests[0]?.method).toBe('GET');
  await call;
});

it('sends a secure call in the same task once the shared worker holds a token, and waits while one is on its way', async () => {
  const fetch = recordingFetch((request) =>
    new URL(request.url).pathname === '/api/v1/Token/Index'
      ? new Response(JSON.stringify({ accessToken: 'token-1', expiresIn: 3600 }), { status: 200 })
      : new Response('{}', { status: 200 }),
  );
  const client = createFinanceClient({ baseUrl: 'https://finance.test', fetch, validateResponses });
  const paths = () => fetch.requests.map((request) => new URL(request.url).pathname);
  // The first call asks Token/Index and waits for it.
  const first = client.getRunningCostModels({ brand: 'MG' });
  expect(paths()).toEqual(['/api/v1/Token/Index']);
  await first;
  expect(paths()).toEqual(['/api/v1/Token/Index', '/api/v1/VehicleData/GetRunningCostModels']);
  // The worker now answers with the token it holds: the next call goes out before any await, with it.
  const second = client.getRunningCostModels({ brand: 'Kia' });
  expect(paths()).toHaveLength(3);
  expect(fetch.requests[2]?.headers.get('Authorization')).toBe('Bearer token-1');
  await second;
});
