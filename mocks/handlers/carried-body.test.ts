import { ApiError, createAdminClient, createFinanceClient, mockMode } from '@hcuk-genesis/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupMockServer } from '../node.ts';
import { BEARER, calculationBody, FINANCE, JSON_BODY } from '../test-support/mock-fetch.ts';
import { staticBody } from './data-files.ts';
import { createMockState } from './mock-state.ts';

const state = createMockState();
const server = setupMockServer({ state });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const mockBase = 'http://localhost:5173';
const mock = createFinanceClient({ mock: mockMode({ baseUrl: mockBase }) });
const mg4 = { product: 'PCP', price: 25995, term: 48, deposit: 2600, expectedMileage: 8000 } as const;
const dataUrl = (path: string, query = '') => `${mockBase}/data/api/v1/${path}.json${query}`;

async function realPost(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${FINANCE}/api/v1/${path}`, {
    method: 'POST',
    headers: { ...BEARER, ...JSON_BODY },
    body: JSON.stringify(body),
  });
  return response.json();
}

it('answers a mock-mode quote with the same figures as the real POST, and follows its deposit', async () => {
  const path = 'FinanceQuote/GetSantanderFinanceQuoteData';
  expect(await mock.getSantanderFinanceQuoteData(mg4)).toEqual(await realPost(path, mg4));
  const more = { ...mg4, deposit: 5200 };
  expect(await mock.getSantanderFinanceQuoteData(more)).toEqual(await realPost(path, more));
  expect((await mock.getSantanderFinanceQuoteData(more)).monthlyPayment).toBeLessThan(410.9);
});

it('answers mock-mode field data and calculate from their carried bodies, as on the real paths', async () => {
  const fields = { product: 'HP', price: 54995 } as const;
  expect(await mock.getSantanderFinanceQuoteFieldData(fields)).toEqual(
    await realPost('FinanceQuote/GetSantanderFinanceQuoteFieldData', fields),
  );
  const body = calculationBody({ vehicleIds: ['kia-niro-phev-3'] });
  const calculated = await mock.calculate(body as Parameters<typeof mock.calculate>[0]);
  expect(calculated).toEqual(await realPost('CostSavingCalculator/Calculate', body));
  expect(calculated.vehicleResults[0]?.vehicleId).toBe('kia-niro-phev-3');
});

it('throws the 400 naming deposit in mock mode, as the real path answers it', async () => {
  const error = await mock.getSantanderFinanceQuoteData({ ...mg4, deposit: 100 }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  expect((error as ApiError).body).toMatchObject({ errors: [{ field: 'deposit', rule: 'minimum 2600' }] });
});

it("throws a 400 naming mockBody for a read whose body is too long to carry, not the file's answer", async () => {
  const search = { searchTerm: 'é'.repeat(400), page: 1, pageSize: 12 };
  const error = await mock.usedVehicleSearch(search).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  expect((error as ApiError).body).toMatchObject({
    errors: [
      {
        field: 'mockBody',
        rule: 'maxLength 2000',
        message:
          "mockBody must be at most 2000 characters URL-encoded; usedVehicleSearch's body is 2470, so mock mode could not carry it",
      },
    ],
  });
  // A length that is not the SDK's digits is not echoed back.
  const odd = await fetch(dataUrl('AzureSearch/UsedVehicleSearch', '?mockBodyTooLong=%3Cb%3E'));
  expect(((await odd.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
    "mockBody must be at most 2000 characters URL-encoded; usedVehicleSearch's body is longer, so mock mode could not carry it",
  );
  // One that fits is answered from its body, as before.
  expect(await mock.usedVehicleSearch({ ...search, searchTerm: 'MG' })).toMatchObject({ page: 1 });
});

it('answers the file itself to a mock-mode GET that carries no body, as a static file server does', async () => {
  const response = await fetch(dataUrl('FinanceQuote/GetSantanderFinanceQuoteData'));
  expect(await response.json()).toEqual(staticBody('getSantanderFinanceQuoteData'));
});

it('answers a saved quote request from its file in mock mode, with no body in the URL', async () => {
  const admin = createAdminClient({ mock: mockMode({ baseUrl: mockBase }) });
  const customer = { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@example.co.uk' };
  const vehicle = { description: 'MG4 EV SE Standard Range 51kWh', price: 25995 };
  const saved = await admin.saveQuoteRequest({
    customer,
    vehicle,
    finance: { product: 'PCP', term: 48, deposit: 2600 },
  });
  expect(saved).toEqual(staticBody('saveQuoteRequest'));
});

it('refuses a mockBody on a mutation, naming mockBody, rather than read personal data from a URL', async () => {
  const body = encodeURIComponent(JSON.stringify({ customer: { email: 'sarah.okafor@example.co.uk' } }));
  const response = await fetch(dataUrl('quote/savequoterequest', `?mockBody=${body}`));
  expect(response.status).toBe(400);
  const problem = await response.json();
  expect(problem.errors).toEqual([
    {
      field: 'mockBody',
      rule: 'read with a body',
      message: "mockBody is carried only by reads that take a body; saveQuoteRequest's body never goes into a URL",
    },
  ]);
  expect(JSON.stringify(problem)).not.toContain('sarah');
});

it('refuses a mockBody that is not JSON, or longer than the SDK carries, naming mockBody', async () => {
  const path = 'FinanceQuote/GetSantanderFinanceQuoteData';
  const notJson = await fetch(dataUrl(path, '?mockBody=%7Bproduct'));
  const tooLong = await fetch(
    dataUrl(path, `?mockBody=${encodeURIComponent(JSON.stringify({ x: 'a'.repeat(2000) }))}`),
  );
  const rules = await Promise.all([notJson, tooLong].map(async (r) => (await r.json()).errors[0].rule));
  expect([notJson.status, tooLong.status, rules]).toEqual([400, 400, ['JSON', 'maxLength 2000']]);
});

it('answers 404 for PCP while the lender offers none for the vehicle, and still quotes HP', async () => {
  state.productsNotOffered = ['PCP'];
  try {
    const error = await mock.getSantanderFinanceQuoteData(mg4).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, body: { title: 'No finance product for this vehicle' } });
    expect((error as ApiError).body).toMatchObject({ detail: 'Santander offers no PCP for this vehicle.' });
    expect((await mock.getSantanderFinanceQuoteData({ ...mg4, product: 'HP' })).monthlyPayment).toBe(597.76);
  } finally {
    state.productsNotOffered = [];
  }
});
