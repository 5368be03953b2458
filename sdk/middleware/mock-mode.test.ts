import { expect, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { recordingFetch } from '../test-support/recording-fetch.ts';
import { MAX_MOCK_BODY_LENGTH, MOCK_BODY_PARAMETER, MOCK_BODY_TOO_LONG_PARAMETER } from './mock-body.ts';
import { type MockMode, mockMode } from './mock-mode.ts';

const mock = mockMode({ baseUrl: 'http://127.0.0.1:4010' });
// These tests are about where mock mode sends a call, so the recorded answers are `{}`; validating them (on by
// default in mock mode) has its own tests in sdk/validation.
const validateResponses = false;

it('turns a query call into GET /data{path}.json keeping its query string, with no token request', async () => {
  const fetch = recordingFetch();
  await createFinanceClient({ mock, fetch, validateResponses }).getRunningCostModels({ brand: 'MG', isOem: true });
  const urls = fetch.requests.map((request) => `${request.method} ${request.url}`);
  expect(urls).toEqual([
    'GET http://127.0.0.1:4010/data/api/v1/VehicleData/GetRunningCostModels.json?brand=MG&isOem=true',
  ]);
});

it('keeps the query string of a call whose API base URL is relative to the page, as a proxied API has', async () => {
  const fetch = recordingFetch();
  const finance = createFinanceClient({ baseUrl: '/finance-api', mock, fetch, validateResponses });
  await finance.getRunningCostModels({ brand: 'MG' });
  expect(fetch.requests.map((request) => request.url)).toEqual([
    'http://127.0.0.1:4010/data/api/v1/VehicleData/GetRunningCostModels.json?brand=MG',
  ]);
});

it('never sends a bearer token to a mock host, whatever security worker is configured', async () => {
  const fetch = recordingFetch();
  const asked: string[] = [];
  const withWorker = createFinanceClient({
    mock,
    fetch,
    validateResponses,
    securityWorker: ({ operationId }) => {
      asked.push(operationId);
      return 'token-for-the-real-api';
    },
  });
  await withWorker.getModels({ brand: 'MG' });
  await createFinanceClient({ mock, fetch, validateResponses }).getAppConfigValues();
  expect(fetch.requests.map((request) => request.headers.get('Authorization'))).toEqual([null, null]);
  expect(asked).toEqual([]);
});

it("carries a quote's JSON body as mockBody in the URL of its GET, and sends no body", async () => {
  const fetch = recordingFetch();
  const quote = { product: 'PCP', price: 25995, term: 48, deposit: 2600, expectedMileage: 8000 } as const;
  await createFinanceClient({ mock, fetch, validateResponses }).getSantanderFinanceQuoteData(quote);
  const [request] = fetch.requests;
  expect(`${request?.method} ${request?.url}`).toBe(
    'GET http://127.0.0.1:4010/data/api/v1/FinanceQuote/GetSantanderFinanceQuoteData.json?mockBody=' +
      '%7B%22product%22%3A%22PCP%22%2C%22price%22%3A25995%2C%22term%22%3A48%2C%22deposit%22%3A2600%2C' +
      '%22expectedMileage%22%3A8000%7D',
  );
  expect(JSON.parse(new URL(request?.url ?? '').searchParams.get(MOCK_BODY_PARAMETER) ?? '')).toEqual(quote);
  expect(await request?.text()).toBe('');
  expect(request?.headers.has('content-type')).toBe(false);
});

it("never puts a mutation's body in the URL: a quote request's name, e-mail and postcode stay out of it", async () => {
  const fetch = recordingFetch();
  const admin = createAdminClient({ mock, fetch, validateResponses });
  await admin.saveQuoteRequest({
    customer: { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@example.co.uk', postcode: 'LS1 4DY' },
    vehicle: { description: 'MG4 EV SE Standard Range 51kWh', price: 25995 },
    finance: { product: 'PCP', term: 48, deposit: 2600 },
  });
  await admin.proposalSubmitted({
    proposalId: 'p-7001',
    dealerId: 'd-1001',
    lender: 'santander',
    occurredAt: '2026-11-20T09:05:00Z',
  });
  const urls = fetch.requests.map((request) => request.url);
  expect(urls).toEqual([
    'http://127.0.0.1:4010/data/api/v1/quote/savequoterequest.json',
    'http://127.0.0.1:4010/data/api/v1/proposalstatus/proposalsubmitted.json',
  ]);
  for (const request of fetch.requests) expect(await request.text()).toBe('');
});

it('adds mockBody after the query string of a read that has one, and none to a read without a body', async () => {
  const fetch = recordingFetch();
  const finance = createFinanceClient({ mock, fetch, validateResponses });
  await finance.getAppConfigValues();
  await finance.getPersonalLoanQuoteData({ loanAmount: 15000, term: 60 });
  expect(fetch.requests.map((request) => request.url)).toEqual([
    'http://127.0.0.1:4010/data/api/v1/AppConfig/GetAppConfigValues.json',
    'http://127.0.0.1:4010/data/api/v1/FinanceQuote/GetPersonalLoanQuoteData.json?mockBody=%7B%22loanAmount%22%3A15000%2C%22term%22%3A60%7D',
  ]);
});

it(`does not carry a body longer than ${MAX_MOCK_BODY_LENGTH} characters once encoded, but says how long it was`, async () => {
  const fetch = recordingFetch();
  const finance = createFinanceClient({ mock, fetch, validateResponses });
  const page = { page: 1, pageSize: 12 };
  // 400 characters are 2,400 once encoded (%C3%A9 each); 300 are 1,800, plus the rest of the body.
  await finance.usedVehicleSearch({ searchTerm: 'é'.repeat(400), ...page });
  await finance.usedVehicleSearch({ searchTerm: 'é'.repeat(300), ...page });
  const urls = fetch.requests.map((request) => request.url);
  // 2,400 for the term, 70 for the rest of `{"searchTerm":"…","page":1,"pageSize":12}` once encoded.
  expect(urls[0]).toBe(
    `http://127.0.0.1:4010/data/api/v1/AzureSearch/UsedVehicleSearch.json?${MOCK_BODY_TOO_LONG_PARAMETER}=2470`,
  );
  expect(urls[1]?.length).toBeLessThan(2100);
  expect(new URL(urls[1] ?? '').searchParams.get(MOCK_BODY_PARAMETER)).toBe(
    JSON.stringify({ searchTerm: 'é'.repeat(300), ...page }),
  );
});

it('maps the root-level /sendgridevent to /data/sendgridevent.json', async () => {
  const fetch = recordingFetch();
  await createAdminClient({ mock, fetch, validateResponses }).sendGridEvent({
    body: [{ email: 'sarah@example.co.uk', timestamp: 1763629200, event: 'delivered' }],
  });
  expect(fetch.requests[0]?.url).toBe('http://127.0.0.1:4010/data/sendgridevent.json');
});

it('keeps the repeated vehicleIds keys of the calculation query', async () => {
  const fetch = recordingFetch();
  await createFinanceClient({ mock, fetch, validateResponses, securityWorker: () => undefined }).calculateByQuery({
    fuelType: 'diesel',
    fuelEconomy: 52,
    fuelPrice: 1.45,
    weeklyMileage: 200,
    chargingProfile: 'home:0.9,rapid:0.1',
    vehicleIds: ['kia-ev3', 'mg-mg4-se-sr'],
    homeChargeCost: 0.07,
    freeChargeCost: 0,
    standardChargeCost: 0.52,
    rapidChargeCost: 0.79,
  });
  const url = new URL(fetch.requests[0]?.url ?? '');
  expect(url.pathname).toBe('/data/api/v1/CostSavingCalculator/Calculate.json');
  expect(url.searchParams.getAll('vehicleIds')).toEqual(['kia-ev3', 'mg-mg4-se-sr']);
});

it('defaults to the page origin and says what to pass outside a page', async () => {
  expect(() => mockMode()).toThrow(
    '[hcuk] mock mode outside a web page needs a base URL: pass mockMode({ baseUrl: "http://127.0.0.1:4010" }).',
  );
  const location = { origin: 'http://localhost:5173' };
  Object.assign(globalThis, { location });
  let mock: MockMode;
  try {
    mock = mockMode();
  } finally {
    Reflect.deleteProperty(globalThis, 'location');
  }
  const fetch = recordingFetch();
  const admin = createAdminClient({ mock, fetch, validateResponses });
  await admin.autocomplete({ term: 'Kia' });
  expect(fetch.requests[0]?.url).toBe('http://localhost:5173/data/api/v1/autocomplete/autocomplete.json?term=Kia');
  expect(admin.identity).toBe('mock:http://localhost:5173');
});

it('refuses the mock option SDK 3 took, instead of calling the real API with it', () => {
  const message = '[hcuk] mock takes mockMode() since SDK 4: mock: mockMode() or mockMode({ baseUrl })';
  for (const old of [true, { baseUrl: 'http://127.0.0.1:4010' }])
    expect(() => createFinanceClient({ mock: old as unknown as MockMode })).toThrow(message);
});

it('is off with mock: false, as a flag that is false in a production build gives: the real API and its token', async () => {
  const fetch = recordingFetch();
  const finance = createFinanceClient({ mock: false, baseUrl: 'https://api.example.test', fetch, validateResponses });
  await finance.getModels({ brand: 'MG' });
  expect(finance.identity).toBe('https://api.example.test');
  expect(fetch.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
    'POST https://api.example.test/api/v1/Token/Index',
    'POST https://api.example.test/api/v1/VehicleData/GetModels?brand=MG',
  ]);
  expect(fetch.requests[1]?.headers.get('Authorization')).toBe('Bearer token-1');
});

it('drops a trailing slash from the mock base, in the requests and in the query keys alike', async () => {
  const fetch = recordingFetch();
  const finance = createFinanceClient({
    mock: mockMode({ baseUrl: 'http://127.0.0.1:4010/' }),
    fetch,
    validateResponses,
  });
  await finance.getAppConfigValues();
  expect(fetch.requests[0]?.url).toBe('http://127.0.0.1:4010/data/api/v1/AppConfig/GetAppConfigValues.json');
  expect(finance.identity).toBe('mock:http://127.0.0.1:4010');
});

it('says what to start when a dev server answers mock mode’s /data with its own page', async () => {
  // Mock mode before the mock worker runs: Vite answers an unknown path with index.html.
  const fetch = recordingFetch(() => new Response('<!doctype html>\n<html lang="en">', { status: 200 }));
  const error = await createFinanceClient({ mock, fetch })
    .getConfiguration()
    .catch((caught: unknown) => caught);
  expect(String(error)).toMatch(
    /is not valid JSON .*; it starts "<!doctype html>\\n<html lang=\\"en\\">"\. That is a web page, not the API: check the baseUrl, and in mock mode that the mock worker \(startMockWorker\) or server answers it\.$/,
  );
  const cut = recordingFetch(() => new Response('{"vehicleResults": [', { status: 200 }));
  const truncated = await createFinanceClient({ mock, fetch: cut })
    .getConfiguration()
    .catch((caught: unknown) => caught);
  expect(String(truncated)).not.toContain('web page');
});
