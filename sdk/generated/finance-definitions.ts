// Auto-generated from openapi/finance.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* The finance group's operations, one definition each: how to call it. */

/** getAppConfigValues: POST /api/v1/AppConfig/GetAppConfigValues (query). */
export const getAppConfigValues = {
  operationId: 'getAppConfigValues',
  method: 'post',
  path: '/api/v1/AppConfig/GetAppConfigValues',
  query: [],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** usedVehicleSearch: POST /api/v1/AzureSearch/UsedVehicleSearch (query). */
export const usedVehicleSearch = {
  operationId: 'usedVehicleSearch',
  method: 'post',
  path: '/api/v1/AzureSearch/UsedVehicleSearch',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
} as const;

/** clearCache: POST /api/v1/CalculatorConfiguration/ClearCache (mutation). */
export const clearCache = {
  operationId: 'clearCache',
  method: 'post',
  path: '/api/v1/CalculatorConfiguration/ClearCache',
  query: ['brand'],
  body: null,
  secure: true,
  kind: 'mutation',
} as const;

/** clearOemDealerCache: POST /api/v1/CalculatorConfiguration/ClearOemDealerCache (mutation). */
export const clearOemDealerCache = {
  operationId: 'clearOemDealerCache',
  method: 'post',
  path: '/api/v1/CalculatorConfiguration/ClearOemDealerCache',
  query: ['dealerId'],
  body: null,
  secure: true,
  kind: 'mutation',
} as const;

/** calculateByQuery: GET /api/v1/CostSavingCalculator/Calculate (query). */
export const calculateByQuery = {
  operationId: 'calculateByQuery',
  method: 'get',
  path: '/api/v1/CostSavingCalculator/Calculate',
  query: ['fuelType','fuelEconomy','fuelPrice','petrolPrice','weeklyMileage','chargingProfile','vehicleIds','homeChargeCost','freeChargeCost','standardChargeCost','rapidChargeCost','basis'],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** calculate: POST /api/v1/CostSavingCalculator/Calculate (query). */
export const calculate = {
  operationId: 'calculate',
  method: 'post',
  path: '/api/v1/CostSavingCalculator/Calculate',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
} as const;

/** getConfiguration: GET /api/v1/CostSavingCalculator/Configuration (query). */
export const getConfiguration = {
  operationId: 'getConfiguration',
  method: 'get',
  path: '/api/v1/CostSavingCalculator/Configuration',
  query: [],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** getSantanderFinanceParameters: POST /api/v1/FinanceData/GetSantanderFinanceParameters (query). */
export const getSantanderFinanceParameters = {
  operationId: 'getSantanderFinanceParameters',
  method: 'post',
  path: '/api/v1/FinanceData/GetSantanderFinanceParameters',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
} as const;

/** getSantanderFinanceProducts: POST /api/v1/FinanceProducts/GetSantanderFinanceProducts (query). */
export const getSantanderFinanceProducts = {
  operationId: 'getSantanderFinanceProducts',
  method: 'post',
  path: '/api/v1/FinanceProducts/GetSantanderFinanceProducts',
  query: ['dealerId'],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** getZenithFinanceProducts: POST /api/v1/FinanceProducts/GetZenithFinanceProducts (query). */
export const getZenithFinanceProducts = {
  operationId: 'getZenithFinanceProducts',
  method: 'post',
  path: '/api/v1/FinanceProducts/GetZenithFinanceProducts',
  query: ['dealerId'],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** isSantanderLiveProduct: POST /api/v1/FinanceProducts/IsSantanderLiveProduct (query). */
export const isSantanderLiveProduct = {
  operationId: 'isSantanderLiveProduct',
  method: 'post',
  path: '/api/v1/FinanceProducts/IsSantanderLiveProduct',
  query: ['productCode'],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** getContractHireFinanceProductsParameters: POST /api/v1/FinanceProducts/GetContractHireFinanceProductsParameters (query). */
export const getContractHireFinanceProductsParameters = {
  operationId: 'getContractHireFinanceProductsParameters',
  method: 'post',
  path: '/api/v1/FinanceProducts/GetContractHireFinanceProductsParameters',
  query: ['vehicleId'],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** getSantanderFinanceQuoteData: POST /api/v1/FinanceQuote/GetSantanderFinanceQuoteData (query). */
export const getSantanderFinanceQuoteData = {
  operationId: 'getSantanderFinanceQuoteData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetSantanderFinanceQuoteData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
} as const;

/** getSantanderFinanceQuoteFieldData: POST /api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData (query). */
export const getSantanderFinanceQuoteFieldData = {
  operationId: 'getSantanderFinanceQuoteFieldData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
} as const;

/** getContractHireFinanceQuoteData: POST /api/v1/FinanceQuote/GetContractHireFinanceQuoteData (query). */
export const getContractHireFinanceQuoteData = {
  operationId: 'getContractHireFinanceQuoteData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetContractHireFinanceQuoteData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
} as const;

/** getPersonalLoanQuoteData: POST /api/v1/FinanceQuote/GetPersonalLoanQuoteData (query). */
export const getPersonalLoanQuoteData = {
  operationId: 'getPersonalLoanQuoteData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetPersonalLoanQuoteData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
} as const;

/** getPersonalLoanQuoteFieldData: POST /api/v1/FinanceQuote/GetPersonalLoanQuoteFieldData (query). */
export const getPersonalLoanQuoteFieldData = {
  operationId: 'getPersonalLoanQuoteFieldData',
  method: 'post',
  path: '/api/v1/FinanceQuote/GetPersonalLoanQuoteFieldData',
  query: [],
  body: 'object',
  secure: true,
  kind: 'query',
} as const;

/** getToken: POST /api/v1/Token/Index (mutation). */
export const getToken = {
  operationId: 'getToken',
  method: 'post',
  path: '/api/v1/Token/Index',
  query: ['clientId'],
  body: null,
  secure: false,
  kind: 'mutation',
} as const;

/** getModels: POST /api/v1/VehicleData/GetModels (query). */
export const getModels = {
  operationId: 'getModels',
  method: 'post',
  path: '/api/v1/VehicleData/GetModels',
  query: ['brand'],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** getRunningCostModels: POST /api/v1/VehicleData/GetRunningCostModels (query). */
export const getRunningCostModels = {
  operationId: 'getRunningCostModels',
  method: 'post',
  path: '/api/v1/VehicleData/GetRunningCostModels',
  query: ['brand','isOem'],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** getEditions: POST /api/v1/VehicleData/GetEditions (query). */
export const getEditions = {
  operationId: 'getEditions',
  method: 'post',
  path: '/api/v1/VehicleData/GetEditions',
  query: ['brand','model'],
  body: null,
  secure: true,
  kind: 'query',
} as const;

/** searchVehicles: POST /api/v1/VehicleData/Search (query). */
export const searchVehicles = {
  operationId: 'searchVehicles',
  method: 'post',
  path: '/api/v1/VehicleData/Search',
  query: ['term','brand'],
  body: null,
  secure: true,
  kind: 'query',
} as const;
