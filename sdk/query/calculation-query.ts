/**
 * The calculation's query options, in a module of their own: only the compare step needs them (and the request
 * building they import), so the embed loads them with that step, not before the first one.
 */
import { skipToken } from '@tanstack/query-core';
import type { FinanceClient } from '../client/create-finance-client-for.ts';
import {
  type CalculateByQueryArgs,
  type CalculationInput,
  toCalculationParams,
} from '../request/calculation-params.ts';
import { type FinanceQueries, financeQueries } from './finance-queries.ts';

type CalculationQueryOptions = ReturnType<FinanceQueries<'calculateByQuery'>['calculateByQuery']>;

/** Query options for a calculation; enabled only when vehicles, data, weekly mileage and charging are present. */
export function calculationQueryOptions(
  finance: FinanceClient<'calculateByQuery'>,
  input: CalculationInput,
): CalculationQueryOptions {
  let params: CalculateByQueryArgs | undefined;
  try {
    params = toCalculationParams(input);
  } catch (error) {
    const invalid = error as Error;
    // A configuration the request cannot express is the query's error, shown like any failed calculation.
    // Its key holds the message where the params would be: one cache entry per problem, never a real request's.
    const queryKey = ['finance', 'calculateByQuery', { invalid: invalid.message }, finance.identity];
    return {
      queryKey: queryKey as unknown as CalculationQueryOptions['queryKey'],
      queryFn: () => Promise.reject(invalid),
      enabled: true,
    };
  }
  return financeQueries(finance).calculateByQuery(params ?? skipToken);
}
