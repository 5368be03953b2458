import { skipToken } from '@tanstack/query-core';
import type { FinanceClient } from '../client/create-finance-client.ts';
import { financeQueries } from './finance-queries.ts';

/** Query options for the calculator configuration: `financeQueries(finance).getConfiguration()`. */
export function configurationQueryOptions(finance: FinanceClient) {
  return financeQueries(finance).getConfiguration();
}

/** Query options for a brand's running-cost models; enabled only when a brand is set (spec section 7). */
export function runningCostModelsQueryOptions(finance: FinanceClient, params: { brand?: string; isOem?: boolean }) {
  const { brand, isOem = false } = params;
  return financeQueries(finance).getRunningCostModels(brand ? { brand, isOem } : skipToken);
}
