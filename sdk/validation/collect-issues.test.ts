import { expect, it } from 'vitest';
import * as financeRequestValidators from '../generated/finance-request-validators.ts';
import * as financeValidators from '../generated/finance-validators.ts';
import { mg4Result } from '../test-support/mg4-result.ts';
import { collectIssues } from './checks.ts';
import { toPointer } from './validation-issue.ts';

const result = mg4Result;

it('passes the answer as the mock server gives it', () => {
  expect(collectIssues(financeValidators.calculateByQuery, { vehicleResults: [result] })).toEqual([]);
});

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
});

it('stops reading a hostile answer at the cap: 100,000 broken results give 20 issues, and 20 of them are read', () => {
  const read = new Set<string>();
  const vehicleResults = new Proxy(withBrokenSavings(100_000).vehicleResults, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) read.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
  expect(collectIssues(financeValidators.calculateByQuery, { vehicleResults })).toHaveLength(20);
  expect(read.size).toBe(20);
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

it('reads a field set to undefined as left out, as the body sent leaves it out', () => {
  // A form's `value || undefined`: the type allows it for an optional field, and JSON.stringify drops it.
  const quote = { product: 'PCP', price: 25995, term: 48, deposit: 2600 };
  const check = financeRequestValidators.getSantanderFinanceQuoteData;
  expect(collectIssues(check, { ...quote, expectedMileage: undefined })).toEqual([]);
  const issues = collectIssues(check, { ...quote, price: undefined });
  expect(issues.map(({ path, rule }) => `${toPointer(path)} ${rule}`)).toEqual(['/price is required']);
});

it('reads a request’s own fields only, as the body sent has only those', () => {
  // A form's object whose price comes from its prototype: JSON.stringify leaves the price out of the body sent.
  const quote = Object.assign(Object.create({ price: 25995 }), { product: 'PCP', term: 48, deposit: 2600 });
  expect(JSON.parse(JSON.stringify(quote))).not.toHaveProperty('price');
  const issues = collectIssues(financeRequestValidators.getSantanderFinanceQuoteData, quote);
  expect(issues.map(({ path, rule }) => `${toPointer(path)} ${rule}`)).toEqual(['/price is required']);
});
