/**
 * The vehicle form's rules (spec section 5), with GOV.UK-style messages that name the field and say what to do.
 * Fuel, MPG, mileage and fuel price must all be given; MPG below 1 is raised to 1; mileage is at least 1; fuel price
 * is within the plausible range (issue 16: £0.80 to £2.50 unless the configuration narrows it, where the spec's
 * minimum of £0.10 let 0.14 through), in pounds or pence with a `p`, rounded to 2 decimals. Mileage is at most
 * 10,000 miles a week in any period, the calculation's documented limit.
 */

import type { MileagePeriod } from '../../../sdk/index.ts';
import { lowerFirst } from './calculator-texts.ts';
import { parseAmount, roundTo } from './parse-amount.ts';
import type { PriceRange } from './price-ranges.ts';
import { type PriceRule, parsePrice, parseValidPrice, priceError } from './price-text.ts';
import { formatFuelPrice, type VehicleData, type VehicleDraft, type VehicleNumberField } from './vehicle-data.ts';

/** The visible label of each number field, used in its messages. */
export type VehicleFieldLabels = Readonly<Record<VehicleNumberField, string>>;

/** The most miles in each period: 10,000 a week (the finance document's `weeklyMileage` maximum). */
export const mileageLimits: Readonly<Record<MileagePeriod, number>> = { week: 10_000, month: 43_333, year: 520_000 };

/** The fuel price's rule: "Average fuel price (per litre) must be between £0.80 and £2.50". */
export function fuelPriceRule(label: string, range: PriceRange): PriceRule {
  return { label, empty: `Enter your ${lowerFirst(label)}`, range, example: '1.36', decimals: 2 };
}

/** The error for one field of the draft, or `undefined` when it is valid; `fuelRange` is the fuel price's range. */
export function vehicleFieldError(
  field: VehicleNumberField,
  draft: VehicleDraft,
  labels: VehicleFieldLabels,
  fuelRange: PriceRange,
): string | undefined {
  const label = labels[field];
  const text = draft[field];
  if (field === 'fuelPrice') return priceError(text, fuelPriceRule(label, fuelRange));
  if (text.trim() === '') return `Enter your ${lowerFirst(label)}`;
  const value = parseAmount(text);
  if (field === 'mpg') return value === undefined ? `${label} must be a number, like 45` : undefined;
  if (value === undefined) return `${label} must be a number of miles, like 150`;
  if (value < 1) return `${label} must be 1 mile or more`;
  const per = draft.mileagePer;
  return value <= mileageLimits[per]
    ? undefined
    : `${label} must be ${mileageLimits[per].toLocaleString('en-GB')} miles a ${per} or less`;
}

const numberFields: readonly VehicleNumberField[] = ['mpg', 'mileage', 'fuelPrice'];
// The rules are checked by vehicleFieldError alone; the labels only word its messages.
const unnamed: VehicleFieldLabels = { mpg: '', mileage: '', fuelPrice: '' };

/**
 * The valid vehicle data in the draft, or `undefined` while any field breaks a rule. A diesel driver's petrol price
 * (for hybrids) is the one they last entered for petrol, if any.
 */
export function parseVehicleDraft(draft: VehicleDraft, fuelRange: PriceRange): VehicleData | undefined {
  if (numberFields.some((field) => vehicleFieldError(field, draft, unnamed, fuelRange))) return undefined;
  // Every field is a number here (checked above).
  const number = (field: VehicleNumberField) => parseAmount(draft[field]) ?? Number.NaN;
  const fuelPrice = parseValidPrice(draft.fuelPrice, fuelPriceRule('', fuelRange)) ?? Number.NaN;
  const petrolPrice =
    draft.fuel === 'petrol' ? fuelPrice : parseValidPrice(draft.petrolPrice ?? '', fuelPriceRule('', fuelRange));
  // Spec section 5: a lower MPG entry is raised to 1.
  return {
    fuel: draft.fuel,
    mpg: Math.max(1, number('mpg')),
    mileage: number('mileage'),
    mileagePer: draft.mileagePer,
    fuelPrice,
    ...(petrolPrice === undefined ? {} : { petrolPrice }),
  };
}

/** A field as shown once the visitor leaves it: MPG below 1 raised to 1, a price in pounds to 2 decimals. */
export function normaliseVehicleField(field: VehicleNumberField, text: string): string {
  if (field === 'fuelPrice') {
    const price = parsePrice(text);
    return price === undefined ? text : formatFuelPrice(roundTo(price, 2));
  }
  const value = parseAmount(text);
  if (value === undefined) return text;
  if (field === 'mpg') return value < 1 ? '1' : text.trim();
  return text.trim();
}
