// Auto-generated from openapi/finance.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* The finance group's operations, each with how to check its 200 body (a client built from these validates). */
import { assertValid } from '../validation/assert-valid.ts';
import * as validators from './finance-validators.ts';

/** getAppConfigValues: POST /api/v1/AppConfig/GetAppConfigValues (query), its 200 body checked. */
export const getAppConfigValues = {
  operationId: 'getAppConfigValues',
  method: 'post',
  path: '/api/v1/AppConfig/GetAppConfigValues',
  query: [],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.getAppConfigValues,
  assertValid,
} as const;

/** usedVehicleSearch: POST /api/v1/AzureSearch/UsedVehicleSearch (query), its 200 body checked. */
export const usedVehicleSearch = {
  operationId: 'usedVehicleSearch',
  method: 'post',
  path: '/api/v1/AzureSearch/UsedVehicleSearch',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
  validate: validators.usedVehicleSearch,
  assertValid,
} as const;

/** clearCache: POST /api/v1/CalculatorConfiguration/ClearCache (mutation), its 200 body checked. */
export const clearCache = {
  operationId: 'clearCache',
  method: 'post',
  path: '/api/v1/CalculatorConfiguration/ClearCache',
  query: ['brand'],
  body: null,
  secure: true,
  kind: 'mutation',
  validate: validators.clearCache,
  assertValid,
} as const;

/** clearOemDealerCache: POST /api/v1/CalculatorConfiguration/ClearOemDealerCache (mutation), its 200 body checked. */
export const clearOemDealerCache = {
  operationId: 'clearOemDealerCache',
  method: 'post',
  path: '/api/v1/CalculatorConfiguration/ClearOemDealerCache',
  query: ['dealerId'],
  body: null,
  secure: true,
  kind: 'mutation',
  validate: validators.clearOemDealerCache,
  assertValid,
} as const;

/** calculateByQuery: GET /api/v1/CostSavingCalculator/Calculate (query), its 200 body checked. */
export const calculateByQuery = {
  operationId: 'calculateByQuery',
  method: 'get',
  path: '/api/v1/CostSavingCalculator/Calculate',
  query: ['fuelType','fuelEconomy','fuelPrice','petrolPrice','weeklyMileage','chargingProfile','vehicleIds','homeChargeCost','freeChargeCost','standardChargeCost','rapidChargeCost','basis'],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.calculateByQuery,
  assertValid,
} as const;

/** calculate: POST /api/v1/CostSavingCalculator/Calculate (query), its 200 body checked. */
export const calculate = {
  operationId: 'calculate',
  method: 'post',
  path: '/api/v1/CostSavingCalculator/Calculate',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
  validate: validators.calculate,
  assertValid,
} as const;

/** getConfiguration: GET /api/v1/CostSavingCalculator/Configuration (query), its 200 body checked. */
export const getConfiguration = {
  operationId: 'getConfiguration',
  method: 'get',
  path: '/api/v1/CostSavingCalculator/Configuration',
  query: [],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.getConfiguration,
  assertValid,
} as const;

/** getSantanderFinanceParameters: POST /api/v1/FinanceData/GetSantanderFinanceParameters (query), its 200 body checked. */
export const getSantanderFinanceParameters = {
  operationId: 'getSantanderFinanceParameters',
  method: 'post',
  path: '/api/v1/FinanceData/GetSantanderFinanceParameters',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
  validate: validators.getSantanderFinanceParameters,
  assertValid,
} as const;

/** getSantanderFinanceProducts: POST /api/v1/FinanceProducts/GetSantanderFinanceProducts (query), its 200 body checked. */
export const getSantanderFinanceProducts = {
  operationId: 'getSantanderFinanceProducts',
  method: 'post',
  path: '/api/v1/FinanceProducts/GetSantanderFinanceProducts',
  query: ['dealerId'],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.getSantanderFinanceProducts,
  assertValid,
} as const;

/** getZenithFinanceProducts: POST /api/v1/FinanceProducts/GetZenithFinanceProducts (query), its 200 body checked. */
export const getZenithFinanceProducts = {
  operationId: 'getZenithFinanceProducts',
  method: 'post',
  path: '/api/v1/FinanceProducts/GetZenithFinanceProducts',
  query: ['dealerId'],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.getZenithFinanceProducts,
  assertValid,
} as const;

