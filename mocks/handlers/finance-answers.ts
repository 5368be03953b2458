import { HttpResponse } from 'msw';
import { calculateRunningCosts, vehicleIdSets } from './calculation.ts';
import { type RawCalculation, rawFromBody, rawFromQuery, validateCalculation } from './calculation-request.ts';
import { staticBody } from './data-files.ts';
import { financeQuoteAnswers } from './finance-quote-answers.ts';
import type { MockState } from './mock-state.ts';
import { numberField } from './number-field.ts';
import { type Answers, bodyRecord, requiredQuery } from './operation-input.ts';
import type { OkBody } from './operation-types.ts';
import { type FieldError, validationProblem } from './problem.ts';
import { pagingLimits } from './request-limits.ts';
import { vehicleAnswers } from './vehicle-answers.ts';

type FinanceId = keyof typeof import('@hcuk-genesis/sdk/operations').financeOperations;

function calculation(raw: RawCalculation, state: MockState): OkBody<'calculate'> | Response {
  const input = validateCalculation(raw, vehicleIdSets());
  if (Array.isArray(input)) return validationProblem(input);
  const result = calculateRunningCosts(input);
  // The broken variant proves that contract verification fails when a field is renamed.
  if (state.variant === 'broken') return HttpResponse.json({ results: result.vehicleResults });
  return result;
}

function cacheCleared(scope: string): OkBody<'clearCache'> {
  return { cleared: true, scope, clearedAt: new Date().toISOString() };
}

function usedVehicles(body: unknown): OkBody<'usedVehicleSearch'> | Response {
  const all = staticBody('usedVehicleSearch');
  const request = bodyRecord(body);
  if (Object.keys(request).length === 0) return all;
  const errors: FieldError[] = [];
  const paging = { required: false, integer: true };
  const page = numberField('page', request.page, pagingLimits.page, errors, paging) ?? 1;
  const pageSize = numberField('pageSize', request.pageSize, pagingLimits.pageSize, errors, paging) ?? all.pageSize;
  if (errors.length > 0) return validationProblem(errors);
  const term = typeof request.searchTerm === 'string' ? request.searchTerm.toLowerCase() : '';
  const fuelTypes = Array.isArray(request.fuelTypes) ? request.fuelTypes : [];
  const matching = all.vehicles.filter(
    (v) =>
      `${v.make} ${v.model} ${v.derivative ?? ''}`.toLowerCase().includes(term) &&
      (typeof request.make !== 'string' || v.make.toLowerCase() === request.make.toLowerCase()) &&
      (typeof request.maxPrice !== 'number' || v.price <= request.maxPrice) &&
      (typeof request.minPrice !== 'number' || v.price >= request.minPrice) &&
      (typeof request.maxMileage !== 'number' || v.mileage <= request.maxMileage) &&
      (fuelTypes.length === 0 || fuelTypes.includes(v.fuelType)),
  );
  const vehicles = matching.slice((page - 1) * pageSize, page * pageSize);
  return { totalCount: matching.length, page, pageSize, vehicles };
}

/** Finance-group answers: static files, plus what a static file cannot do (calculation, quotes, filters, echoes). */
export const financeAnswers: Answers<FinanceId> = {
  ...vehicleAnswers,
  getAppConfigValues: () => staticBody('getAppConfigValues'),
  usedVehicleSearch: ({ body }) => usedVehicles(body),
  clearCache: ({ query }) => cacheCleared(`calculator:${query.get('brand') ?? 'all'}`),
  clearOemDealerCache: ({ query }) => cacheCleared(`oem-dealer:${query.get('dealerId') ?? 'all'}`),
  calculateByQuery: ({ query, state }) => calculation(rawFromQuery(query), state),
  calculate: ({ body, state }) => calculation(rawFromBody(body), state),
  getConfiguration: () => staticBody('getConfiguration'),
  getSantanderFinanceParameters: () => staticBody('getSantanderFinanceParameters'),
  getSantanderFinanceProducts: () => staticBody('getSantanderFinanceProducts'),
  getZenithFinanceProducts: () => staticBody('getZenithFinanceProducts'),
  isSantanderLiveProduct: ({ query }) => {
    const productCode = requiredQuery(query, 'productCode');
    if (productCode instanceof Response) return productCode;
    const live = staticBody('getSantanderFinanceProducts').products.some((product) => product.code === productCode);
    return { productCode, live };
  },
  getContractHireFinanceProductsParameters: () => staticBody('getContractHireFinanceProductsParameters'),
  ...financeQuoteAnswers,
  getContractHireFinanceQuoteData: () => staticBody('getContractHireFinanceQuoteData'),
  getPersonalLoanQuoteData: () => staticBody('getPersonalLoanQuoteData'),
  getPersonalLoanQuoteFieldData: () => staticBody('getPersonalLoanQuoteFieldData'),
  getToken: () => staticBody('getToken'),
};
