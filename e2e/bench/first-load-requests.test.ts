import { expect, it } from 'vitest';
import { inParallel } from './first-load-requests.ts';

const configuration = { operation: 'Configuration', startMs: 212.4, endMs: 231.9 };

it('calls requests parallel when the second starts before the first ends', () => {
  const models = { operation: 'GetRunningCostModels?brand=MG&isOem=false', startMs: 212.9, endMs: 236.0 };
  expect(inParallel([configuration, models])).toBe(true);
});

it('calls requests sequential when one starts after another has ended', () => {
  const models = { operation: 'GetRunningCostModels?brand=MG&isOem=false', startMs: 240.3, endMs: 251.2 };
  expect(inParallel([configuration, models])).toBe(false);
});
