import type { FinanceComponents as components } from '@hcuk-genesis/sdk';
import { financeRules } from '@hcuk-genesis/sdk';
import type { NumberBounds } from './number-field.ts';

/**
 * The calculation's limits, the finance document's own (its named schemas, generated into `sdk/generated/finance-rules.ts`;
 * `request-limits.test.ts` checks every reading against the document). Prices are the plausible UK ranges (`PricePerLitre` 0.80-2.50, `PricePerKwh` up to 1.00), so a price typed
 * in pence is refused, not costed (issue 16); the other maxima keep every figure of a 200 finite.
 */
export const calculationLimits = {
  fuelEconomy: financeRules.MilesPerGallon,
  fuelPrice: financeRules.PricePerLitre,
  petrolPrice: financeRules.PricePerLitre,
  weeklyMileage: financeRules.WeeklyMileage,
  chargeCost: financeRules.PricePerKwh,
  vehicleIds: { minItems: 1, maxItems: 10 },
} as const satisfies Record<string, NumberBounds | { minItems: number; maxItems: number }>;

/** The bounds a calculation applies to its prices: pounds a litre for fuel, pounds a kWh for charging. */
export interface PriceLimits {
  fuel: { minimum: number; maximum: number };
  chargeCost: { minimum: number; maximum: number };
}

type PriceRanges = components['schemas']['PriceRanges'];

/**
 * The price bounds for one request: the configuration's `priceRanges` where it sets them, else the document's. A
 * configured range can only narrow the document's (the document says a range must lie within its bounds), and a
 * `{type}ChargeCost` always accepts 0, the free type's price, whatever the electricity minimum.
 */
export function priceLimits(ranges: PriceRanges | undefined): PriceLimits {
  const fuel = calculationLimits.fuelPrice;
  const electricity = calculationLimits.chargeCost;
  return {
    fuel: {
      minimum: Math.max(fuel.minimum, ranges?.fuel?.min ?? fuel.minimum),
      maximum: Math.min(fuel.maximum, ranges?.fuel?.max ?? fuel.maximum),
    },
    chargeCost: { minimum: 0, maximum: Math.min(electricity.maximum, ranges?.electricity?.max ?? electricity.maximum) },
  };
}

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
