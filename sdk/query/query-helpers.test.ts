import { QueryClient, type QueryKey, skipToken } from '@tanstack/query-core';
import { expect, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { createFinanceClient } from '../client/create-finance-client.ts';
import type { components } from '../generated/finance.ts';
import { mockMode } from '../middleware/mock-mode.ts';
import { json, recordingFetch } from '../test-support/recording-fetch.ts';
import { adminQueries } from './admin-queries.ts';
import { financeQueries } from './finance-queries.ts';
import { type InvalidateScope, invalidate } from './invalidate.ts';
import { prefetch } from './prefetch.ts';
import { createQueryClient } from './query-client.ts';
import { adminQueryKey, financeQueryKey } from './query-keys.ts';
import { setQueryData } from './set-query-data.ts';
import { usedVehicleSearchPages } from './used-vehicle-search-pages.ts';

type VehicleModels = components['schemas']['VehicleModels'];
const token = () => 'token-1';
const models = (brand: string, ...names: string[]): VehicleModels => ({
  brand,
  models: names.map((modelName) => ({ modelCode: modelName.toLowerCase(), modelName })),
});
const modelsFetch = () =>
  recordingFetch((request) => json(models(new URL(request.url).searchParams.get('brand') ?? '', 'MG4 EV')));

it('gives the key the options use, from financeQueryKey and adminQueryKey', () => {
  const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch: recordingFetch() });
  const admin = createAdminClient({ baseUrl: 'https://a.test', fetch: recordingFetch() });
  expect(financeQueryKey(finance, 'getModels', { brand: 'MG' })).toEqual(
    financeQueries(finance).getModels({ brand: 'MG' }).queryKey,
  );
  expect(financeQueryKey(finance, 'getConfiguration')).toEqual(['finance', 'getConfiguration', {}, 'https://f.test']);
  expect(adminQueryKey(admin, 'getQuoteRequest', { quoteRequestId: 'q-1' })).toEqual([
    'admin',
    'getQuoteRequest',
    { quoteRequestId: 'q-1' },
    'https://a.test',
  ]);
});

it('prefetches into the entry the options read, so fetching them again sends no second request', async () => {
  const fetch = modelsFetch();
  const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch, securityWorker: token });
  const queryClient = createQueryClient();
  const options = financeQueries(finance).getModels({ brand: 'MG' });
  await expect(prefetch(queryClient, options)).resolves.toBeUndefined();
  expect(queryClient.getQueryData(options.queryKey)).toEqual(models('MG', 'MG4 EV'));
  expect(await queryClient.fetchQuery(options)).toEqual(models('MG', 'MG4 EV'));
  expect(await queryClient.fetchQuery(financeQueries(finance).getModels.suspense({ brand: 'MG' }))).toEqual(
    models('MG', 'MG4 EV'),
  );
  expect(fetch.requests).toHaveLength(1);
});

it('resolves a failed prefetch, leaving the error in the cache, and leaves a disabled query alone', async () => {
  const fetch = recordingFetch(() => json({ title: 'Not Found' }, 404));
  const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch, securityWorker: token });
  const queryClient = new QueryClient();
  const failing = financeQueries(finance).getModels({ brand: 'MG' });
  await expect(prefetch(queryClient, failing)).resolves.toBeUndefined();
  expect(queryClient.getQueryState(failing.queryKey)?.status).toBe('error');
  const skipped = financeQueries(finance).getModels(skipToken);
  await expect(prefetch(queryClient, skipped)).resolves.toBeUndefined();
  await expect(prefetch(queryClient, { ...failing, enabled: false })).resolves.toBeUndefined();
  expect(queryClient.getQueryState(skipped.queryKey)).toBeUndefined();
  expect(fetch.requests).toHaveLength(1);
});

it('gives suspense options the same key as the normal ones, no enabled, and a queryFn that fetches', async () => {
  const fetch = modelsFetch();
  const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch, securityWorker: token });
  const queries = financeQueries(finance);
  const suspense = queries.getModels.suspense({ brand: 'MG' });
  expect(Object.keys(suspense).sort()).toEqual(['queryFn', 'queryKey']);
  expect(suspense.queryKey).toEqual(queries.getModels({ brand: 'MG' }).queryKey);
  expect(queries.getConfiguration.suspense().queryKey).toEqual(queries.getConfiguration().queryKey);
  const queryClient = new QueryClient();
  expect(await queryClient.fetchQuery(suspense)).toEqual(models('MG', 'MG4 EV'));
  expect(queryClient.getQueryData(queries.getModels({ brand: 'MG' }).queryKey)).toEqual(models('MG', 'MG4 EV'));
  expect(Object.values(queries).every((factory) => typeof factory.suspense === 'function')).toBe(true);
});

