import { hashKey, MutationObserver, QueryObserver, skipToken } from '@tanstack/query-core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { adminOperations } from '../generated/admin-operations.ts';
import { financeOperations } from '../generated/finance-operations.ts';
import { mockMode } from '../middleware/mock-mode.ts';
import { json, recordingFetch } from '../test-support/recording-fetch.ts';
import { adminMutations } from './admin-mutations.ts';
import { adminQueries } from './admin-queries.ts';
import { financeMutations } from './finance-mutations.ts';
import { financeQueries } from './finance-queries.ts';
import { createQueryClient } from './query-client.ts';

const token = () => 'token-1';
const quote = {
  dealerId: 'd-1001',
  customer: { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@example.co.uk' },
  vehicle: { vehicleId: 'mg-mg4-se-sr', description: 'MG4 EV SE Standard Range 51kWh', price: 26995 },
  finance: { product: 'PCP' as const, term: 48, deposit: 3000 },
};

it('offers a query factory for every query and a mutation factory for every mutation of both groups', () => {
  const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch: recordingFetch() });
  const admin = createAdminClient({ baseUrl: 'https://a.test', fetch: recordingFetch() });
  const idsOf = (table: Record<string, { kind: string }>, kind: string) =>
    Object.keys(table).filter((id) => table[id]?.kind === kind);
  expect(Object.keys(financeQueries(finance))).toEqual(idsOf(financeOperations, 'query'));
  expect(Object.keys(financeMutations(finance))).toEqual(['clearCache', 'clearOemDealerCache', 'getToken']);
  expect(Object.keys(adminQueries(admin))).toEqual(idsOf(adminOperations, 'query'));
  expect(Object.keys(adminMutations(admin))).toEqual(idsOf(adminOperations, 'mutation'));
});

it('fetches models through financeQueries, keyed [group, operationId, params, identity]', async () => {
  const fetch = recordingFetch(() => json([{ brand: 'MG', modelName: 'MG4 EV' }]));
  const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch, securityWorker: token });
  const options = financeQueries(finance).getModels({ brand: 'MG' });
  expect(options.queryKey).toEqual(['finance', 'getModels', { brand: 'MG' }, 'https://f.test']);
  expect(await createQueryClient().fetchQuery(options)).toEqual([{ brand: 'MG', modelName: 'MG4 EV' }]);
  expect(fetch.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
    'POST https://f.test/api/v1/VehicleData/GetModels?brand=MG',
  ]);
});

it('keeps a mock client and a real client apart in one QueryClient', async () => {
  const answer = (source: string) => recordingFetch(() => json({ models: [{ modelName: source, trims: [] }] }));
  const real = createFinanceClient({ baseUrl: 'https://f.test', fetch: answer('real'), securityWorker: token });
  const mock = createFinanceClient({
    mock: mockMode({ baseUrl: 'http://127.0.0.1:4010' }),
    fetch: answer('mock'),
    securityWorker: token,
  });
  const queryClient = createQueryClient();
  const args = { brand: 'MG', isOem: false };
  const fromReal = await queryClient.fetchQuery(financeQueries(real).getRunningCostModels(args));
  const fromMock = await queryClient.fetchQuery(financeQueries(mock).getRunningCostModels(args));
  expect([fromReal.models[0]?.modelName, fromMock.models[0]?.modelName]).toEqual(['real', 'mock']);
  expect(financeQueries(mock).getRunningCostModels(args).queryKey[3]).toBe('mock:http://127.0.0.1:4010');
});

