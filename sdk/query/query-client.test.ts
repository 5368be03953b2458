import { QueryObserver } from '@tanstack/query-core';
import { expect, it } from 'vitest';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { recordingFetch } from '../test-support/recording-fetch.ts';
import { calculationQueryOptions } from './calculation-query.ts';
import { configurationQueryOptions, runningCostModelsQueryOptions } from './calculator-queries.ts';
import { createQueryClient } from './query-client.ts';
import { shouldRetry } from './retry.ts';

const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch: recordingFetch(), securityWorker: () => 't' });

it('never goes stale by age and does not refetch on focus or reconnect', () => {
  const queries = createQueryClient().getDefaultOptions().queries;
  expect(queries).toMatchObject({
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetry,
  });
});

it('refetches on mount only an entry invalidated while nothing showed it', async () => {
  let served = 0;
  const fetch = recordingFetch(() => Response.json({ models: [{ modelCode: `m${++served}`, modelName: 'MG4' }] }));
  const client = createFinanceClient({ baseUrl: 'https://f.test', fetch, securityWorker: () => 't' });
  const queryClient = createQueryClient();
  const options = runningCostModelsQueryOptions(client, { brand: 'MG' });
  const shown = async () => {
    const observer = new QueryObserver(queryClient, options);
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe(({ data, isFetching }) => {
      if (!isFetching) seen.push(data);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribe();
    return seen.at(-1);
  };
  await queryClient.fetchQuery(options);
  await shown();
  expect(fetch.requests).toHaveLength(1);
  await queryClient.invalidateQueries({ queryKey: ['finance'] });
  expect(fetch.requests).toHaveLength(1);
  expect(await shown()).toEqual({ models: [{ modelCode: 'm2', modelName: 'MG4' }] });
  expect(fetch.requests).toHaveLength(2);
});

it('does not ask again at every mount for an entry whose refetch failed', async () => {
  let calls = 0;
  const fetch = recordingFetch(() =>
    ++calls === 1 ? Response.json({ models: [] }) : Response.json({ title: 'Down', status: 404 }, { status: 404 }),
  );
  const client = createFinanceClient({ baseUrl: 'https://f.test', fetch, securityWorker: () => 't' });
  const queryClient = createQueryClient();
  const options = runningCostModelsQueryOptions(client, { brand: 'MG' });
  await queryClient.fetchQuery(options);
  await queryClient.refetchQueries({ queryKey: options.queryKey }).catch(() => undefined);
  expect(queryClient.getQueryState(options.queryKey)?.status).toBe('error');
  expect(fetch.requests).toHaveLength(2);
  for (let mount = 0; mount < 2; mount += 1) {
    const unsubscribe = new QueryObserver(queryClient, options).subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribe();
  }
  expect(fetch.requests).toHaveLength(2);
});

it('serves a second observer from the cache without fetching again', async () => {
  const fetch = recordingFetch(() => Response.json({ models: [] }));
  const client = createFinanceClient({ baseUrl: 'https://f.test', fetch, securityWorker: () => 't' });
  const queryClient = createQueryClient();
  const options = runningCostModelsQueryOptions(client, { brand: 'MG' });
  await queryClient.fetchQuery(options);
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 10));
  unsubscribe();
  expect(fetch.requests).toHaveLength(1);
});

it('enables running-cost models only when a brand is set', () => {
  expect(runningCostModelsQueryOptions(finance, {}).enabled).toBe(false);
  expect(runningCostModelsQueryOptions(finance, { brand: '' }).enabled).toBe(false);
  expect(runningCostModelsQueryOptions(finance, { brand: 'MG' })).toMatchObject({
    enabled: true,
    queryKey: ['finance', 'getRunningCostModels', { brand: 'MG', isOem: false }, 'https://f.test'],
  });
});

const complete = {
  vehicleIds: ['mg-mg4-se-sr'],
  vehicle: { fuel: 'petrol', mpg: 45, mileage: 600, mileagePer: 'month', fuelPrice: 1.36 },
  charging: {
    shares: { home: 0.8, free: 0.05, standard: 0.05, rapid: 0.1 },
    prices: { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 },
  },
} as const;

it('enables the calculation only when vehicles, data, weekly mileage and charging are all present', () => {
  expect(calculationQueryOptions(finance, complete).enabled).toBe(true);
  expect(calculationQueryOptions(finance, { ...complete, vehicleIds: [] }).enabled).toBe(false);
  expect(
    calculationQueryOptions(finance, { ...complete, vehicle: { ...complete.vehicle, mpg: undefined } }).enabled,
  ).toBe(false);
  expect(calculationQueryOptions(finance, { ...complete, vehicle: { ...complete.vehicle, mileage: 0 } }).enabled).toBe(
    false,
  );
  expect(calculationQueryOptions(finance, { ...complete, charging: undefined }).enabled).toBe(false);
});

it('fails a calculation the configuration cannot express at once, naming what is missing, without retrying', async () => {
  const options = calculationQueryOptions(finance, {
    ...complete,
    charging: { shares: { home: 1 }, prices: { home: 0.25 } },
  });
  const queryClient = createQueryClient();
  const failed = await queryClient.fetchQuery(options).catch((error: unknown) => error);
  expect(String(failed)).toMatch(/^Error: \[hcuk\] calculateByQuery: .*; no price for free, standard, rapid$/);
  expect(queryClient.getQueryState(options.queryKey)?.fetchFailureCount).toBe(1);
});

it('keys the calculation by its request, with weekly mileage derived from the period', () => {
  const [group, operationId, params] = calculationQueryOptions(finance, complete).queryKey;
  expect([group, operationId]).toEqual(['finance', 'calculateByQuery']);
  expect(params).toMatchObject({
    weeklyMileage: (600 * 12) / 52,
    chargingProfile: 'home:0.8,free:0.05,standard:0.05,rapid:0.1',
  });
  expect(calculationQueryOptions(finance, complete).queryKey).toEqual(
    calculationQueryOptions(finance, { ...complete }).queryKey,
  );
});

it('keys configuration as [finance, getConfiguration, {}, identity]', () => {
  expect(configurationQueryOptions(finance).queryKey).toEqual(['finance', 'getConfiguration', {}, 'https://f.test']);
});
