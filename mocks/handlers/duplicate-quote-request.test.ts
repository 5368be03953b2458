import { expect, it } from 'vitest';
import { duplicateOf, duplicateWindowMs } from './duplicate-quote-request.ts';
import type { SavedQuoteRequest } from './mock-state.ts';

const savedAt = Date.parse('2026-11-20T09:30:00Z');
const saved: SavedQuoteRequest = {
  quoteRequestId: 'q-7k2m9x4p',
  createdAt: new Date(savedAt).toISOString(),
  customer: { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@example.co.uk' },
  vehicle: { vehicleId: 'mg-mg4-se-sr', description: 'MG4 EV SE Standard Range 51kWh', price: 25995 },
  finance: { product: 'PCP', term: 48, deposit: 2600 },
};

it('finds the same request saved within the last 24 hours, and not one saved longer ago', () => {
  const { quoteRequestId: _, createdAt: __, ...input } = saved;
  expect(duplicateOf([saved], input, savedAt + duplicateWindowMs - 1)).toBe(saved);
  expect(duplicateOf([saved], input, savedAt + duplicateWindowMs)).toBeUndefined();
});

it('finds no duplicate for a request without a body, and none among saved ones without a customer', () => {
  const { quoteRequestId: _, createdAt: __, ...input } = saved;
  expect(duplicateOf([saved], undefined, savedAt)).toBeUndefined();
  const bodiless = { quoteRequestId: 'q-1', createdAt: saved.createdAt } as SavedQuoteRequest;
  expect(duplicateOf([bodiless], input, savedAt)).toBeUndefined();
});

it('compares the fields the document names: the email ignoring case, the terms exactly, a dealer or none', () => {
  const { quoteRequestId: _, createdAt: __, ...input } = saved;
  const at = savedAt + 60_000;
  expect(
    duplicateOf([saved], { ...input, customer: { ...input.customer, email: 'Sarah.Okafor@Example.co.uk' } }, at),
  ).toBe(saved);
  // The name is not part of the rule: the same person may type it differently.
  expect(duplicateOf([saved], { ...input, customer: { ...input.customer, firstName: 'Sara' } }, at)).toBe(saved);
  for (const changed of [
    { ...input, finance: { ...input.finance, deposit: 3000 } },
    { ...input, finance: { ...input.finance, term: 36 } },
    { ...input, finance: { ...input.finance, annualMileage: 8000 } },
    { ...input, vehicle: { ...input.vehicle, vehicleId: 'mg-mg4-se-lr' } },
    { ...input, dealerId: 'd-1001' },
  ])
    expect(duplicateOf([saved], changed, at)).toBeUndefined();
});
