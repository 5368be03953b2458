import { expect, it } from 'vitest';
import { adminRequestValidators, collectIssues } from '../../sdk/index.ts';
import { groups, readDocument } from './generate.ts';

/** Every `pattern` in `node`, by its JSON path, with the words the document gives it (`x-pattern-rule`). */
function patternsIn(node: unknown, path = '#'): { path: string; rule: unknown }[] {
  if (typeof node !== 'object' || node === null) return [];
  const own =
    !Array.isArray(node) && typeof (node as Record<string, unknown>).pattern === 'string'
      ? [{ path, rule: (node as Record<string, unknown>)['x-pattern-rule'] }]
      : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, value]) => (key === 'example' ? [] : patternsIn(value, `${path}/${key}`))),
  ];
}

it.each(groups)('gives every pattern of the %s document its words, which a failure and a form say', async (group) => {
  const patterns = patternsIn(await readDocument(group));
  expect(patterns.length).toBeGreaterThan(0);
  expect(patterns.filter(({ rule }) => typeof rule !== 'string' || !rule.startsWith('must '))).toEqual([]);
});

it('says a broken pattern in those words, never as the regular expression', () => {
  const request = {
    quoteRequestId: undefined,
    customer: { firstName: '123', lastName: 'Jones', email: 'sam.jones', postcode: 'SW1A' },
  };
  const rules = collectIssues(adminRequestValidators.saveQuoteRequest, request).map(({ path, rule }) => [
    path.join('.'),
    rule,
  ]);
  expect(rules).toEqual(
    expect.arrayContaining([
      ['customer.firstName', 'must contain a letter, and no control or invisible formatting characters'],
      ['customer.email', 'must be an e-mail address, such as name@example.co.uk'],
      ['customer.postcode', 'must be a UK postcode, such as LS1 4DY'],
    ]),
  );
  expect(rules.map(([, rule]) => rule).filter((rule) => rule?.includes('^'))).toEqual([]);
});
