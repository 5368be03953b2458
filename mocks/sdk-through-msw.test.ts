/** The SDK's query options against MSW, as a frontend's tests use them: retries, no refetch on focus, one fetch. */

import { createFinanceClient } from '@hcuk-genesis/sdk';
import {
  calculationQueryOptions,
  configurationQueryOptions,
  createQueryClient,
  runningCostModelsQueryOptions,
} from '@hcuk-genesis/sdk/query';
import { focusManager, onlineManager, QueryObserver } from '@tanstack/query-core';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';

const baseUrl = 'https://finance.test';
// Created before MSW starts: the SDK looks fetch up per call, so MSW still intercepts it (openapi-fetch alone
// captures globalThis.fetch when a client is created, and a client made before MSW started would miss it).
const finance = createFinanceClient({ baseUrl, securityWorker: () => 'token' });
const server = setupServer();
let requests = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests = 0;
});
afterAll(() => server.close());

const answer = (status: number, body: object) =>
  http.all(`${baseUrl}/*`, () => {
    requests += 1;
    return HttpResponse.json(body, { status });
  });
const queryClient = () => createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });

it('reaches MSW through a client created before MSW started', async () => {
  server.use(answer(200, { models: [] }));
  expect(await finance.getRunningCostModels({ brand: 'MG' })).toEqual({ models: [] });
  expect(requests).toBe(1);
});

it('tries a 503 three times (two retries) before the query fails', async () => {
  server.use(answer(503, { title: 'Service unavailable', status: 503 }));
  await expect(queryClient().fetchQuery(configurationQueryOptions(finance))).rejects.toMatchObject({ status: 503 });
  expect(requests).toBe(3);
});

it('tries a 404 once', async () => {
  server.use(answer(404, { title: 'Not found', status: 404 }));
  await expect(queryClient().fetchQuery(configurationQueryOptions(finance))).rejects.toMatchObject({ status: 404 });
  expect(requests).toBe(1);
});

it('does not refetch when the window regains focus or the network comes back', async () => {
  server.use(answer(200, { models: [] }));
  const observer = new QueryObserver(queryClient(), runningCostModelsQueryOptions(finance, { brand: 'MG' }));
  const unsubscribe = observer.subscribe(() => {});
  await expect.poll(() => observer.getCurrentResult().status).toBe('success');
  focusManager.setFocused(false);
  focusManager.setFocused(true);
  onlineManager.setOnline(false);
  onlineManager.setOnline(true);
  await new Promise((resolve) => setTimeout(resolve, 20));
  unsubscribe();
  focusManager.setFocused(undefined);
  expect(requests).toBe(1);
});

it('fails a calculation whose charge types the document cannot express, without a request', async () => {
  const options = calculationQueryOptions(finance, {
    vehicleIds: ['mg-mg4-se-sr'],
    vehicle: { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 },
    charging: { shares: { home: 1 }, prices: { home: 0.085, ultra: 0.89 } },
  });
  expect(options.enabled).toBe(true);
  await expect(queryClient().fetchQuery(options)).rejects.toThrow('no ChargeCost parameter for ultra');
  expect(requests).toBe(0);
});
