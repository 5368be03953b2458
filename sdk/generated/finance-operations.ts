// Auto-generated from openapi/finance.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

import { getAppConfigValues, usedVehicleSearch, clearCache, clearOemDealerCache, calculateByQuery, calculate, getConfiguration, getSantanderFinanceParameters, getSantanderFinanceProducts, getZenithFinanceProducts, isSantanderLiveProduct, getContractHireFinanceProductsParameters, getSantanderFinanceQuoteData, getSantanderFinanceQuoteFieldData, getContractHireFinanceQuoteData, getPersonalLoanQuoteData, getPersonalLoanQuoteFieldData, getToken, getModels, getRunningCostModels, getEditions, searchVehicles } from './finance-validated-definitions.ts';

/** Every operation of the finance group by operationId: method, path, parameter locations, body kind, security, kind (query or mutation) and response validator. */
export const financeOperations = {
  getAppConfigValues,
  usedVehicleSearch,
  clearCache,
  clearOemDealerCache,
  calculateByQuery,
  calculate,
  getConfiguration,
  getSantanderFinanceParameters,
  getSantanderFinanceProducts,
  getZenithFinanceProducts,
  isSantanderLiveProduct,
  getContractHireFinanceProductsParameters,
  getSantanderFinanceQuoteData,
  getSantanderFinanceQuoteFieldData,
  getContractHireFinanceQuoteData,
  getPersonalLoanQuoteData,
  getPersonalLoanQuoteFieldData,
  getToken,
  getModels,
  getRunningCostModels,
  getEditions,
  searchVehicles,
} as const;
