// The README's "With TanStack Query" examples, as a React host writes them, checked against the SDK's public entry.

import {
  type AdminSchema,
  createAdminClient,
  createFinanceClient,
  type FinanceSchema,
  mockMode,
} from '@hcuk-genesis/sdk';
import {
  adminMutations,
  adminQueries,
  financeQueries,
  usedVehicleSearchPages,
  vehiclesOf,
} from '@hcuk-genesis/sdk/query';
import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectTypeOf, it } from 'vitest';

const finance = createFinanceClient({ mock: mockMode({ baseUrl: 'http://127.0.0.1:4010' }) });
const admin = createAdminClient({ baseUrl: 'https://admin-api.example.co.uk' });

function Models({ id }: { id?: string }) {
  const { data: models } = useQuery(financeQueries(finance).getModels({ brand: 'MG' }));
  const { data: quote } = useQuery(adminQueries(admin).getQuoteRequest(id ? { quoteRequestId: id } : skipToken));
  expectTypeOf(models).toEqualTypeOf<FinanceSchema<'VehicleModels'> | undefined>();
  expectTypeOf(quote).toEqualTypeOf<AdminSchema<'QuoteRequest'> | undefined>();
  // @ts-expect-error -- getModels takes a brand, not a make
  useQuery(financeQueries(finance).getModels({ make: 'MG' }));
  return null;
}

function SaveQuote({ input }: { input: AdminSchema<'QuoteRequestInput'> }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    ...adminMutations(admin).saveQuoteRequest(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'getQuoteRequest'] }),
  });
  save.mutate(input);
  // @ts-expect-error -- the quote needs its customer, vehicle and finance
  save.mutate({ dealerId: 'd-1001' });
  expectTypeOf(save.data).toEqualTypeOf<AdminSchema<'QuoteRequestSaved'> | undefined>();
  return null;
}

it('fetches one thing with useQuery, typed by the 200 response', () => {
  expectTypeOf(Models).toBeFunction();
});

it('saves a quote with useMutation and invalidates the quote queries after it', () => {
  expectTypeOf(SaveQuote).toBeFunction();
});

function UsedKias() {
  const search = useInfiniteQuery(usedVehicleSearchPages(finance, { searchTerm: 'Kia', pageSize: 12 }));
  const vehicles = search.data ? vehiclesOf(search.data) : [];
  expectTypeOf(vehicles).toEqualTypeOf<FinanceSchema<'UsedVehicle'>[]>();
  // @ts-expect-error -- the page is the query's to set, not the caller's
  usedVehicleSearchPages(finance, { searchTerm: 'Kia', page: 2 });
  return null;
}

it('pages through the used-vehicle search with useInfiniteQuery, typed by the page', () => {
  expectTypeOf(UsedKias).returns.toBeNull();
});
