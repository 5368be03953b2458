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
