/**
 * The methods send their requests themselves (send-operation.ts) and the raw client through openapi-fetch's
 * middleware: these tests pin that both send the same request, byte for byte, in every mode a client has.
 */
import { expect, it } from 'vitest';
import { getConfiguration } from '../generated/finance-definitions.ts';
import { mockMode } from '../middleware/mock-mode.ts';
import { dieselCalculation as calculation } from '../test-support/diesel-calculation.ts';
import { json, recordingFetch } from '../test-support/recording-fetch.ts';
import { createAdminClient } from './create-admin-client.ts';
import { createFinanceClient } from './create-finance-client.ts';
import { createFinanceClientFor } from './create-finance-client-for.ts';
import { rawClient } from './raw-client.ts';

const baseUrl = 'https://finance.test';
const mock = mockMode({ baseUrl: 'http://127.0.0.1:4010' });
const loan = { loanAmount: 15000, term: 60 };

/** What a server sees of a request: method, URL, every header (sorted by the Headers iterator) and the body. */
async function seen(request: Request | undefined) {
  return (
    request && { line: `${request.method} ${request.url}`, headers: [...request.headers], body: await request.text() }
  );
}

/** The non-token requests `fetch` recorded, as seen by the server. */
const callsOf = (fetch: ReturnType<typeof recordingFetch>) =>
  Promise.all(fetch.requests.filter((request) => !request.url.includes('/Token/Index')).map(seen));

it.each([
  ['a real API, with both headers and the token', { baseUrl, antiForgeryToken: 'af-1', clientId: 'web-1' }],
  ['a function anti-forgery token', { baseUrl, antiForgeryToken: () => 'af-read' }],
  ['mock mode', { mock, clientId: 'web-1', validateResponses: false }],
])('sends the same requests from a method and from raw: %s', async (_, options) => {
  const byMethod = recordingFetch();
  const finance = createFinanceClient({ ...options, fetch: byMethod });
  await finance.calculateByQuery(calculation);
  await finance.getPersonalLoanQuoteData(loan, { headers: { 'x-mock-scenario': 'slow', 'X-Client-Id': 'ignored' } });
  await finance.getConfiguration();

  const byRaw = recordingFetch();
  const raw = rawClient(createFinanceClient({ ...options, fetch: byRaw }));
  await raw.GET('/api/v1/CostSavingCalculator/Calculate', { params: { query: calculation } });
  await raw.POST('/api/v1/FinanceQuote/GetPersonalLoanQuoteData', {
    body: loan,
    headers: { 'x-mock-scenario': 'slow', 'X-Client-Id': 'ignored' },
  });
  await raw.GET('/api/v1/CostSavingCalculator/Configuration');

  const sent = await callsOf(byMethod);
  expect(sent).toHaveLength(3);
  expect(sent).toEqual(await callsOf(byRaw));
});

it("sends a body as the call's own form Content-Type says, the same from a method and from raw", async () => {
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const byMethod = recordingFetch();
  await createFinanceClient({ baseUrl, fetch: byMethod }).getPersonalLoanQuoteData(loan, { headers: form });
  const byRaw = recordingFetch();
  await rawClient(createFinanceClient({ baseUrl, fetch: byRaw })).POST(
    '/api/v1/FinanceQuote/GetPersonalLoanQuoteData',
    {
      body: loan,
      headers: form,
    },
  );
  const [sent] = await callsOf(byMethod);
  expect(sent?.body).toBe('loanAmount=15000&term=60');
  expect(await callsOf(byRaw)).toEqual([sent]);
});

it('sends the same admin requests, without a token, from a method and from raw', async () => {
  const byMethod = recordingFetch();
  await createAdminClient({ baseUrl, fetch: byMethod, clientId: 'admin-ui' }).getQuoteRequest({
    quoteRequestId: 'q-1',
  });
  const byRaw = recordingFetch();
  await rawClient(createAdminClient({ baseUrl, fetch: byRaw, clientId: 'admin-ui' })).GET(
    '/api/v1/quote/getquoterequest',
    {
      params: { query: { quoteRequestId: 'q-1' } },
    },
  );
  expect(await callsOf(byMethod)).toEqual(await callsOf(byRaw));
});

it("retries a 401 once with a fresh token from raw too, and the methods use the token raw's retry got", async () => {
  let issued = 0;
  const fetch = recordingFetch((request) => {
    if (request.url.endsWith('/Token/Index'))
      return json({ accessToken: `token-${++issued}`, tokenType: 'Bearer', expiresIn: 3600 });
    return request.headers.get('Authorization') === 'Bearer token-1' ? json({ status: 401 }, 401) : json({});
  });
  const finance = createFinanceClient({ baseUrl, fetch });
  const { response } = await rawClient(finance).POST('/api/v1/FinanceQuote/GetPersonalLoanQuoteData', { body: loan });
  expect(response.status).toBe(200);
  const retried = fetch.requests.at(-1);
  expect(retried?.headers.get('Authorization')).toBe('Bearer token-2');
  expect(await retried?.json()).toEqual(loan);
  await finance.getConfiguration();
  expect(fetch.requests.at(-1)?.headers.get('Authorization')).toBe('Bearer token-2');
  expect(issued).toBe(2);
});

it('refuses, rather than sends without a token, an operation a *For client was not made with', async () => {
  const fetch = recordingFetch((request) =>
    request.url.endsWith('/Token/Index')
      ? json({ accessToken: 'token-1', tokenType: 'Bearer', expiresIn: 3600 })
      : json({ models: [] }),
  );
  const finance = createFinanceClientFor([getConfiguration], { baseUrl, fetch });
  await expect(
    rawClient(finance).POST('/api/v1/VehicleData/GetModels', { params: { query: { brand: 'MG' } } }),
  ).rejects.toThrow(
    /^\[hcuk\] rawClient: POST \/api\/v1\/VehicleData\/GetModels is not one of this client's operations/,
  );
  expect(fetch.requests).toHaveLength(0);
  // One it was made with goes out with its token.
  await rawClient(finance).GET('/api/v1/CostSavingCalculator/Configuration');
  expect(fetch.requests.at(-1)?.headers.get('Authorization')).toBe('Bearer token-1');
});
