import { InfiniteQueryObserver, QueryClient } from '@tanstack/query-core';
import { expect, it } from 'vitest';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { json, recordingFetch } from '../test-support/recording-fetch.ts';
import { prefetchPages } from './prefetch-pages.ts';
import { createQueryClient } from './query-client.ts';
import { setQueryData } from './set-query-data.ts';
import { nextUsedVehiclePage, usedVehicleSearchPages, vehiclesOf } from './used-vehicle-search-pages.ts';

const vehicle = (id: string) => ({
  id,
  vrm: `AB12${id}`,
  make: 'Kia',
  model: 'Niro',
  year: 2021,
  mileage: 31000,
  price: 18995,
  fuelType: 'electric' as const,
  dealerId: 'd-1001',
});
const pages: Record<number, string[]> = { 1: ['v1', 'v2'], 2: ['v3'] };

it('fetches the search a page at a time, and stops when the pages hold every vehicle', async () => {
  const fetch = recordingFetch(async (request) => {
    const { page } = (await request.json()) as { page: number };
    return json({ totalCount: 3, page, pageSize: 2, vehicles: (pages[page] ?? []).map(vehicle) });
  });
  const finance = createFinanceClient({ baseUrl: 'https://finance.test', fetch, securityWorker: () => 'token' });
  const observer = new InfiniteQueryObserver(
    new QueryClient(),
    usedVehicleSearchPages(finance, { searchTerm: 'Kia', pageSize: 2 }),
  );
  const unsubscribe = observer.subscribe(() => {});
  await expect.poll(() => observer.getCurrentResult().status).toBe('success');
  expect(observer.getCurrentResult().hasNextPage).toBe(true);
  await observer.fetchNextPage();
  const result = observer.getCurrentResult();
  unsubscribe();
  expect(result.hasNextPage).toBe(false);
  expect(result.data && vehiclesOf(result.data).map((found) => found.id)).toEqual(['v1', 'v2', 'v3']);
  const bodies = await Promise.all(fetch.requests.map((request) => request.json()));
  expect(bodies).toEqual([
    { searchTerm: 'Kia', pageSize: 2, page: 1 },
    { searchTerm: 'Kia', pageSize: 2, page: 2 },
  ]);
});

it('asks for no next page after an empty page, however many the total says', () => {
  expect(nextUsedVehiclePage({ totalCount: 50, page: 3, pageSize: 12, vehicles: [] })).toBeUndefined();
  expect(nextUsedVehiclePage({ totalCount: 50, page: 4, pageSize: 12, vehicles: [vehicle('x')] })).toBe(5);
  expect(nextUsedVehiclePage({ totalCount: 48, page: 4, pageSize: 12, vehicles: [vehicle('x')] })).toBeUndefined();
});

it('prefetches the first page under the pages’ key, where the infinite query then finds it without fetching', async () => {
  const fetch = recordingFetch(async (request) => {
    const { page } = (await request.json()) as { page: number };
    return json({ totalCount: 3, page, pageSize: 2, vehicles: (pages[page] ?? []).map(vehicle) });
  });
  const finance = createFinanceClient({ baseUrl: 'https://finance.test', fetch, securityWorker: () => 'token' });
  const queryClient = createQueryClient();
  const options = usedVehicleSearchPages(finance, { searchTerm: 'Kia', pageSize: 2 });
  await prefetchPages(queryClient, options);
  expect(fetch.requests).toHaveLength(1);
  const cached = queryClient.getQueryData(options.queryKey);
  expect(cached && vehiclesOf(cached).map((found) => found.id)).toEqual(['v1', 'v2']);
  expect(cached?.pageParams).toEqual([1]);

  const observer = new InfiniteQueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => {});
  expect(observer.getCurrentResult()).toMatchObject({ status: 'success', isFetching: false, hasNextPage: true });
  unsubscribe();
  expect(fetch.requests).toHaveLength(1);
  // The SDK's setQueryData takes the pages' key: here, keeping the first page only.
  setQueryData(queryClient, options.queryKey, (held) => ({
    pages: held.pages.slice(0, 1),
    pageParams: held.pageParams.slice(0, 1),
  }));
  expect(queryClient.getQueryData(options.queryKey)?.pages).toHaveLength(1);
});
