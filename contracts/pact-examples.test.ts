import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { pactDataMismatches, shapeMismatches } from './pact-examples.ts';

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

it('lets a nullable field be null on one side only: an HP quote against the PCP data file', () => {
  expect(shapeMismatches({ optionalFinalPayment: null, fees: [] }, { optionalFinalPayment: 10340, fees: [] })).toEqual(
    [],
  );
  expect(shapeMismatches({ optionalFinalPayment: '10340' }, { optionalFinalPayment: 10340 })).toEqual([
    '$.optionalFinalPayment: the pact has a string, the data file a number',
  ]);
});
