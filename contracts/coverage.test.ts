import { expect, it } from 'vitest';
import { readPact } from './compare/compare-pact.ts';
import { uncoveredOperations } from './coverage.ts';

it.each(['finance', 'admin'] as const)('every %s operation has an interaction in the pact', (group) => {
  expect(uncoveredOperations(group)).toEqual([]);
});

it('names an operation whose interactions are missing', () => {
  const pact = readPact('finance');
  pact.interactions = (pact.interactions as { request: { path: string; method: string } }[]).filter(
    ({ request }) => !(request.method === 'GET' && request.path === '/api/v1/CostSavingCalculator/Calculate'),
  );
  expect(uncoveredOperations('finance', pact)).toEqual(['calculateByQuery']);
});
