/**
 * Checks a stored value before the calculator trusts it: every field has its type and allowed values, and the
 * charge types match the configuration's (a configuration that changed makes old charging values foreign).
 */

import { type CalculatorState, periods } from './calculator-state.ts';
import { isCalculatorStep } from './calculator-steps.ts';
import type { ChargingValues } from './charging-values.ts';
import { editionSorts } from './editions.ts';

type Guarded = Record<string, unknown>;

const isObject = (value: unknown): value is Guarded =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFuel = (value: unknown) => value === 'petrol' || value === 'diesel';
const isPeriod = (value: unknown) => value === 'week' || value === 'month' || value === 'year';
const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isPositive = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;

function isDraft(value: unknown): boolean {
  if (!isObject(value) || !isFuel(value.fuel) || !isPeriod(value.mileagePer)) return false;
  return ['mpg', 'mileage', 'fuelPrice'].every((field) => typeof value[field] === 'string');
}

function isVehicleData(value: unknown): boolean {
  if (!isObject(value) || !isFuel(value.fuel) || !isPeriod(value.mileagePer)) return false;
  return isPositive(value.mpg) && isPositive(value.mileage) && isPositive(value.fuelPrice);
}

function isChargingValues(value: unknown, types: readonly string[]): value is ChargingValues {
  if (!isObject(value) || !isObject(value.shares) || !isObject(value.prices)) return false;
  const { shares, prices } = value;
  const sameTypes = (map: Guarded) =>
    Object.keys(map).length === types.length && types.every((t) => Object.hasOwn(map, t));
  return (
    sameTypes(shares) &&
    sameTypes(prices) &&
    types.every(
      (type) => Number.isInteger(shares[type]) && (shares[type] as number) >= 0 && (shares[type] as number) <= 100,
    ) &&
    types.every(
      (type) => typeof prices[type] === 'number' && Number.isFinite(prices[type]) && (prices[type] as number) >= 0,
    )
  );
}

const isChoiceNumber = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/** The finance choices (issue 17): per edition id, an optional term, deposit and annual mileage, each a number. */
function isFinanceChoices(value: unknown): boolean {
  if (!isObject(value)) return false;
  return Object.values(value).every(
    (choice) =>
      isObject(choice) &&
      isChoiceNumber(choice.term) &&
      isChoiceNumber(choice.deposit) &&
      isChoiceNumber(choice.annualMileage),
  );
}

/** Whether `value` is a complete calculator state for a configuration with these charge types. */
export function isStoredState(value: unknown, chargeTypes: readonly string[]): value is CalculatorState {
  if (!isObject(value)) return false;
  return (
    isCalculatorStep(value.step) &&
    isDraft(value.vehicle) &&
    (value.accepted === null || isVehicleData(value.accepted)) &&
    typeof value.vehicleSaved === 'boolean' &&
    isChargingValues(value.charging, chargeTypes) &&
    (value.savedCharging === null || isChargingValues(value.savedCharging, chargeTypes)) &&
    (value.modelFilter === null || typeof value.modelFilter === 'string') &&
    editionSorts.includes(value.sort as never) &&
    isStringList(value.selected) &&
    isStringList(value.compared) &&
    periods.includes(value.period as never) &&
    isFinanceChoices(value.financeChoices)
  );
}
