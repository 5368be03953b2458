/**
 * Checks a stored value before the calculator trusts it (stored state is input like any answer): every field has its
 * type and allowed values, every number its field's rule, and the charge types and prices match the configuration's (a
 * configuration that changed makes old charging values foreign).
 */

import { financeRules } from '@hcuk-genesis/sdk';
import type { ChargingSetup } from '../charging/charging-values.ts';
import { isChoiceValue } from '../finance/finance-request.ts';
import { inPriceRange, type PriceRange, type PriceRanges } from '../prices/price-ranges.ts';
import { editionSorts } from '../selection/editions.ts';
import { mileageLimits } from '../vehicle/mileage-periods.ts';
import { type CalculatorState, periods } from './calculator-state.ts';
import { isCalculatorStep } from './calculator-steps.ts';

/** What a stored state is checked against: the configuration's charge types and prices, and the price ranges. */
export interface StoredStateRules {
  charging: Pick<ChargingSetup, 'types' | 'prices'>;
  priceRanges: PriceRanges;
}

/** The longest text kept for a typed field, an id or a model name; anything longer was never typed here. */
export const maxStoredTextLength = 200;

type Guarded = Record<string, unknown>;

const isObject = (value: unknown): value is Guarded =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFuel = (value: unknown) => value === 'petrol' || value === 'diesel';
const isPeriod = (value: unknown): value is keyof typeof mileageLimits =>
  value === 'week' || value === 'month' || value === 'year';
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= maxStoredTextLength;
const isIdList = (value: unknown) =>
  Array.isArray(value) && value.every((id) => isText(id) && id !== '') && new Set(value).size === value.length;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isDraft(value: unknown): boolean {
  if (!isObject(value) || !isFuel(value.fuel) || !isPeriod(value.mileagePer)) return false;
  if (value.petrolPrice !== undefined && !isText(value.petrolPrice)) return false;
  if (value.vehicleTax !== undefined && !isText(value.vehicleTax)) return false;
  return isText(value.mpg) && isText(value.mileage) && isText(value.fuelPrice);
}

/** Submitted vehicle data, by the form's rules: MPG from 1, mileage from 1 to 10,000 a week, prices in range. */
function isVehicleData(value: unknown, fuel: PriceRange): boolean {
  if (!isObject(value) || !isFuel(value.fuel) || !isPeriod(value.mileagePer)) return false;
  const { mpg, mileage, mileagePer } = value;
  if (
    !isNumber(mpg) ||
    mpg < financeRules.MilesPerGallon.minimum ||
    mpg > financeRules.MilesPerGallon.maximum ||
    !isNumber(mileage) ||
    mileage < 1 ||
    mileage > mileageLimits[mileagePer]
  )
    return false;
  const tax = financeRules.AnnualVehicleTax;
  const taxOk =
    value.vehicleTax === undefined ||
    (isNumber(value.vehicleTax) && value.vehicleTax >= tax.minimum && value.vehicleTax <= tax.maximum);
  return (
    taxOk &&
    inPriceRange(value.fuelPrice, fuel) &&
    (value.petrolPrice === undefined || inPriceRange(value.petrolPrice, fuel))
  );
}

/**
 * Shares in whole percents from 0 to 100 for exactly the configuration's types; each price the configured one or
 * within the electricity range (what the editor allows); saved values total 100 (what Done requires).
 */
function isChargingValues(value: unknown, rules: StoredStateRules, saved: boolean): boolean {
  if (!isObject(value) || !isObject(value.shares) || !isObject(value.prices)) return false;
  const { shares, prices } = value;
  const { types, prices: configured } = rules.charging;
  const sameTypes = (map: Guarded) =>
    Object.keys(map).length === types.length && types.every((type) => Object.hasOwn(map, type));
  if (!sameTypes(shares) || !sameTypes(prices)) return false;
  const shareOk = (share: unknown) => Number.isInteger(share) && (share as number) >= 0 && (share as number) <= 100;
  const priceOk = (type: string) =>
    prices[type] === configured[type] || inPriceRange(prices[type], rules.priceRanges.electricity);
  const total = types.reduce((sum, type) => sum + (shares[type] as number), 0);
  return types.every((type) => shareOk(shares[type]) && priceOk(type)) && (!saved || total === 100);
}

/**
 * The finance choices: per edition id, an optional term, deposit and annual mileage, each a finite number from 0 (the
 * quote request keeps each within the lender's bounds, which only the lender's answer gives).
 */
function isFinanceChoices(value: unknown): boolean {
  if (!isObject(value)) return false;
  return Object.values(value).every(
    (choice) =>
      isObject(choice) &&
      isChoiceValue(choice.term) &&
      isChoiceValue(choice.deposit) &&
      isChoiceValue(choice.annualMileage),
  );
}

/** Whether `value` is a complete calculator state that keeps every rule of this configuration. */
export function isStoredState(value: unknown, rules: StoredStateRules): value is CalculatorState {
  if (!isObject(value)) return false;
  return (
    isCalculatorStep(value.step) &&
    isDraft(value.vehicle) &&
    (value.accepted === null || isVehicleData(value.accepted, rules.priceRanges.fuel)) &&
    typeof value.vehicleSaved === 'boolean' &&
    isChargingValues(value.charging, rules, false) &&
    (value.savedCharging === null || isChargingValues(value.savedCharging, rules, true)) &&
    (value.modelFilter === null || isText(value.modelFilter)) &&
    editionSorts.includes(value.sort as never) &&
    isIdList(value.selected) &&
    isIdList(value.compared) &&
    periods.includes(value.period as never) &&
    isFinanceChoices(value.financeChoices) &&
    (value.basis === 'real-world' || value.basis === 'official')
  );
}
