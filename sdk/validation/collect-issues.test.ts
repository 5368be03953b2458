import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import * as financeRequestValidators from '../generated/finance-request-validators.ts';
import * as financeValidators from '../generated/finance-validators.ts';
import { collectIssues } from './checks.ts';
import { toPointer } from './validation-issue.ts';

const calculation = JSON.parse(
  readFileSync(new URL('../../mocks/data/api/v1/CostSavingCalculator/Calculate.json', import.meta.url), 'utf8'),
) as { vehicleResults: Record<string, unknown>[] };
const [result] = calculation.vehicleResults;

/** A calculation answer with `count` results, each with a saving that is text. */
const withBrokenSavings = (count: number) => ({
  vehicleResults: Array.from({ length: count }, () => ({ ...result, annualSaving: '363' })),
});

it('names every broken value of an answer by its JSON Pointer, in the order they come', () => {
  const issues = collectIssues(financeValidators.calculateByQuery, withBrokenSavings(3));
  expect(issues.map(({ path, rule }) => `${toPointer(path)} ${rule}`)).toEqual([
    '/vehicleResults/0/annualSaving must be number',
    '/vehicleResults/1/annualSaving must be number',
    '/vehicleResults/2/annualSaving must be number',
  ]);
});

it('stops at 20 issues, or the limit asked for, however many there are', () => {
  const many = withBrokenSavings(25);
  const issues = collectIssues(financeValidators.calculateByQuery, many);
  expect(issues).toHaveLength(20);
  expect(toPointer(issues.at(-1)?.path ?? [])).toBe('/vehicleResults/19/annualSaving');
  expect(collectIssues(financeValidators.calculateByQuery, many, 2)).toHaveLength(2);
  // A hostile answer cannot make the list longer than the cap: 100,000 broken results give 20.
  expect(collectIssues(financeValidators.calculateByQuery, withBrokenSavings(100_000))).toHaveLength(20);
});

it('finds every broken field of a request at once, for a form', () => {
  const issues = collectIssues(financeRequestValidators.getSantanderFinanceQuoteData, {
    product: 'LEASE',
    price: -1,
    term: 48.5,
    deposit: 'none',
  });
  expect(issues.map(({ path }) => toPointer(path))).toEqual(['/product', '/price', '/term', '/deposit']);
});
