import { ApiError, createAdminClient, createFinanceClient, mockMode } from '@hcuk-genesis/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MockServer, startMockServer } from './mock-server.ts';

let server: MockServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startMockServer({ port: 0, log: (line) => lines.push(line) });
});
afterAll(() => server.close());

const setup = (state: string) =>
  fetch(`${server.url}/__pact/provider-states`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state, action: 'setup', params: {} }),
  });

it('serves the finance group over real HTTP through the SDK (token, configuration, filtered models, calculation)', async () => {
  const finance = createFinanceClient({ baseUrl: server.url });
  const configuration = await finance.getConfiguration();
  // Home at the standard capped rate (the Ofgem price cap): the off-peak tariff is the visitor's choice, not the default.
  expect(configuration.prices).toEqual({ home: 0.2467, free: 0, standard: 0.52, rapid: 0.79 });
  const { models } = await finance.getRunningCostModels({ brand: 'Toyota' });
  expect(models.map((m) => m.modelName)).toEqual(['Toyota Yaris', 'Toyota Corolla', 'Toyota bZ4X']);
  const result = await finance.calculateByQuery({
    fuelType: 'petrol',
    fuelEconomy: 45,
    fuelPrice: 1.36,
    weeklyMileage: 150,
    chargingProfile: 'home:0.8,free:0.05,standard:0.05,rapid:0.1',
    vehicleIds: ['mg-mg4-se-sr'],
    homeChargeCost: 0.085,
    freeChargeCost: 0,
    standardChargeCost: 0.52,
    rapidChargeCost: 0.79,
  });
  // No basis: official figures, the published formulas unchanged.
  // 7800 / 45 x 4.54609 x 1.36 = 1071.66; 0.173 x 7800 x 49 / 218 = 303.31.
  expect(result.vehicleResults[0]).toMatchObject({ currentAnnualRunningCost: 1071.66, newAnnualRunningCost: 303.31 });
});

it('serves the admin group over real HTTP through the SDK', async () => {
  const admin = createAdminClient({ baseUrl: server.url });
  const quote = await admin.getQuoteRequest({ quoteRequestId: 'q-1' });
  expect(quote.customer.lastName).toBe('Okafor');
  const error = await admin.getQuoteRequest({ quoteRequestId: 'q-404' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(404);
});

it('serves mock mode through the SDK: GET /data{path}.json with the query, still filtered', async () => {
  const finance = createFinanceClient({ mock: mockMode({ baseUrl: server.url }) });
  const { models } = await finance.getRunningCostModels({ brand: 'BYD' });
  expect(models.map((m) => m.modelName)).toEqual(['BYD Dolphin', 'BYD Seal U DM-i', 'BYD Atto 3']);
});

it('answers health, CORS for local origins only, and logs one line per request', async () => {
  const before = lines.length;
  const health = await fetch(`${server.url}/__health`, { headers: { Origin: 'http://localhost:5173' } });
  expect(await health.json()).toEqual({ status: 'ok', variant: 'standard' });
  expect(health.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  const foreign = await fetch(`${server.url}/__health`, { headers: { Origin: 'https://evil.example' } });
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  expect(lines.slice(before)).toEqual([
    expect.stringMatching(/^\[hcuk-mock\] GET \/__health 200 \d+ms$/),
    expect.any(String),
  ]);
});

it('puts the server in named provider states, resets on the next setup, and rejects unknown ones', async () => {
  expect((await setup('the calculator configuration is unavailable')).status).toBe(200);
  const finance = createFinanceClient({ baseUrl: server.url });
  const error = await finance.getConfiguration().catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(503);
  await setup('the calculator configuration is available');
  expect((await finance.getConfiguration()).chargingProfiles.length).toBe(4);
  const unknown = await setup('brand Tesla has models');
  expect(unknown.status).toBe(400);
  expect(((await unknown.json()) as { detail: string }).detail).toContain('brand MG has running-cost models');
});

it('answers every secure finance call with 401 while the bearer token has expired', async () => {
  await setup('the bearer token has expired');
  const error = await createFinanceClient({ baseUrl: server.url })
    .getAppConfigValues()
    .catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(401);
  await fetch(`${server.url}/__pact/provider-states`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"action":"teardown"}',
  });
});

it('breaks exactly two interactions in the broken variant', async () => {
  const broken = await startMockServer({ variant: 'broken', log: () => undefined });
  try {
    const query = 'fuelType=petrol&fuelEconomy=45&fuelPrice=1.36&weeklyMileage=150&vehicleIds=mg-mg4-se-sr';
    const calc = await fetch(
      `${broken.url}/data/api/v1/CostSavingCalculator/Calculate.json?${query}&chargingProfile=home:1`,
    );
    expect(Object.keys((await calc.json()) as object)).toEqual(['results']);
    expect((await fetch(`${broken.url}/api/v1/quote/getquoterequest?quoteRequestId=q-1`)).status).toBe(404);
    expect((await fetch(`${broken.url}/api/v1/dealerusers/getdealerusers?dealerId=d-1001`)).status).toBe(200);
  } finally {
    await broken.close();
  }
});