it('refuses skipToken from a caller past the types, instead of suspending on a query that never runs', () => {
  const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch: recordingFetch() });
  const suspense = financeQueries(finance).getModels.suspense as (args: unknown) => unknown;
  expect(() => suspense(skipToken)).toThrow('[hcuk] a suspense query cannot be skipped');
});

it('sets data that reading the options then gets, and updates only what is cached', () => {
  const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch: recordingFetch() });
  const queryClient = new QueryClient();
  const mg = financeQueries(finance).getModels({ brand: 'MG' });
  const kia = financeQueryKey(finance, 'getModels', { brand: 'Kia' });
  let calls = 0;
  const addCyberster = (cached: VehicleModels) => {
    calls += 1;
    return { ...cached, models: [...cached.models, { modelCode: 'cyberster', modelName: 'Cyberster' }] };
  };
  expect(setQueryData(queryClient, kia, addCyberster)).toBeUndefined();
  expect(queryClient.getQueryState(kia)).toBeUndefined();
  expect(calls).toBe(0);
  expect(setQueryData(queryClient, mg.queryKey, models('MG', 'MG4 EV'))).toEqual(models('MG', 'MG4 EV'));
  expect(setQueryData(queryClient, financeQueryKey(finance, 'getModels', { brand: 'MG' }), addCyberster)).toEqual(
    models('MG', 'MG4 EV', 'Cyberster'),
  );
  expect(queryClient.getQueryData(mg.queryKey)).toEqual(models('MG', 'MG4 EV', 'Cyberster'));
  expect(calls).toBe(1);
});

/** A QueryClient holding data for several calls of a real finance client, a mock one and an admin client. */
function seeded() {
  const real = createFinanceClient({ baseUrl: 'https://f.test', fetch: recordingFetch() });
  const mock = createFinanceClient({ mock: mockMode({ baseUrl: 'http://127.0.0.1:4010' }), fetch: recordingFetch() });
  const admin = createAdminClient({ baseUrl: 'https://a.test', fetch: recordingFetch() });
  const keys: Record<string, QueryKey> = {
    'real MG models': financeQueryKey(real, 'getModels', { brand: 'MG' }),
    'real Kia models': financeQueryKey(real, 'getModels', { brand: 'Kia' }),
    'real MG running costs': financeQueryKey(real, 'getRunningCostModels', { brand: 'MG', isOem: false }),
    'real configuration': financeQueryKey(real, 'getConfiguration'),
    'real search pages': usedVehicleSearchPages(real, { searchTerm: 'Kia', pageSize: 12 }).queryKey,
    'mock MG models': financeQueryKey(mock, 'getModels', { brand: 'MG' }),
    'admin quote': adminQueries(admin).getQuoteRequest({ quoteRequestId: 'q-1' }).queryKey,
  };
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const invalidated = () =>
    Object.keys(keys).filter((name) => queryClient.getQueryState(keys[name] as QueryKey)?.isInvalidated);
  return { real, mock, admin, queryClient, invalidated };
}

it('invalidates a whole group, of every client, and no other group', async () => {
  const { queryClient, invalidated } = seeded();
  await invalidate(queryClient, 'finance');
  expect(invalidated()).toEqual([
    'real MG models',
    'real Kia models',
    'real MG running costs',
    'real configuration',
    'real search pages',
    'mock MG models',
  ]);
  await invalidate(queryClient, 'admin');
  expect(invalidated()).toContain('admin quote');
});

it("invalidates one operation of the real client (pages too) and leaves the mock client's entries alone", async () => {
  const { real, queryClient, invalidated } = seeded();
  await invalidate(queryClient, { client: real, operationId: 'getModels' });
  expect(invalidated()).toEqual(['real MG models', 'real Kia models']);
  await invalidate(queryClient, { client: real, operationId: 'usedVehicleSearch' });
  expect(invalidated()).toEqual(['real MG models', 'real Kia models', 'real search pages']);
});

it("invalidates one operation of the mock client and leaves the real client's entries alone", async () => {
  const { mock, queryClient, invalidated } = seeded();
  await invalidate(queryClient, { client: mock, operationId: 'getModels' });
  expect(invalidated()).toEqual(['mock MG models']);
});

it('invalidates one exact call, whatever the order of its arguments', async () => {
  const { real, admin, queryClient, invalidated } = seeded();
  await invalidate(queryClient, { client: real, operationId: 'getModels', args: { brand: 'MG' } });
  expect(invalidated()).toEqual(['real MG models']);
  const scope: InvalidateScope<typeof real, 'getRunningCostModels'> = {
    client: real,
    operationId: 'getRunningCostModels',
    args: { isOem: false, brand: 'MG' },
  };
  await invalidate(queryClient, scope);
  await invalidate(queryClient, { client: real, operationId: 'getConfiguration', args: undefined });
  await invalidate(queryClient, { client: admin, operationId: 'getQuoteRequest', args: { quoteRequestId: 'q-2' } });
  expect(invalidated()).toEqual(['real MG models', 'real MG running costs', 'real configuration']);
});
