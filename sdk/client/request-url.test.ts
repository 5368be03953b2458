/**
 * The methods build their URLs without openapi-fetch (request-url.ts); these tests hold them to the URL openapi-fetch's
 * own serialisers build for the same call, for every operation of both documents, with values a visitor or a caller
 * could pass: texts with reserved characters and other scripts, numbers, booleans, lists, and values left out.
 */
import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import { expect, it } from 'vitest';
import { adminOperations } from '../generated/admin-operations.ts';
import { financeOperations } from '../generated/finance-operations.ts';
import { dieselCalculation } from '../test-support/diesel-calculation.ts';
import { requestUrl } from './request-url.ts';

const baseUrl = 'https://api.test';
const openapiFetchSerializer = createQuerySerializer();

/** The URL openapi-fetch builds for `args` (only the operation's query parameters, as its typed client sends). */
function openapiFetchUrl(path: string, args: Record<string, unknown>, names: readonly string[]): string {
  const query = Object.fromEntries(names.filter((name) => name in args).map((name) => [name, args[name]]));
  return createFinalURL(path, {
    baseUrl,
    params: { query },
    querySerializer: openapiFetchSerializer,
    pathSerializer: defaultPathSerializer,
  });
}

const awkward = ['AB12 CDE', 'a&b=c?d#e/f+g%h', 'Škoda Énergie – 100% ✓', "O'Brien; DROP", ''];
/** One set of values per kind of call, for every parameter name an operation has. */
const valueSets: Record<string, (name: string, index: number) => unknown> = {
  'awkward texts': (_, index) => awkward[index % awkward.length],
  numbers: (_, index) => [0, -1.5, 0.1 + 0.2, 1e21, 12][index % 5],
  booleans: (_, index) => index % 2 === 0,
  lists: (_, index) => [`x ${index}`, 'y/z', '£'],
  'empty lists': () => [],
  'left out': (_, index) => (index % 2 === 0 ? undefined : null),
};

it.each(Object.entries(valueSets))(
  'builds openapi-fetch’s URL for every operation of both documents, with %s',
  (_, valueFor) => {
    const operations = [...Object.values(financeOperations), ...Object.values(adminOperations)];
    const urls = operations.map(({ path, query }) => {
      const args = Object.fromEntries(query.map((name, index) => [name, valueFor(name, index)]));
      // Names the operation does not have are never sent.
      const withStrays = { ...args, stray: 'not sent', body: 'not a parameter' };
      return [requestUrl(baseUrl, path, withStrays, query), openapiFetchUrl(path, args, query)];
    });
    expect(urls).toHaveLength(34);
    expect(urls.map(([ours]) => ours)).toEqual(urls.map(([, theirs]) => theirs));
  },
);

it('sends a calculation as openapi-fetch does, its vehicles one by one, in the document’s order', () => {
  const { query, path } = financeOperations.calculateByQuery;
  const url = requestUrl(baseUrl, path, { ...dieselCalculation, vehicleIds: ['mg-4', 'mg hs'] }, query);
  expect(url).toBe(openapiFetchUrl(path, { ...dieselCalculation, vehicleIds: ['mg-4', 'mg hs'] }, query));
  expect(url).toContain('&vehicleIds=mg-4&vehicleIds=mg%20hs&');
  expect(new URL(url).searchParams.getAll('vehicleIds')).toEqual(['mg-4', 'mg hs']);
});

it('leaves the query off a call that sends none', () => {
  const { query, path } = financeOperations.getRunningCostModels;
  expect(requestUrl(baseUrl, path, { brand: undefined }, query)).toBe(`${baseUrl}${path}`);
  expect(requestUrl(baseUrl, path, { brand: 'MG', isOem: false }, query)).toBe(
    `${baseUrl}${path}?brand=MG&isOem=false`,
  );
});
