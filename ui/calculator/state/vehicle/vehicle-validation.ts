/**
 * The vehicle form's rules, with GOV.UK-style messages that name the field and say what to do. Every bound is the
 * finance document's own (`MilesPerGallon`, `WeeklyMileage`, `PricePerLitre`, generated into
 * `sdk/generated/finance-rules.ts`): fuel, MPG, mileage and fuel price must all be given; MPG is at most 150 (450 is a
 * slip of the keyboard, and the message suggests 45); mileage is at least 1 and at most the document's weekly limit
 * in its period; the fuel price is within the plausible range unless the configuration narrows it, in pounds or
 * pence with a `p`, rounded to 2 decimals. The car's vehicle tax a year (`AnnualVehicleTax`), when asked, is from £0
 * to £5,000: 19500 typed for £195 is refused with the figure it probably meant. Mileage and vehicle tax, counted in
 * thousands, refuse a full stop between thousands ("10.000" is not costed as 10 miles); MPG and the fuel price read
 * a decimal comma ("45,5", "1,36") where it cannot be a thousands comma (parse-amount.ts). Figures the document
 * allows but few visitors mean are asked about, not refused (plausibility.ts).
 */

import { financeRules } from '@hcuk-genesis/sdk';
import { formatFigure, formatTyped } from '../../format/figures.ts';
import { formatPrice } from '../../format/money.ts';
import type { PriceRange } from '../prices/price-ranges.ts';
import { type PriceRule, parseValidPrice, priceError } from '../prices/price-text.ts';
import { lowerFirst } from '../texts/calculator-texts.ts';
import { choosePeriod, mileageLimits, periodItFits } from './mileage-periods.ts';
import { fullStopThousands, readFieldNumber } from './parse-amount.ts';
import {
  formatFuelPrice,
  type VehicleData,
  type VehicleDraft,
  type VehicleFigureField,
  type VehicleNumberField,
  vehicleNumberFields,
} from './vehicle-data.ts';

/** The visible label of each number field, used in its messages. */
export type VehicleFieldLabels = Readonly<Record<VehicleNumberField, string>>;

const mpg = financeRules.MilesPerGallon;

/**
 * The MPG's error for `value`: above the document's maximum, with the figure it probably meant where one fits, or below
 * zero. A figure from 0 to 1 is costed as 1 (the spec's number field, minimum 1) and asked about (plausibility.ts), but
 * a negative one is a slip (a phone's decimal keypad has a minus key): raised to 1, "-45" would be costed as 1 mpg.
 */
function mpgError(label: string, value: number): string | undefined {
  const range = `${label} must be between ${mpg.minimum} and ${mpg.maximum}`;
  if (value < 0) return range;
  if (value <= mpg.maximum) return undefined;
  // A digit typed twice or a stray zero: a whole tenth or hundredth that is an everyday figure.
  const meant = [10, 100]
    .map((divisor) => value / divisor)
    .find((guess) => Number.isInteger(guess) && guess >= mpg.plausibleMinimum && guess <= mpg.maximum);
  return meant === undefined
    ? range
    : `${formatTyped(value)} mpg is more than any car achieves: did you mean ${formatFigure(meant)}? ${range}`;
}

const tax = financeRules.AnnualVehicleTax;

/** The vehicle tax's error for `value`: above the document's maximum, with the hundredth it probably meant. */
function vehicleTaxError(label: string, value: number): string | undefined {
  if (value >= tax.minimum && value <= tax.maximum) return undefined;
  const range = `${label} must be between ${formatPrice(tax.minimum)} and ${formatPrice(tax.maximum)}`;
  const meant = value / 100;
  return value > tax.maximum && Number.isInteger(meant) && meant <= tax.maximum
    ? `${formatPrice(value)} is more than any car pays a year: did you mean ${formatPrice(meant)}? ${range}`
    : range;
}

/**
 * The error for a full stop between thousands in a field counted in thousands, or `undefined` when there is none:
 * "Average mileage must use a comma, not a full stop, between thousands: for 10,000, enter 10000 or 10,000". The
 * example is the figure typed, so it is offered only where it has thousands ("0.500" has none) and the field
 * accepts it (`maximum` or less).
 */
