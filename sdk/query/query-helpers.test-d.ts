import {
  type InfiniteData,
  type OmitKeyof,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type SkipToken,
  skipToken,
} from '@tanstack/query-core';
import { expectTypeOf, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { createFinanceClientFor } from '../client/create-finance-client-for.ts';
import type { components as AdminComponents } from '../generated/admin.ts';
import type { components as FinanceComponents } from '../generated/finance.ts';
import { financeOperations } from '../generated/finance-operations.ts';
import { adminQueries } from './admin-queries.ts';
import { financeQueries } from './finance-queries.ts';
import { invalidate } from './invalidate.ts';
import { prefetch } from './prefetch.ts';
import { prefetchPages } from './prefetch-pages.ts';
import { adminQueryKey, financeQueryKey } from './query-keys.ts';
import { setQueryData } from './set-query-data.ts';
import { usedVehicleSearchPages } from './used-vehicle-search-pages.ts';

type Configuration = FinanceComponents['schemas']['Configuration'];
type VehicleModels = FinanceComponents['schemas']['VehicleModels'];
type QuoteRequest = AdminComponents['schemas']['QuoteRequest'];
/** What react-query's `useSuspenseQuery` accepts (its `UseSuspenseQueryOptions`), from query-core's types. */
type SuspenseHookOptions<Data, Key extends QueryKey> = OmitKeyof<
  QueryObserverOptions<Data, Error, Data, Data, Key>,
  'queryFn' | 'enabled' | 'throwOnError' | 'placeholderData'
> & { queryFn?: Exclude<QueryObserverOptions<Data, Error, Data, Data, Key>['queryFn'], SkipToken> };

const finance = createFinanceClient();
const admin = createAdminClient();
const queryClient = new QueryClient();

it("gives suspense options the operation's 200 body as data, never undefined, and nothing to disable", () => {
  const configuration = financeQueries(finance).getConfiguration.suspense();
  expectTypeOf(queryClient.fetchQuery(configuration)).resolves.toEqualTypeOf<Configuration>();
  expectTypeOf(configuration.queryFn).returns.resolves.toEqualTypeOf<Configuration>();
  expectTypeOf<Extract<typeof configuration.queryFn, SkipToken>>().toBeNever();
  expectTypeOf(configuration).not.toHaveProperty('enabled');
  expectTypeOf(configuration.queryKey).toEqualTypeOf(financeQueries(finance).getConfiguration().queryKey);
  expectTypeOf(configuration).toExtend<SuspenseHookOptions<Configuration, typeof configuration.queryKey>>();
  // The normal options may hold skipToken: useSuspenseQuery refuses them.
  const normal = financeQueries(finance).getConfiguration();
  expectTypeOf(normal).not.toExtend<SuspenseHookOptions<Configuration, typeof normal.queryKey>>();
  const quote = adminQueries(admin).getQuoteRequest.suspense({ quoteRequestId: 'q-1' });
  expectTypeOf(queryClient.fetchQuery(quote)).resolves.toEqualTypeOf<QuoteRequest>();
});

it('takes the arguments only for suspense options: never skipToken, and required ones required', () => {
  // @ts-expect-error -- a suspense query cannot be skipped
  financeQueries(finance).getModels.suspense(skipToken);
  // @ts-expect-error -- the quote's id is required
  adminQueries(admin).getQuoteRequest.suspense();
  // @ts-expect-error -- getModels takes a brand, not a make
  financeQueries(finance).getModels.suspense({ make: 'MG' });
  expectTypeOf(financeQueries(finance).getConfiguration.suspense).toBeCallableWith();
});

it('types a key as a readonly tuple starting with its literal group, tagged with its data', () => {
  const key = financeQueryKey(finance, 'getModels', { brand: 'MG' });
  expectTypeOf(key[0]).toEqualTypeOf<'finance'>();
  expectTypeOf(key[1]).toEqualTypeOf<'getModels'>();
  expectTypeOf(key[3]).toEqualTypeOf<string>();
  expectTypeOf(key).toExtend<readonly ['finance', 'getModels', unknown, string]>();
  // @ts-expect-error -- the key is readonly
  key[0] = 'admin';
  expectTypeOf(key).toEqualTypeOf(financeQueries(finance).getModels({ brand: 'MG' }).queryKey);
  expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<VehicleModels | undefined>();
  const quoteKey = adminQueryKey(admin, 'getQuoteRequest', { quoteRequestId: 'q-1' });
  expectTypeOf(quoteKey[0]).toEqualTypeOf<'admin'>();
  expectTypeOf(queryClient.getQueryData(quoteKey)).toEqualTypeOf<QuoteRequest | undefined>();
});

it("refuses a key for an operation that is not one of the client's queries, or with wrong arguments", () => {
  // @ts-expect-error -- no such operation
  financeQueryKey(finance, 'getModelz', { brand: 'MG' });
  // @ts-expect-error -- getQuoteRequest is an admin operation
  financeQueryKey(finance, 'getQuoteRequest', { quoteRequestId: 'q-1' });
  // @ts-expect-error -- clearCache is a mutation: it has no query key
  financeQueryKey(finance, 'clearCache', { brand: 'MG' });
  // @ts-expect-error -- getModels needs its brand
  financeQueryKey(finance, 'getModels');
  // @ts-expect-error -- saveQuoteRequest is a mutation
  adminQueryKey(admin, 'saveQuoteRequest', {});
  const configurationOnly = createFinanceClientFor([financeOperations.getConfiguration]);
  expectTypeOf(financeQueryKey(configurationOnly, 'getConfiguration')[1]).toEqualTypeOf<'getConfiguration'>();
  // @ts-expect-error -- this client was created without getModels
  financeQueryKey(configurationOnly, 'getModels', { brand: 'MG' });
});

it("types setQueryData's value and updater by the key's data, and refuses a wrong shape", () => {
  const key = financeQueryKey(finance, 'getModels', { brand: 'MG' });
  expectTypeOf(
    setQueryData(queryClient, key, (cached) => {
      expectTypeOf(cached).toEqualTypeOf<VehicleModels>();
      return { ...cached, models: [] };
    }),
  ).toEqualTypeOf<VehicleModels | undefined>();
  setQueryData(queryClient, financeQueries(finance).getModels({ brand: 'MG' }).queryKey, { brand: 'MG', models: [] });
  // @ts-expect-error -- the updater must return the models, not a list of them
  setQueryData(queryClient, key, (cached) => cached.models);
  // @ts-expect-error -- a model needs its modelCode
  setQueryData(queryClient, key, { brand: 'MG', models: [{ modelName: 'MG4 EV' }] });
  // @ts-expect-error -- an updater returns the body, never undefined
  setQueryData(queryClient, key, () => undefined);
  // @ts-expect-error -- a key without the SDK's data tag says nothing of the data's shape
  setQueryData(queryClient, ['finance', 'getModels'], { brand: 'MG', models: [] });
});

it('types the scope of invalidate by the client: a group, one of its queries, or one call with its arguments', () => {
  expectTypeOf(invalidate(queryClient, 'finance')).toEqualTypeOf<Promise<void>>();
  invalidate(queryClient, { client: finance, operationId: 'getModels' });
  invalidate(queryClient, { client: finance, operationId: 'getModels', args: { brand: 'MG' } });
  invalidate(queryClient, { client: admin, operationId: 'getQuoteRequest', args: { quoteRequestId: 'q-1' } });
  // @ts-expect-error -- no such group
  invalidate(queryClient, 'calculator');
  // @ts-expect-error -- no such operation
  invalidate(queryClient, { client: finance, operationId: 'getModelz' });
  // @ts-expect-error -- getQuoteRequest is an admin operation, not the finance client's
  invalidate(queryClient, { client: finance, operationId: 'getQuoteRequest' });
  // @ts-expect-error -- clearCache is a mutation: nothing is cached under it
  invalidate(queryClient, { client: finance, operationId: 'clearCache' });
  // @ts-expect-error -- getModels takes a brand, not a make
  invalidate(queryClient, { client: finance, operationId: 'getModels', args: { make: 'MG' } });
});

it("prefetches the SDK's options, normal or suspense, resolving to nothing", () => {
  expectTypeOf(prefetch(queryClient, financeQueries(finance).getModels({ brand: 'MG' }))).toEqualTypeOf<
    Promise<void>
  >();
  prefetch(queryClient, financeQueries(finance).getConfiguration.suspense());
  // @ts-expect-error -- options need their queryFn
  prefetch(queryClient, { queryKey: ['finance', 'getModels'] });
});

it("types a search's pages by their key, for getQueryData, setQueryData and prefetchPages", () => {
  const options = usedVehicleSearchPages(finance, { searchTerm: 'Kia', pageSize: 12 });
  type Pages = InfiniteData<FinanceComponents['schemas']['UsedVehicleSearchResult'], number>;
  expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<Pages | undefined>();
  expectTypeOf(prefetchPages(queryClient, options)).toEqualTypeOf<Promise<void>>();
  setQueryData(queryClient, options.queryKey, (cached) => {
    expectTypeOf(cached).toEqualTypeOf<Pages>();
    return cached;
  });
  // @ts-expect-error -- the entry holds pages, not one page
  setQueryData(queryClient, options.queryKey, (cached: Pages) => cached.pages[0]);
  // @ts-expect-error -- a key tagged with other data is not these pages' key
  void prefetchPages(queryClient, { ...options, queryKey: financeQueryKey(finance, 'getConfiguration') });
});

it('takes readonly arrays in a paged search’s criteria, as the query factories do', () => {
  const fuelTypes = ['electric'] as const;
  expectTypeOf(usedVehicleSearchPages).toBeCallableWith(finance, { searchTerm: 'Kia', pageSize: 12, fuelTypes });
});
