/**
 * The static mock-data files, imported so the same answers work in node, in the browser worker and in the
 * standalone server. The schema test (mocks/validation) proves each one matches its operation's 200 schema.
 */
import appConfigGetAppConfigValuesFile from '../data/api/v1/AppConfig/GetAppConfigValues.json';
import azureSearchUsedVehicleSearchFile from '../data/api/v1/AzureSearch/UsedVehicleSearch.json';
import activitystatisticsGetactivitystatisticsFile from '../data/api/v1/activitystatistics/getactivitystatistics.json';
import autocompleteAutocompleteFile from '../data/api/v1/autocomplete/autocomplete.json';
import calculatorConfigurationClearCacheFile from '../data/api/v1/CalculatorConfiguration/ClearCache.json';
import calculatorConfigurationClearOemDealerCacheFile from '../data/api/v1/CalculatorConfiguration/ClearOemDealerCache.json';
import costSavingCalculatorCalculateFile from '../data/api/v1/CostSavingCalculator/Calculate.json';
import costSavingCalculatorConfigurationFile from '../data/api/v1/CostSavingCalculator/Configuration.json';
import dealerusersGetdealerusersFile from '../data/api/v1/dealerusers/getdealerusers.json';
import financeDataGetSantanderFinanceParametersFile from '../data/api/v1/FinanceData/GetSantanderFinanceParameters.json';
import financeProductsGetContractHireFinanceProductsParametersFile from '../data/api/v1/FinanceProducts/GetContractHireFinanceProductsParameters.json';
import financeProductsGetSantanderFinanceProductsFile from '../data/api/v1/FinanceProducts/GetSantanderFinanceProducts.json';
import financeProductsGetZenithFinanceProductsFile from '../data/api/v1/FinanceProducts/GetZenithFinanceProducts.json';
import financeProductsIsSantanderLiveProductFile from '../data/api/v1/FinanceProducts/IsSantanderLiveProduct.json';
import financeQuoteGetContractHireFinanceQuoteDataFile from '../data/api/v1/FinanceQuote/GetContractHireFinanceQuoteData.json';
import financeQuoteGetPersonalLoanQuoteDataFile from '../data/api/v1/FinanceQuote/GetPersonalLoanQuoteData.json';
import financeQuoteGetPersonalLoanQuoteFieldDataFile from '../data/api/v1/FinanceQuote/GetPersonalLoanQuoteFieldData.json';
import financeQuoteGetSantanderFinanceQuoteDataFile from '../data/api/v1/FinanceQuote/GetSantanderFinanceQuoteData.json';
import financeQuoteGetSantanderFinanceQuoteFieldDataFile from '../data/api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData.json';
import notificationUpdatestateFile from '../data/api/v1/notification/updatestate.json';
import proposalstatusDecisionreturnedFile from '../data/api/v1/proposalstatus/decisionreturned.json';
import proposalstatusInitialpayloadrequestFile from '../data/api/v1/proposalstatus/initialpayloadrequest.json';
import proposalstatusProposalsubmittedFile from '../data/api/v1/proposalstatus/proposalsubmitted.json';
import quoteGetquoterequestFile from '../data/api/v1/quote/getquoterequest.json';
import quoteSavequoterequestFile from '../data/api/v1/quote/savequoterequest.json';
import tokenIndexFile from '../data/api/v1/Token/Index.json';
import vehicleDataGetEditionsFile from '../data/api/v1/VehicleData/GetEditions.json';
import vehicleDataGetModelsFile from '../data/api/v1/VehicleData/GetModels.json';
import vehicleDataGetRunningCostModelsFile from '../data/api/v1/VehicleData/GetRunningCostModels.json';
import vehicleDataSearchFile from '../data/api/v1/VehicleData/Search.json';
import vrmlookupGetvrmdataFile from '../data/api/v1/vrmlookup/getvrmdata.json';
import vrmlookupUpdatevehiclemileageFile from '../data/api/v1/vrmlookup/updatevehiclemileage.json';
import sendgrideventFile from '../data/sendgridevent.json';
import type { OkBody, OperationId } from './operation-types.ts';

const files: Record<OperationId, unknown> = {
  getAppConfigValues: appConfigGetAppConfigValuesFile,
  usedVehicleSearch: azureSearchUsedVehicleSearchFile,
  clearCache: calculatorConfigurationClearCacheFile,
  clearOemDealerCache: calculatorConfigurationClearOemDealerCacheFile,
  calculateByQuery: costSavingCalculatorCalculateFile,
  calculate: costSavingCalculatorCalculateFile,
  getConfiguration: costSavingCalculatorConfigurationFile,
  getSantanderFinanceParameters: financeDataGetSantanderFinanceParametersFile,
  getSantanderFinanceProducts: financeProductsGetSantanderFinanceProductsFile,
  getZenithFinanceProducts: financeProductsGetZenithFinanceProductsFile,
  isSantanderLiveProduct: financeProductsIsSantanderLiveProductFile,
  getContractHireFinanceProductsParameters: financeProductsGetContractHireFinanceProductsParametersFile,
  getSantanderFinanceQuoteData: financeQuoteGetSantanderFinanceQuoteDataFile,
  getSantanderFinanceQuoteFieldData: financeQuoteGetSantanderFinanceQuoteFieldDataFile,
  getContractHireFinanceQuoteData: financeQuoteGetContractHireFinanceQuoteDataFile,
  getPersonalLoanQuoteData: financeQuoteGetPersonalLoanQuoteDataFile,
  getPersonalLoanQuoteFieldData: financeQuoteGetPersonalLoanQuoteFieldDataFile,
  getToken: tokenIndexFile,
  getModels: vehicleDataGetModelsFile,
  getRunningCostModels: vehicleDataGetRunningCostModelsFile,
  getEditions: vehicleDataGetEditionsFile,
  searchVehicles: vehicleDataSearchFile,
  getActivityStatistics: activitystatisticsGetactivitystatisticsFile,
  autocomplete: autocompleteAutocompleteFile,
  getDealerUsers: dealerusersGetdealerusersFile,
  updateNotificationState: notificationUpdatestateFile,
  initialPayloadRequest: proposalstatusInitialpayloadrequestFile,
  proposalSubmitted: proposalstatusProposalsubmittedFile,
  decisionReturned: proposalstatusDecisionreturnedFile,
  saveQuoteRequest: quoteSavequoterequestFile,
  getQuoteRequest: quoteGetquoterequestFile,
  sendGridEvent: sendgrideventFile,
  getVrmData: vrmlookupGetvrmdataFile,
  updateVehicleMileage: vrmlookupUpdatevehiclemileageFile,
};

/** `value` and everything in it frozen, so a handler that changes a shared answer fails at once (modules are strict). */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}
deepFreeze(files);

/** A fresh copy of an operation's static answer, typed as its 200 body (checked at run time by the schema test). */
export function staticBody<K extends OperationId>(operationId: K): OkBody<K> {
  return structuredClone(files[operationId]) as OkBody<K>;
}

/**
 * An operation's static answer itself, shared and frozen: for reading (the catalogue's lookups) and for answering as
 * it is, without the copy `staticBody` makes. A request for a brand's models used to copy the whole catalogue once
 * per model it looked up.
 */
export function sharedBody<K extends OperationId>(operationId: K): Frozen<OkBody<K>> {
  return files[operationId] as Frozen<OkBody<K>>;
}

/** `T` read-only all the way down, as the shared files are frozen: changing one does not compile. */
export type Frozen<T> = T extends readonly (infer Item)[]
  ? readonly Frozen<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: Frozen<T[Key]> }
    : T;