it('gives equal arguments one key, whatever their order, and other arguments or clients another', () => {
  const finance = createFinanceClient({ baseUrl: 'https://f.test', fetch: recordingFetch() });
  const staging = createFinanceClient({ environment: 'staging', fetch: recordingFetch() });
  fc.assert(
    fc.property(fc.string(), fc.boolean(), (brand, isOem) => {
      const key = (client: typeof finance, args: { brand: string; isOem?: boolean }) =>
        hashKey(financeQueries(client).getRunningCostModels(args).queryKey);
      expect(key(finance, { brand, isOem })).toBe(key(finance, { isOem, brand }));
      expect(key(finance, { brand, isOem })).not.toBe(key(finance, { brand, isOem: !isOem }));
      expect(key(finance, { brand, isOem })).not.toBe(key(staging, { brand, isOem }));
    }),
  );
});

it('disables a query given skipToken instead of arguments', () => {
  const admin = createAdminClient({ baseUrl: 'https://a.test', fetch: recordingFetch() });
  expect(adminQueries(admin).getQuoteRequest(skipToken)).toEqual({
    queryKey: ['admin', 'getQuoteRequest', null, 'https://a.test'],
    queryFn: skipToken,
    enabled: false,
  });
});

it('saves a quote with a mutation, then refetches the quote after invalidating by prefix', async () => {
  let saved = 0;
  const fetch = recordingFetch((request) => {
    if (request.method === 'POST') saved += 1;
    return json({ quoteRequestId: 'q-1', createdAt: '2026-11-01T09:00:00Z', saved, ...quote });
  });
  const admin = createAdminClient({ baseUrl: 'https://a.test', fetch });
  const queryClient = createQueryClient();
  const observer = new QueryObserver(queryClient, adminQueries(admin).getQuoteRequest({ quoteRequestId: 'q-1' }));
  const unsubscribe = observer.subscribe(() => {});
  await expect.poll(() => observer.getCurrentResult().data).toMatchObject({ saved: 0 });

  const mutation = new MutationObserver(queryClient, {
    ...adminMutations(admin).saveQuoteRequest(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'getQuoteRequest'] }),
  });
  expect(await mutation.mutate(quote)).toMatchObject({ quoteRequestId: 'q-1' });
  await expect.poll(() => observer.getCurrentResult().data).toMatchObject({ saved: 1 });
  unsubscribe();
  expect(fetch.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
    'GET /api/v1/quote/getquoterequest',
    'POST /api/v1/quote/savequoterequest',
    'GET /api/v1/quote/getquoterequest',
  ]);
  expect(await fetch.requests[1]?.json()).toEqual(quote);
  expect(adminMutations(admin).saveQuoteRequest().mutationKey).toEqual(['admin', 'saveQuoteRequest', 'https://a.test']);
});

it('sends a mutation factory’s call options with every mutate: its headers, and its time limit as a NetworkError', async () => {
  const answer = () => json({ quoteRequestId: 'q-1', createdAt: '2026-11-01T09:00:00Z', ...quote });
  let hang = false;
  const fetch = recordingFetch((request) =>
    hang
      ? new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        )
      : answer(),
  );
  const admin = createAdminClient({ baseUrl: 'https://a.test', fetch });
  const queryClient = createQueryClient();
  const options = adminMutations(admin).saveQuoteRequest({ timeoutMs: 50, headers: { 'x-mock-scenario': 'slow' } });
  expect(await new MutationObserver(queryClient, options).mutate(quote)).toMatchObject({ quoteRequestId: 'q-1' });
  expect(fetch.requests[0]?.headers.get('x-mock-scenario')).toBe('slow');

  // A signal is not a mutation's call option: one given anyway (from JavaScript) is left out, not used for every call.
  const aborted = { signal: AbortSignal.abort(), headers: { 'x-mock-scenario': 'slow' } } as never;
  expect(
    await new MutationObserver(queryClient, adminMutations(admin).saveQuoteRequest(aborted)).mutate(quote),
  ).toMatchObject({ quoteRequestId: 'q-1' });

  hang = true;
  const late = await new MutationObserver(queryClient, options).mutate(quote).catch((error: unknown) => error);
  expect(late).toMatchObject({ name: 'NetworkError', operationId: 'saveQuoteRequest' });
  expect(String((late as Error).message)).toContain('no response within 50 ms');
});