export function fullStopThousandsError(
  label: string,
  text: string,
  maximum: number,
  money = false,
): string | undefined {
  const meant = fullStopThousands(text);
  if (meant === undefined) return undefined;
  const rule = `${label} must use a comma, not a full stop, between thousands`;
  if (meant < 1000 || meant > maximum) return rule;
  const commas = formatFigure(meant);
  return `${rule}: for ${money ? '£' : ''}${commas}, enter ${meant} or ${commas}`;
}

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
  // Vehicle tax is asked only when the configuration has rates; a field not asked has no error.
  if (text === undefined) return undefined;
  if (field === 'fuelPrice') return priceError(text, fuelPriceRule(label, fuelRange));
  if (text.trim() === '') return `Enter your ${lowerFirst(label)}`;
  const value = readVehicleNumber(field, text);
  if (field === 'mpg') return value === undefined ? `${label} must be a number, like 45` : mpgError(label, value);
  const per = draft.mileagePer;
  if (field === 'vehicleTax') {
    if (value !== undefined) return vehicleTaxError(label, value);
    return fullStopThousandsError(label, text, tax.maximum, true) ?? `${label} must be an amount in pounds, like 195`;
  }
  if (value === undefined)
    return fullStopThousandsError(label, text, mileageLimits[per]) ?? `${label} must be a number of miles, like 150`;
  if (value < 1) return `${label} must be 1 mile or more`;
  if (value <= mileageLimits[per]) return undefined;
  // A yearly mileage typed with per week still chosen (the default): say which period it fits.
  const fits = periodItFits(value, per);
  return `${label} must be ${mileageLimits[per].toLocaleString('en-GB')} miles a ${per} or less${fits ? `: ${choosePeriod(value, fits)}` : ''}`;
}

// The rules are checked by vehicleFieldError alone; the labels only word its messages.
const unnamed: VehicleFieldLabels = { mpg: '', mileage: '', fuelPrice: '', vehicleTax: '' };

/**
 * The valid vehicle data in the draft, or `undefined` while any field breaks a rule. A diesel driver's petrol price
 * (for hybrids) is the one they last entered for petrol, if any.
 */
export function parseVehicleDraft(draft: VehicleDraft, fuelRange: PriceRange): VehicleData | undefined {
  if (vehicleNumberFields.some((field) => vehicleFieldError(field, draft, unnamed, fuelRange))) return undefined;
  // Every field is a number here (checked above).
  const number = (field: VehicleFigureField) => readVehicleNumber(field, draft[field] ?? '') ?? Number.NaN;
  const fuelPrice = parseValidPrice(draft.fuelPrice, fuelPriceRule('', fuelRange)) ?? Number.NaN;
  const petrolPrice =
    draft.fuel === 'petrol' ? fuelPrice : parseValidPrice(draft.petrolPrice ?? '', fuelPriceRule('', fuelRange));
  // Spec section 5: a lower MPG entry is raised to 1 (its field keeps what was typed, and asks about it).
  return {
    fuel: draft.fuel,
    mpg: Math.max(1, number('mpg')),
    mileage: number('mileage'),
    mileagePer: draft.mileagePer,
    fuelPrice,
    ...(petrolPrice === undefined ? {} : { petrolPrice }),
    ...(draft.vehicleTax === undefined ? {} : { vehicleTax: number('vehicleTax') }),
  };
}

/**
 * The number a field's text holds, as its rule reads it: MPG with a decimal comma; mileage and vehicle tax whole,
 * with no full stop between thousands (parse-amount.ts).
 */
export const readVehicleNumber = (field: VehicleFigureField, text: string): number | undefined =>
  readFieldNumber(text, field !== 'mpg');

/**
 * A field as shown once the visitor leaves it: a valid price in pounds to 2 decimals, anything else as typed. A figure
 * that breaks its rule stays as typed, so its message speaks of what the visitor sees: "1.36p" rewritten as "0.01", or
 * "1,459" as "1459.00", would be a figure they never typed. So does an MPG under 1, though it is costed as 1 (spec
 * section 5): ".45" rewritten as "1" lost the 45 a phone's decimal key had slipped into, and the note under the field
 * could no longer ask "did you mean 45?" (plausibility.ts).
 */
export function normaliseVehicleField(field: VehicleNumberField, text: string, fuelRange: PriceRange): string {
  if (field === 'fuelPrice') {
    const price = parseValidPrice(text, fuelPriceRule('', fuelRange));
    return price === undefined ? text : formatFuelPrice(price);
  }
  return readVehicleNumber(field, text) === undefined ? text : text.trim();
}
