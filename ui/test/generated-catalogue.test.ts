import { financeValidators } from '@hcuk-genesis/sdk/validators';
import { expect, it } from 'vitest';
import { generatedCatalogue } from './generated-catalogue.ts';

it('holds exactly the trims asked for, each with its own id, and passes the models validator', () => {
  const catalogue = generatedCatalogue(5000);
  const trims = catalogue.models.flatMap((model) => model.trims);
  expect(trims).toHaveLength(5000);
  expect(new Set(trims.map((trim) => trim.id)).size).toBe(5000);
  expect(catalogue.models).toHaveLength(50);
  expect(financeValidators.getRunningCostModels(catalogue)).toBeUndefined();
});

it('spreads an uneven count without empty or oversized models', () => {
  const catalogue = generatedCatalogue(101, 10);
  expect(catalogue.models.map((model) => model.trims.length)).toEqual([11, 11, 11, 11, 11, 11, 11, 11, 11, 2]);
});
