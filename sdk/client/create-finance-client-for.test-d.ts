import { expectTypeOf, it } from 'vitest';
import type { components } from '../generated/finance.ts';
import * as financeOperation from '../generated/finance-definitions.ts';
import { calculationQueryOptions } from '../query/calculation-query.ts';
import { configurationQueryOptions, runningCostModelsQueryOptions } from '../query/calculator-queries.ts';
import { financeMutations } from '../query/finance-mutations.ts';
import { financeQueries } from '../query/finance-queries.ts';
import { createFinanceClient } from './create-finance-client.ts';
import { createFinanceClientFor, type FinanceClient } from './create-finance-client-for.ts';

const calculator = createFinanceClientFor([
  financeOperation.getConfiguration,
  financeOperation.getRunningCostModels,
  financeOperation.calculateByQuery,
]);

it('types the picked methods exactly as the full client does', () => {
  expectTypeOf(calculator.getConfiguration).toEqualTypeOf<ReturnType<typeof createFinanceClient>['getConfiguration']>();
  expectTypeOf(calculator.getConfiguration).returns.resolves.toEqualTypeOf<components['schemas']['Configuration']>();
  expectTypeOf(calculator.getRunningCostModels).parameter(0).toEqualTypeOf<{ brand: string; isOem?: boolean }>();
  expectTypeOf(calculator).toEqualTypeOf<
    FinanceClient<'getConfiguration' | 'getRunningCostModels' | 'calculateByQuery'>
  >();
});

it('has no method it was not given, and no query for it either', () => {
  // @ts-expect-error -- getModels was not picked
  void calculator.getModels;
  // @ts-expect-error -- getToken is used internally, never offered
  void calculator.getToken;
  // @ts-expect-error -- no query factory for an operation the client does not have
  void financeQueries(calculator).getModels;
  // @ts-expect-error -- the calculator picked no mutation
  void financeMutations(calculator).clearCache;
  // @ts-expect-error -- brand is still required
  void calculator.getRunningCostModels({ isOem: true });
  // @ts-expect-error -- only definitions are accepted
  createFinanceClientFor([{ operationId: 'getModels', path: '/x' }]);
});

it('lets the calculator helpers take a client with just the operation each needs', () => {
  const configurationOnly = createFinanceClientFor([financeOperation.getConfiguration]);
  expectTypeOf(configurationQueryOptions).toBeCallableWith(configurationOnly);
  expectTypeOf(runningCostModelsQueryOptions).toBeCallableWith(calculator, { brand: 'MG' });
  // @ts-expect-error -- this client cannot fetch running-cost models
  runningCostModelsQueryOptions(configurationOnly, { brand: 'MG' });
  // @ts-expect-error -- nor calculate
  calculationQueryOptions(configurationOnly, {});
  expectTypeOf(financeQueries(calculator).getConfiguration).toBeCallableWith();
  expectTypeOf(configurationQueryOptions).toBeCallableWith(createFinanceClient());
});
