import { expect, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { recordingFetch } from '../test-support/recording-fetch.ts';

const mock = { baseUrl: 'http://127.0.0.1:4010' };
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

it('turns a body call into a GET of its file and sends no body', async () => {
  const fetch = recordingFetch();
  await createFinanceClient({
    mock,
    fetch,
    validateResponses,
    securityWorker: () => undefined,
  }).getPersonalLoanQuoteData({
    loanAmount: 15000,
    term: 60,
  });
  const [request] = fetch.requests;
  expect(`${request?.method} ${request?.url}`).toBe(
    'GET http://127.0.0.1:4010/data/api/v1/FinanceQuote/GetPersonalLoanQuoteData.json',
  );
  expect(await request?.text()).toBe('');
  expect(request?.headers.has('content-type')).toBe(false);
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

it('defaults to the page origin and says what to pass outside a page', () => {
  expect(() => createAdminClient({ mock: true })).toThrow(
    '[hcuk] mock mode outside a web page needs a base URL: pass mock: { baseUrl: "http://127.0.0.1:4010" }.',
  );
  const location = { origin: 'http://localhost:5173' };
  Object.assign(globalThis, { location });
  try {
    const fetch = recordingFetch();
    return createAdminClient({ mock: true, fetch, validateResponses })
      .autocomplete({ term: 'Kia' })
      .then(() =>
        expect(fetch.requests[0]?.url).toBe(
          'http://localhost:5173/data/api/v1/autocomplete/autocomplete.json?term=Kia',
        ),
      );
  } finally {
    Reflect.deleteProperty(globalThis, 'location');
  }
});
