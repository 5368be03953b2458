import { expect, it } from 'vitest';
import { mockConfiguration } from '../../test/mock-configuration.ts';
import { examplesForBrand } from './brand-examples.ts';

const finance = mockConfiguration.finance;

it('gives a brand its own examples and their place, and any other brand the general ones', () => {
  expect(examplesForBrand(finance, 'Kia')).toEqual({
    examples: finance?.representativeExamplesByBrand?.Kia,
    at: 'representativeExamplesByBrand["Kia"]',
  });
  expect(examplesForBrand(finance, 'MG')).toEqual({
    examples: finance?.representativeExamples,
    at: 'representativeExamples',
  });
});

it('reads an entry that is null, or a name inherited from Object.prototype, as no entry', () => {
  const withNull = { ...finance, representativeExamplesByBrand: JSON.parse('{"Kia": null}') };
  expect(examplesForBrand(withNull, 'Kia').at).toBe('representativeExamples');
  expect(examplesForBrand(finance, 'constructor').at).toBe('representativeExamples');
  expect(examplesForBrand(undefined, 'Kia')).toEqual({ examples: undefined, at: 'representativeExamples' });
});
