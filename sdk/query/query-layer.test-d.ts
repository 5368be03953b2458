import { MutationObserver, QueryClient, skipToken } from '@tanstack/query-core';
import { expectTypeOf, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { createFinanceClient } from '../client/create-finance-client.ts';
import type { components as AdminComponents } from '../generated/admin.ts';
import type { components as FinanceComponents } from '../generated/finance.ts';
import { dieselCalculation } from '../test-support/diesel-calculation.ts';
import { adminMutations } from './admin-mutations.ts';
import { adminQueries } from './admin-queries.ts';
import { financeMutations } from './finance-mutations.ts';
import { financeQueries } from './finance-queries.ts';

const finance = createFinanceClient();
const admin = createAdminClient();
const queryClient = new QueryClient();
const quote: AdminComponents['schemas']['QuoteRequestInput'] = {
  dealerId: 'd-1001',
  customer: { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@example.co.uk' },
  vehicle: { description: 'MG4 EV SE Standard Range 51kWh', price: 26995 },
  finance: { product: 'PCP', term: 48, deposit: 3000 },
};

it("gives a query the operation's 200 response as its data, also through the tagged key", () => {
  const configuration = financeQueries(finance).getConfiguration();
  expectTypeOf(queryClient.fetchQuery(configuration)).resolves.toEqualTypeOf<
    FinanceComponents['schemas']['Configuration']
  >();
  expectTypeOf(queryClient.getQueryData(configuration.queryKey)).toEqualTypeOf<
    FinanceComponents['schemas']['Configuration'] | undefined
  >();
  const quoteRequest = adminQueries(admin).getQuoteRequest({ quoteRequestId: 'q-1' });
  expectTypeOf(queryClient.fetchQuery(quoteRequest)).resolves.toEqualTypeOf<
    AdminComponents['schemas']['QuoteRequest']
  >();
});

it('takes readonly arrays in a query’s arguments and a mutation’s variables', () => {
  const vehicleIds = ['mg-mg4-se-sr', 'mg-zs-ev'] as const;
  const calculation = financeQueries(finance).calculateByQuery({ ...dieselCalculation, vehicleIds });
  expectTypeOf(queryClient.fetchQuery(calculation)).resolves.toHaveProperty('vehicleResults');
  expectTypeOf(calculation.queryKey[2]).toMatchTypeOf<
    { vehicleIds: readonly string[] } | Record<string, never> | null
  >();
  const events = [{ email: 'sarah.okafor@example.co.uk', timestamp: 1_764_000_000, event: 'delivered' }] as const;
  expectTypeOf(adminMutations(admin).sendGridEvent().mutationFn).toBeCallableWith({ body: events });
});

it('rejects a wrong argument to a query at compile time', () => {
  // @ts-expect-error -- brand is required
  financeQueries(finance).getRunningCostModels({ isOem: true });
  // @ts-expect-error -- isOem is a boolean
  financeQueries(finance).getRunningCostModels({ brand: 'MG', isOem: 'yes' });
  // @ts-expect-error -- the parameter is quoteRequestId
  adminQueries(admin).getQuoteRequest({ quoteId: 'q-1' });
  // @ts-expect-error -- arguments are required (or skipToken)
  adminQueries(admin).getQuoteRequest();
  expectTypeOf(adminQueries(admin).getQuoteRequest).toBeCallableWith(skipToken);
  expectTypeOf(financeQueries(finance).getConfiguration).toBeCallableWith();
});

it('offers queries and mutations each only where the document says so', () => {
  // @ts-expect-error -- saving a quote changes state: it is a mutation, not a query
  void adminQueries(admin).saveQuoteRequest;
  // @ts-expect-error -- reading a quote is a query, not a mutation
  void adminMutations(admin).getQuoteRequest;
  // @ts-expect-error -- getModels is a POST marked x-query: a query
  void financeMutations(finance).getModels;
});

it("types a mutation's variables and data from the operation", async () => {
  const save = new MutationObserver(queryClient, adminMutations(admin).saveQuoteRequest());
  expectTypeOf(save.mutate(quote)).resolves.toEqualTypeOf<AdminComponents['schemas']['QuoteRequestSaved']>();
  // @ts-expect-error -- the body needs the customer, vehicle and finance
  void save.mutate({ dealerId: 'd-1001' });
  const clear = new MutationObserver(queryClient, financeMutations(finance).clearCache());
  expectTypeOf(clear.mutate).toBeCallableWith();
  expectTypeOf(clear.mutate).toBeCallableWith({ brand: 'MG' });
  // @ts-expect-error -- brand is a string
  void clear.mutate({ brand: 7 });
});

it("takes a mutation's call options, but no signal, which would cancel every mutate made with them", () => {
  expectTypeOf(adminMutations(admin).saveQuoteRequest).toBeCallableWith({ timeoutMs: 20_000, headers: { a: 'b' } });
  // @ts-expect-error -- a mutation has no signal of its own
  void adminMutations(admin).saveQuoteRequest({ signal: new AbortController().signal });
});
