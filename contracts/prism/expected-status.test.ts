import { expect, it } from 'vitest';
import { expectedInteraction, expectedStatus, type ReplayedRequest } from './expected-status.ts';

const mg4Pcp: ReplayedRequest = {
  method: 'POST',
  path: '/api/v1/FinanceQuote/GetSantanderFinanceQuoteData',
  query: {},
  body: { product: 'PCP', price: 25995, term: 48, deposit: 2600, expectedMileage: 8000, vehicleId: 'mg-mg4-se-sr' },
};
const configuration: ReplayedRequest = {
  method: 'GET',
  path: '/api/v1/CostSavingCalculator/Configuration',
  query: {},
  body: undefined,
};

it('tells the same request apart by the provider state set up, as the pact does', () => {
  expect(expectedStatus('finance', new Set(['finance products are configured']), mg4Pcp)).toBe(200);
  expect(expectedStatus('finance', new Set(['the lender offers no PCP for this vehicle']), mg4Pcp)).toBe(404);
  expect(expectedStatus('finance', new Set(['the calculator configuration is available']), configuration)).toBe(200);
  expect(expectedStatus('finance', new Set(['the calculator configuration is unavailable']), configuration)).toBe(503);
});

it('names the interaction, so that the proxy can ask for its named example', () => {
  const states = new Set(['finance products are configured']);
  const hp = { product: 'HP', price: 25995, term: 48, deposit: 2600, vehicleId: 'mg-mg4-se-sr' };
  expect(expectedInteraction('finance', states, { ...mg4Pcp, body: hp })).toEqual({
    description: 'a Santander HP quote for the MG4: £25,995, £2,600 down, 48 months',
    status: 200,
  });
});

it('tells requests in the same state apart by their body', () => {
  const states = new Set(['finance products are configured']);
  expect(expectedStatus('finance', states, { ...mg4Pcp, body: { ...(mg4Pcp.body as object), deposit: 500 } })).toBe(
    400,
  );
});

it('finds nothing for a request or a state the pact does not have', () => {
  expect(expectedStatus('finance', new Set(), mg4Pcp)).toBeUndefined();
  const states = new Set(['finance products are configured']);
  expect(
    expectedStatus('finance', states, { ...mg4Pcp, body: { ...(mg4Pcp.body as object), term: 36 } }),
  ).toBeUndefined();
});
