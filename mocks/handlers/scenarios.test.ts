import { createFinanceClient, mockMode } from '@hcuk-genesis/sdk';
import { financeValidators } from '@hcuk-genesis/sdk/validators';
import { expect, it } from 'vitest';
import { applyScenario } from '../apply-scenario.ts';
import { ADMIN, BEARER, calculationQuery, FINANCE, JSON_BODY, listenWithMocks } from '../test-support/mock-fetch.ts';
import { MALFORMED_BODY, SLOW_DELAY_MS } from './scenarios.ts';

const server = listenWithMocks();
const configuration = `${FINANCE}/api/v1/CostSavingCalculator/Configuration`;

it.each([
  ['server-error', 500, 'Internal server error'],
  ['unavailable', 503, 'Service unavailable'],
  ['unauthorized', 401, 'Unauthorized'],
  ['not-found', 404, 'Not found'],
])('plays %s from the x-mock-scenario header as %i problem+json', async (scenario, status, title) => {
  const response = await fetch(configuration, { headers: { ...BEARER, 'x-mock-scenario': scenario } });
  expect([response.status, response.headers.get('content-type')]).toEqual([status, 'application/problem+json']);
  expect(await response.json()).toMatchObject({ status, title });
});

it('reads, through the SDK, as one [hcuk] message naming the operation, the status and the scenario', async () => {
  const finance = createFinanceClient({ mock: mockMode({ baseUrl: 'http://localhost:5173' }) });
  const failure = await finance
    .getConfiguration(undefined, { headers: { 'x-mock-scenario': 'unavailable' } })
    .catch((error: Error) => error);
  expect((failure as Error).message).toBe(
    '[hcuk] getConfiguration failed with 503 Service Unavailable from ' +
      'http://localhost:5173/data/api/v1/CostSavingCalculator/Configuration.json: ' +
      'mock scenario unavailable on getConfiguration',
  );
});

it('plays a scenario from the mockScenario query parameter, on mock-mode /data paths too', async () => {
  const response = await fetch('http://localhost/data/api/v1/VehicleData/GetEditions.json?mockScenario=unavailable');
  expect(response.status).toBe(503);
});

it('answers malformed with status 200 and a body that is not JSON', async () => {
  const response = await fetch(`${configuration}?mockScenario=malformed`, { headers: BEARER });
  expect([response.status, await response.text()]).toEqual([200, MALFORMED_BODY]);
  expect(() => JSON.parse(MALFORMED_BODY)).toThrow(SyntaxError);
});

it('answers empty with every list emptied (no running-cost models, no vehicle results)', async () => {
  const models = await fetch(`${FINANCE}/api/v1/VehicleData/GetRunningCostModels?brand=MG`, {
    method: 'POST',
    headers: { ...BEARER, 'x-mock-scenario': 'empty' },
  });
  expect(await models.json()).toEqual({ models: [] });
  const calc = await fetch(
    `${FINANCE}/api/v1/CostSavingCalculator/Calculate?${calculationQuery()}&mockScenario=empty`,
    {
      headers: BEARER,
    },
  );
  expect(await calc.json()).toEqual({ vehicleResults: [] });
});

it('keeps under empty a list the document says may not be empty, so the answer still passes validation', async () => {
  const normal = (await (await fetch(configuration, { headers: BEARER })).json()) as Record<string, unknown>;
  const response = await fetch(configuration, { headers: { ...BEARER, 'x-mock-scenario': 'empty' } });
  const emptied = (await response.json()) as Record<string, unknown>;
  expect(financeValidators.getConfiguration(emptied)).toBeUndefined();
  // chargingProfiles, the configuration's one top-level list, has minItems: 1, so it stays as it was.
  expect(emptied.chargingProfiles).toEqual(normal.chargingProfiles);
  expect((normal.chargingProfiles as unknown[]).length).toBeGreaterThan(0);
});

it('answers slow after at least 2 s, with the normal answer', async () => {
  const started = performance.now();
  const response = await fetch(`${ADMIN}/api/v1/dealerusers/getdealerusers?dealerId=d-1001`, {
    headers: { 'x-mock-scenario': 'slow' },
  });
  expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_DELAY_MS - 5);
  expect(((await response.json()) as { users: unknown[] }).users.length).toBe(4);
});

it('answers 400 naming mockScenario for an unknown scenario', async () => {
  const response = await fetch(`${ADMIN}/api/v1/dealerusers/getdealerusers?dealerId=d-1001&mockScenario=flaky`);
  expect([response.status, await response.json()]).toMatchObject([400, { errors: [{ field: 'mockScenario' }] }]);
});

it('never applies a scenario to getToken, so the SDK can still sign in', async () => {
  const response = await fetch(`${FINANCE}/api/v1/Token/Index`, {
    method: 'POST',
    headers: { 'x-mock-scenario': 'server-error' },
  });
  expect(response.status).toBe(200);
});

it('plays a scenario (applyScenario) on every later request until the handlers reset', async () => {
  applyScenario(server, 'server-error');
  const admin = await fetch(`${ADMIN}/api/v1/quote/getquoterequest?quoteRequestId=q-1`);
  const body = await fetch(`${ADMIN}/api/v1/quote/savequoterequest`, {
    method: 'POST',
    headers: JSON_BODY,
    body: '{"dealerId":"d-1001"}',
  });
  expect([admin.status, body.status]).toEqual([500, 500]);
  server.resetHandlers();
  expect((await fetch(`${ADMIN}/api/v1/quote/getquoterequest?quoteRequestId=q-1`)).status).toBe(200);
});

it('keeps the request body when applyScenario forwards a request (empty on a JSON POST)', async () => {
  applyScenario(server, 'empty');
  const response = await fetch(`${ADMIN}/sendgridevent`, {
    method: 'POST',
    headers: JSON_BODY,
    body: JSON.stringify([
      { email: 'a@example.co.uk', timestamp: 1, event: 'open' },
      { email: 'b@example.co.uk', timestamp: 2, event: 'open' },
    ]),
  });
  expect(await response.json()).toEqual({ received: 2 });
});
