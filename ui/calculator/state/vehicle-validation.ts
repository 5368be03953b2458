/**
 * The vehicle form's rules (spec section 5), with GOV.UK-style messages that name the field and say what to do.
 * Fuel, MPG, mileage and fuel price must all be given; MPG below 1 is raised to 1; mileage is at least 1; fuel price
 * is at least £0.10, in pounds (a figure of £10 or more is taken for pence), rounded to 2 decimals. Mileage is at
 * most 10,000 miles a week in any period, the calculation's documented limit.
 */

import type { MileagePeriod } from '../../../sdk/index.ts';
import { lowerFirst } from './calculator-texts.ts';
import { parseAmount, roundTo } from './parse-amount.ts';
import { formatFuelPrice, type VehicleData, type VehicleDraft, type VehicleNumberField } from './vehicle-data.ts';

/** The visible label of each number field, used in its messages. */
export type VehicleFieldLabels = Readonly<Record<VehicleNumberField, string>>;

/** The most miles in each period: 10,000 a week (the finance document's `weeklyMileage` maximum). */
export const mileageLimits: Readonly<Record<MileagePeriod, number>> = { week: 10_000, month: 43_333, year: 520_000 };

/** Fuel price bounds in pounds per litre: the spec's minimum, and a ceiling that catches prices typed in pence. */
export const fuelPriceBounds = { min: 0.1, max: 9.99 } as const;

/** The error for one field of the draft, or `undefined` when it is valid. */
export function vehicleFieldError(
  field: VehicleNumberField,
  draft: VehicleDraft,
  labels: VehicleFieldLabels,
): string | undefined {
  const label = labels[field];
  const text = draft[field];
  if (text.trim() === '') return `Enter your ${lowerFirst(label)}`;
  const value = parseAmount(text);
  if (field === 'mpg') return value === undefined ? `${label} must be a number, like 45` : undefined;
  if (field === 'mileage') {
    if (value === undefined) return `${label} must be a number of miles, like 150`;
    if (value < 1) return `${label} must be 1 mile or more`;
    const per = draft.mileagePer;
    return value <= mileageLimits[per]
      ? undefined
      : `${label} must be ${mileageLimits[per].toLocaleString('en-GB')} miles a ${per} or less`;
  }
  if (value === undefined) return `${label} must be an amount in pounds, like 1.36`;
  if (roundTo(value, 2) < fuelPriceBounds.min) return `${label} must be £0.10 or more`;
  if (value > fuelPriceBounds.max) return `${label} must be in pounds, like 1.36 for 136p`;
  return undefined;
}

const numberFields: readonly VehicleNumberField[] = ['mpg', 'mileage', 'fuelPrice'];
// The rules are checked by vehicleFieldError alone; the labels only word its messages.
const unnamed: VehicleFieldLabels = { mpg: '', mileage: '', fuelPrice: '' };

/** The valid vehicle data in the draft, or `undefined` while any field breaks a rule. */
export function parseVehicleDraft(draft: VehicleDraft): VehicleData | undefined {
  if (numberFields.some((field) => vehicleFieldError(field, draft, unnamed))) return undefined;
  // Every field is a number here (checked above).
  const number = (field: VehicleNumberField) => parseAmount(draft[field]) ?? Number.NaN;
  // Spec section 5: a lower MPG entry is raised to 1.
  return {
    fuel: draft.fuel,
    mpg: Math.max(1, number('mpg')),
    mileage: number('mileage'),
    mileagePer: draft.mileagePer,
    fuelPrice: roundTo(number('fuelPrice'), 2),
  };
}

/** A field as shown once the visitor leaves it: MPG below 1 raised to 1, price rounded to 2 decimals. */
export function normaliseVehicleField(field: VehicleNumberField, text: string): string {
  const value = parseAmount(text);
  if (value === undefined) return text;
  if (field === 'mpg') return value < 1 ? '1' : text.trim();
  if (field === 'fuelPrice') return formatFuelPrice(roundTo(value, 2));
  return text.trim();
}
