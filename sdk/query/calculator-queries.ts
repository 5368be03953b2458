import { skipToken } from '@tanstack/query-core';
import type { FinanceClient } from '../client/create-finance-client.ts';
import {
  type CalculateByQueryArgs,
  type CalculationInput,
  toCalculationParams,
} from '../request/calculation-params.ts';
import { queryOptions } from './query-options.ts';

/** Query keys: `[group, operationId, params]`, stable for equal params. */
export const calculatorQueryKeys = {
  configuration: () => ['finance', 'getConfiguration', {}] as const,
  runningCostModels: (params: { brand?: string; isOem?: boolean }) =>
    ['finance', 'getRunningCostModels', { brand: params.brand, isOem: params.isOem ?? false }] as const,
  calculation: (params: CalculateByQueryArgs | undefined) => ['finance', 'calculateByQuery', params ?? null] as const,
};

/** Query options for the calculator configuration. */
export function configurationQueryOptions(finance: FinanceClient) {
  return queryOptions({
    queryKey: calculatorQueryKeys.configuration(),
    queryFn: ({ signal }) => finance.getConfiguration(undefined, { signal }),
    enabled: true,
  });
}

/** Query options for a brand's running-cost models; enabled only when a brand is set (spec section 7). */
export function runningCostModelsQueryOptions(finance: FinanceClient, params: { brand?: string; isOem?: boolean }) {
  const { brand } = params;
  return queryOptions({
    queryKey: calculatorQueryKeys.runningCostModels(params),
    queryFn: brand
      ? ({ signal }) => finance.getRunningCostModels({ brand, isOem: params.isOem ?? false }, { signal })
      : skipToken,
    enabled: Boolean(brand),
  });
}

/** Query options for a calculation; enabled only when vehicles, data, weekly mileage and charging are present. */
export function calculationQueryOptions(finance: FinanceClient, input: CalculationInput) {
  let params: CalculateByQueryArgs | undefined;
  let invalid: Error | undefined;
  try {
    params = toCalculationParams(input);
  } catch (error) {
    invalid = error as Error;
  }
  return queryOptions({
    queryKey: invalid
      ? (['finance', 'calculateByQuery', { invalid: invalid.message }] as const)
      : calculatorQueryKeys.calculation(params),
    // A configuration the request cannot express is the query's error, shown like any failed calculation.
    queryFn: invalid
      ? () => Promise.reject(invalid)
      : params
        ? ({ signal }) => finance.calculateByQuery(params, { signal })
        : skipToken,
    enabled: invalid !== undefined || params !== undefined,
  });
}
