import { skipToken } from '@tanstack/query-core';
import type { FinanceClient } from '../client/create-finance-client-for.ts';
import { financeQueries } from './finance-queries.ts';

/** Query options for the calculator configuration: `financeQueries(finance).getConfiguration()`. */
export function configurationQueryOptions(finance: FinanceClient<'getConfiguration'>) {
  return financeQueries(finance).getConfiguration();
}

/** Query options for a brand's running-cost models; enabled only when a brand is set (the operation requires one). */
export function runningCostModelsQueryOptions(
  finance: FinanceClient<'getRunningCostModels'>,
  params: { brand?: string; isOem?: boolean },
) {
  const { brand, isOem = false } = params;
  return financeQueries(finance).getRunningCostModels(brand ? { brand, isOem } : skipToken);
}
