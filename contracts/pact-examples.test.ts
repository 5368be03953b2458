import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { pactDataMismatches } from './pact-examples.ts';

it.each(['finance', 'admin'] as const)('every %s pact example has the shape of its mock data file', (group) => {
  expect(pactDataMismatches(group)).toEqual([]);
});

it('names the file and field when a data file drifts from the pact', () => {
  const renamed = (file: string) => {
    const text = readFileSync(file, 'utf8');
    return file.endsWith('/Token/Index.json') ? text.replace('"expiresIn"', '"expiresInSeconds"') : text;
  };
  expect(pactDataMismatches('finance', renamed)).toEqual([
    'a request for a bearer token (mocks/data/api/v1/Token/Index.json) $.expiresIn: missing from the data file',
  ]);
});
