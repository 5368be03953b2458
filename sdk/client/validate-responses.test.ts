import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import * as plain from '../definitions.ts';
import { ResponseBodyError } from '../errors/response-body-error.ts';
import { mockMode } from '../middleware/mock-mode.ts';
import { failure } from '../test-support/failure.ts';
import { json, recordingFetch } from '../test-support/recording-fetch.ts';
import * as validated from '../validated.ts';
import { createAdminClient } from './create-admin-client.ts';
import { createAdminClientFor } from './create-admin-client-for.ts';
import { createFinanceClient } from './create-finance-client.ts';
import { createFinanceClientFor } from './create-finance-client-for.ts';

const baseUrl = 'https://finance.test';
const mock = mockMode({ baseUrl: 'http://127.0.0.1:4010' });
const securityWorker = () => 'token-1';
const configuration = JSON.parse(
  readFileSync(new URL('../../mocks/data/api/v1/CostSavingCalculator/Configuration.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const calculation = {
  fuelType: 'petrol' as const,
  fuelEconomy: 45,
  fuelPrice: 1.36,
  weeklyMileage: 150,
  chargingProfile: 'home:1',
  vehicleIds: ['mg-mg4-se-sr'],
  homeChargeCost: 0.085,
  freeChargeCost: 0,
  standardChargeCost: 0.52,
  rapidChargeCost: 0.79,
};

it('refuses a 200 body that breaks the schema, naming the operation, the pointer and the rule', async () => {
  const fetch = recordingFetch(() => json({ vehicleResults: null }));
  const finance = createFinanceClient({ baseUrl, fetch, securityWorker, validateResponses: true });
  const error = await failure(finance.calculateByQuery(calculation));
  expect(error).toBeInstanceOf(ResponseBodyError);
  expect(error).toMatchObject({
    status: undefined,
    operationId: 'calculateByQuery',
    reason: 'schema',
    pointer: '/vehicleResults',
    rule: 'must be array',
    bodyStart: undefined,
  });
  expect((error as Error).message).toMatch(
    /^\[hcuk\] calculateByQuery: \/vehicleResults must be array \(the response from https:\/\/finance\.test\/api\/v1\/CostSavingCalculator\/Calculate\?fuelType=petrol&.* breaks the OpenAPI document\)$/,
  );
});

it('names the whole body when it is not even the right type', async () => {
  const fetch = recordingFetch(() => json(['not', 'a', 'configuration']));
  const finance = createFinanceClient({ baseUrl, fetch, securityWorker, validateResponses: true });
  const error = await failure(finance.getConfiguration());
  expect(error).toMatchObject({ pointer: '', rule: 'must be object' });
  expect((error as Error).message).toMatch(/^\[hcuk\] getConfiguration: the body must be object \(/);
});

it('refuses a configuration whose lender or dealer sites are not bare host names, in the document’s words', async () => {
  const rule = 'must be a host name in lower case, such as www.lender.co.uk, without a scheme, port or path';
  const withSites = (finance: Record<string, unknown>) => ({
    ...configuration,
    finance: { ...(configuration.finance as object), ...finance },
  });
  const answering = (body: unknown) =>
    createFinanceClient({ baseUrl, fetch: recordingFetch(() => json(body)), securityWorker, validateResponses: true });
  const lender = await failure(answering(withSites({ lenderHosts: ['https://www.lender.co.uk'] })).getConfiguration());
  expect(lender).toMatchObject({ pointer: '/finance/lenderHosts/0', rule });
  const dealer = await failure(
    answering(withSites({ dealerHosts: { 'd-1001': ['www.northway.co.uk', 'Northway.co.uk'] } })).getConfiguration(),
  );
  expect(dealer).toMatchObject({ pointer: '/finance/dealerHosts/d-1001/1', rule });
  const sites = { lenderHosts: ['www.lender.co.uk'], dealerHosts: { 'd-1001': ['xn--bcher-kva.example'] } };
  expect((await answering(withSites(sites)).getConfiguration()).finance).toMatchObject(sites);
});

it('validates by default in mock mode only; validateResponses decides either way', async () => {
  const fetch = recordingFetch(() => json({}));
  const quoteRequest = { quoteRequestId: 'q-1' };
  await expect(createAdminClient({ mock, fetch }).getQuoteRequest(quoteRequest)).rejects.toMatchObject({
    reason: 'schema',
    operationId: 'getQuoteRequest',
  });
  expect(await createAdminClient({ baseUrl, fetch }).getQuoteRequest(quoteRequest)).toEqual({});
  expect(await createAdminClient({ mock, fetch, validateResponses: false }).getQuoteRequest(quoteRequest)).toEqual({});
  await expect(
    createAdminClient({ baseUrl, fetch, validateResponses: true }).getQuoteRequest(quoteRequest),
  ).rejects.toBeInstanceOf(ResponseBodyError);
});

it('passes a valid body through as it came, extra properties included', async () => {
  const extended = { ...configuration, promotion: { banner: 'Winter offers' } };
  const fetch = recordingFetch(() => json(extended));
  const finance = createFinanceClient({ baseUrl, fetch, securityWorker, validateResponses: true });
  expect(await finance.getConfiguration()).toEqual(extended);
});

it('still reports a 200 body that is not JSON as not-json, with no pointer or rule', async () => {
  const fetch = recordingFetch(() => new Response('<html>maintenance</html>', { status: 200 }));
  const finance = createFinanceClient({ baseUrl, fetch, securityWorker, validateResponses: true });
  const error = await failure(finance.getConfiguration());
  expect(error).toMatchObject({
    reason: 'not-json',
    pointer: undefined,
    rule: undefined,
    bodyStart: '<html>maintenance</html>',
  });
  expect((error as Error).cause).toBeInstanceOf(SyntaxError);
});

it.each([true, false])(
  'reports an empty 200 as not-json, never as undefined data its type says it cannot be (validating: %s)',
  async (validateResponses) => {
    const fetch = recordingFetch(
      () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const admin = createAdminClient({ baseUrl, fetch, validateResponses });
    const error = await failure(admin.getQuoteRequest({ quoteRequestId: 'q-1' }));
    expect(error).toBeInstanceOf(ResponseBodyError);
    expect(error).toMatchObject({ operationId: 'getQuoteRequest', reason: 'not-json', bodyStart: '' });
  },
);

it('checks the token answer too when it validates, so a broken Token/Index fails the call that waited for it', async () => {
  const fetch = recordingFetch((request) =>
    request.url.endsWith('/Token/Index') ? json({ accessToken: 7 }) : json(configuration),
  );
  const error = await failure(createFinanceClient({ baseUrl, fetch, validateResponses: true }).getConfiguration());
  expect(error).toMatchObject({ operationId: 'getToken', reason: 'schema', pointer: '/accessToken' });
});

it('names every value a refused body gets wrong, not only the first, each by its pointer', async () => {
  const result = {
    vehicleId: 'mg-mg4-se-sr',
    annualSaving: 362.96,
    monthlySaving: 30.25,
    weeklySaving: 6.98,
    newAnnualRunningCost: 708.7,
    newMonthlyRunningCost: 59.06,
    newWeeklyRunningCost: 13.63,
    currentAnnualRunningCost: 1071.66,
    currentMonthlyRunningCost: 89.31,
    currentWeeklyRunningCost: 20.61,
    electricityCost: 0.3024,
    electricShare: 1,
    vehicle: { evRange: 218, battery: 49, mpg: null, capVehicleDescription: 'MG4' },
  };
  const broken = [
    { ...result, annualSaving: '362.96' },
    { ...result, electricShare: 2, vehicle: { ...result.vehicle, battery: 'big' } },
  ];
  const fetch = recordingFetch(() => json({ vehicleResults: broken }));
  const finance = createFinanceClient({ baseUrl, fetch, securityWorker, validateResponses: true });
  const error = (await failure(finance.calculateByQuery(calculation))) as ResponseBodyError;
  expect(error.pointer).toBe('/vehicleResults/0/annualSaving');
  expect(error.issues).toEqual([
    { pointer: '/vehicleResults/0/annualSaving', rule: 'must be number' },
    { pointer: '/vehicleResults/1/electricShare', rule: 'must be <= 1' },
    { pointer: '/vehicleResults/1/vehicle/battery', rule: 'must be number or null' },
  ]);
});

it('validates a picked client by import: its ./validated definitions check, ./definitions ones never do', async () => {
  const fetch = recordingFetch(() => json(['not', 'a', 'configuration']));
  const options = { baseUrl, fetch, securityWorker };
  const checked = createFinanceClientFor([validated.getConfiguration], options);
  await expect(checked.getConfiguration()).rejects.toMatchObject({ operationId: 'getConfiguration', pointer: '' });
  expect(await createFinanceClientFor([plain.getConfiguration], options).getConfiguration()).toEqual([
    'not',
    'a',
    'configuration',
  ]);
  const off = createFinanceClientFor([validated.getConfiguration], { ...options, validateResponses: false });
  expect(await off.getConfiguration()).toEqual(['not', 'a', 'configuration']);
});

it('refuses validateResponses: true for a definition imported without its validator, saying where to get it', () => {
  expect(() =>
    createAdminClientFor([validated.getVrmData, plain.getQuoteRequest], { baseUrl, validateResponses: true }),
  ).toThrow(
    "[hcuk] validateResponses is true, but the definition of getQuoteRequest has no validator: import it from '@hcuk-genesis/sdk/validated'",
  );
  expect(() => createAdminClientFor([validated.getVrmData], { baseUrl, validateResponses: true })).not.toThrow();
});
