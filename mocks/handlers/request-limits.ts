import type { NumberBounds } from './number-field.ts';

/**
 * The calculation's limits, exactly as the finance document states them (`request-limits.test.ts` compares the
 * two). The maxima keep every figure of a 200 finite: 10,000 miles a week at 1 mpg and £10 a litre is £2.4 million.
 */
export const calculationLimits = {
  fuelEconomy: { minimum: 1 },
  fuelPrice: { minimum: 0.1, maximum: 10 },
  weeklyMileage: { exclusiveMinimum: 0, maximum: 10_000 },
  chargeCost: { minimum: 0, maximum: 10 },
  vehicleIds: { minItems: 1, maxItems: 10 },
} as const satisfies Record<string, NumberBounds | { minItems: number; maxItems: number }>;

/** Paging values, whole numbers from 1, as the documents state them: used-vehicle pages and autocomplete. */
export const pagingLimits = {
  page: { minimum: 1 },
  pageSize: { minimum: 1, maximum: 100 },
  limit: { minimum: 1, maximum: 50 },
} as const satisfies Record<string, NumberBounds>;

/** The largest request body the mock server reads, in bytes: the documents' `x-max-body-bytes`. */
export const MAX_BODY_BYTES = 65_536;

/**
 * How deep the mock server lets a JSON body nest arrays and objects: 64 (the documents' deepest body nests 3). Deeper
 * bodies are refused with a 400 before a handler parses them, so nothing recursive can overflow on them.
 */
export const MAX_JSON_DEPTH = 64;