/** isSantanderLiveProduct: POST /api/v1/FinanceProducts/IsSantanderLiveProduct (query), its 200 body checked. */
export const isSantanderLiveProduct = {
  operationId: 'isSantanderLiveProduct',
  method: 'post',
  path: '/api/v1/FinanceProducts/IsSantanderLiveProduct',
  query: ['productCode'],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.isSantanderLiveProduct,
  assertValid,
} as const;

/** getContractHireFinanceProductsParameters: POST /api/v1/FinanceProducts/GetContractHireFinanceProductsParameters (query), its 200 body checked. */
export const getContractHireFinanceProductsParameters = {
  operationId: 'getContractHireFinanceProductsParameters',
  method: 'post',
  path: '/api/v1/FinanceProducts/GetContractHireFinanceProductsParameters',
  query: ['vehicleId'],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.getContractHireFinanceProductsParameters,
  assertValid,
} as const;

/** getSantanderFinanceQuoteData: POST /api/v1/FinanceQuote/GetSantanderFinanceQuoteData (query), its 200 body checked. */
export const getSantanderFinanceQuoteData = {
  operationId: 'getSantanderFinanceQuoteData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetSantanderFinanceQuoteData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
  validate: validators.getSantanderFinanceQuoteData,
  assertValid,
} as const;

/** getSantanderFinanceQuoteFieldData: POST /api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData (query), its 200 body checked. */
export const getSantanderFinanceQuoteFieldData = {
  operationId: 'getSantanderFinanceQuoteFieldData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
  validate: validators.getSantanderFinanceQuoteFieldData,
  assertValid,
} as const;

/** getContractHireFinanceQuoteData: POST /api/v1/FinanceQuote/GetContractHireFinanceQuoteData (query), its 200 body checked. */
export const getContractHireFinanceQuoteData = {
  operationId: 'getContractHireFinanceQuoteData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetContractHireFinanceQuoteData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
  validate: validators.getContractHireFinanceQuoteData,
  assertValid,
} as const;

/** getPersonalLoanQuoteData: POST /api/v1/FinanceQuote/GetPersonalLoanQuoteData (query), its 200 body checked. */
export const getPersonalLoanQuoteData = {
  operationId: 'getPersonalLoanQuoteData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetPersonalLoanQuoteData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
  validate: validators.getPersonalLoanQuoteData,
  assertValid,
} as const;

/** getPersonalLoanQuoteFieldData: POST /api/v1/FinanceQuote/GetPersonalLoanQuoteFieldData (query), its 200 body checked. */
export const getPersonalLoanQuoteFieldData = {
  operationId: 'getPersonalLoanQuoteFieldData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetPersonalLoanQuoteFieldData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
  validate: validators.getPersonalLoanQuoteFieldData,
  assertValid,
} as const;

/** getToken: POST /api/v1/Token/Index (mutation), its 200 body checked. */
export const getToken = {
  operationId: 'getToken',
  method: 'post',
  path: '/api/v1/Token/Index',
  query: ['clientId'],
  body: null,
  secure: false,
  kind: 'mutation',
  validate: validators.getToken,
  assertValid,
} as const;

/** getModels: POST /api/v1/VehicleData/GetModels (query), its 200 body checked. */
export const getModels = {
  operationId: 'getModels',
  method: 'post',
  path: '/api/v1/VehicleData/GetModels',
  query: ['brand'],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.getModels,
  assertValid,
} as const;

/** getRunningCostModels: POST /api/v1/VehicleData/GetRunningCostModels (query), its 200 body checked. */
export const getRunningCostModels = {
  operationId: 'getRunningCostModels',
  method: 'post',
  path: '/api/v1/VehicleData/GetRunningCostModels',
  query: ['brand','isOem'],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.getRunningCostModels,
  assertValid,
} as const;

/** getEditions: POST /api/v1/VehicleData/GetEditions (query), its 200 body checked. */
export const getEditions = {
  operationId: 'getEditions',
  method: 'post',
  path: '/api/v1/VehicleData/GetEditions',
  query: ['brand','model'],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.getEditions,
  assertValid,
} as const;

/** searchVehicles: POST /api/v1/VehicleData/Search (query), its 200 body checked. */
export const searchVehicles = {
  operationId: 'searchVehicles',
  method: 'post',
  path: '/api/v1/VehicleData/Search',
  query: ['term','brand'],
  body: null,
  secure: true,
  kind: 'query',
  validate: validators.searchVehicles,
  assertValid,
} as const;
