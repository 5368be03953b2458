/**
 * Figures the finance document allows but few visitors mean (its `x-plausible-minimum` and `-maximum`, generated into
 * `financeRules`): under 10 mpg, under 10 or over 1,000 miles a week, a fuel price over £2.00 a litre (more than UK
 * pumps have charged: 245p typed for 145p), vehicle tax a year over £1,000 or, but for £0, under £20. Each is
 * costed, as the document allows it, but the field asks the visitor to check it, with the figure a slip of the
 * keyboard probably came from: 4.5 typed for 45 mpg, or 1500 for 150 miles, would multiply a cost and the
 * saving it leads to by ten, and a saving overstated that way is the kind of claim CAP Code 3.1 and 3.7 forbid. A
 * yearly mileage left on per week, the period's default ("8000" for 8,000 a year), is asked about with the period it
 * fits; one too small for its period ("150" on per year, perhaps meant a week) names the period to check: the figures
 * would be fifty times too large or too small.
 */
import { financeRules, type MileagePeriod } from '@hcuk-genesis/sdk';
import { formatFigure, formatTyped } from '../../format/figures.ts';
import { formatMoney, formatPrice } from '../../format/money.ts';
import { parsePrice } from '../prices/price-text.ts';
import { choosePeriod, likelyMileage, mileageLikely, periodItFits } from './mileage-periods.ts';
import { roundTo } from './parse-amount.ts';
import { type VehicleData, type VehicleDraft, type VehicleNumberField, vehicleNumberFields } from './vehicle-data.ts';
import { readVehicleNumber } from './vehicle-validation.ts';

const mpg = financeRules.MilesPerGallon;
/** Whether `value` is an MPG most cars return. */
const likelyMpg = (value: number) => value >= mpg.plausibleMinimum && value <= mpg.maximum;
/**
 * An MPG typed with a stray decimal point: one place early ("4.5" for 45, ten times it), or before the figure (".45"
 * or "0.45" for 45, a phone's decimal key beside the 0: the digits after the point), when that is a likely MPG.
 */
function pointMisplaced(value: number): number | undefined {
  if (Number.isInteger(value)) return undefined;
  const early = Math.round(value * 10 * 1e6) / 1e6;
  if (likelyMpg(early)) return early;
  const afterPoint = value < 1 ? Number(/^0\.(\d+)$/.exec(String(value))?.[1]) : Number.NaN;
  return likelyMpg(afterPoint) ? afterPoint : undefined;
}
const tax = financeRules.AnnualVehicleTax;
/** Pounds typed as if pence were pounds' fraction ("1.95" for £195), when a hundred times it is a likely figure. */
function penceForPounds(value: number): number | undefined {
  const meant = Math.round(value * 100 * 1e6) / 1e6;
  return !Number.isInteger(value) &&
    Number.isInteger(meant) &&
    meant >= tax.plausibleMinimum &&
    meant <= tax.plausibleMaximum
    ? meant
    : undefined;
}
/** "1,500 miles a week", "1 mile a year". */
const milesA = (value: number, per: MileagePeriod) =>
  `${formatTyped(value)} ${value === 1 ? 'mile' : 'miles'} a ${per}`;
/** A whole figure typed with one zero or digit too many ("1500" for 150), or undefined when a tenth is not whole. */
const digitTooMany = (value: number) => (Number.isInteger(value / 10) ? value / 10 : undefined);

/** ": did you mean 45?" for a figure a slip probably came from, or the sentence's full stop. */
const didYouMean = (meant: number | undefined, format: (value: number) => string) =>
  meant === undefined ? '.' : `: did you mean ${format(meant)}?`;

/**
 * The note asking the visitor to check a field's figure, or `undefined` when it is within what most visitors mean
 * (or is not yet a number). Only for a field without an error: a refused figure is never costed anyway.
 */
export function vehicleFieldCheck(field: VehicleNumberField, draft: VehicleDraft): string | undefined {
  const value = costedValue(field, draft);
  return value === undefined ? undefined : figureCheck(field, value, draft.mileagePer);
}

/**
 * The figure a field of the draft is read as (an MPG under 1 as typed, though it is costed as 1; a price in pounds to
 * 2 decimals), or `undefined` when it is not yet a number.
 */
export function costedValue(field: VehicleNumberField, draft: VehicleDraft): number | undefined {
  if (field !== 'fuelPrice') return readVehicleNumber(field, draft[field] ?? '');
  const price = parsePrice(draft.fuelPrice);
  return price === undefined ? undefined : roundTo(price, 2);
}

/** A request to check a costed figure, with the figure the results use (`costedFigureChecks`). */
export interface CostedFigureCheck {
  field: VehicleNumberField;
  text: string;
}

/**
 * The notes for the costed figures a visitor confirmed though few mean them, in the form's order. On the results they
 * are said again beside the figures they made, as a saving multiplied by ten is still misleading once confirmed (CAP
 * Code 3.7): "… did you mean 45? The figures here are costed at 4.5 mpg."
 */
export function costedFigureChecks(data: VehicleData, typed?: Pick<VehicleDraft, 'mpg'>): CostedFigureCheck[] {
  const costedAt: Record<VehicleNumberField, (value: number) => string> = {
    mpg: (value) => `costed at ${formatTyped(value)} mpg`,
    mileage: (value) => `costed at ${milesA(value, data.mileagePer)}`,
    fuelPrice: (value) => `costed at ${formatMoney(value)} a litre`,
    vehicleTax: (value) => `costed with ${formatPrice(value)} a year of vehicle tax`,
  };
  // An MPG under 1 is costed as 1 and kept as typed (vehicle-validation.ts): said as Details said it, with its guess
  // (".45": did you mean 45?), a note that already names the figure the results use.
  const typedMpg = typed === undefined ? undefined : readVehicleNumber('mpg', typed.mpg);
  if (typedMpg !== undefined && typedMpg < mpg.minimum && data.mpg === mpg.minimum) {
    const others = costedFigureChecks(data).filter(({ field }) => field !== 'mpg');
    const check = figureCheck('mpg', typedMpg, data.mileagePer);
    return [...(check ? [{ field: 'mpg' as const, text: check }] : []), ...others];
  }
  return vehicleNumberFields.flatMap((field) => {
    const value = data[field];
    if (value === undefined) return [];
    const check = figureCheck(field, value, data.mileagePer);
    return check ? [{ field, text: `${check} The figures here are ${costedAt[field](value)}.` }] : [];
  });
}

const litre = financeRules.PricePerLitre;

/** The note for one figure, `value` as read from its field (a mileage in the period `per`, a price in pounds). */
function figureCheck(field: VehicleNumberField, value: number, per: MileagePeriod): string | undefined {
  if (field === 'fuelPrice')
    return value > litre.plausibleMaximum
      ? `${formatMoney(value)} a litre is more than UK pumps have ever charged. Check it is right.`
      : undefined;
  if (field === 'mpg') {
    if (value >= mpg.plausibleMinimum) return undefined;
    // Under 1, costed as 1 (spec section 5): said, as the field shows the figure typed.
    const less =
      value < mpg.minimum
        ? `less than any car achieves, so the figures use ${mpg.minimum} mpg, the lowest the calculator accepts`
        : 'less than almost any car achieves';
    return `${formatTyped(value)} mpg is ${less}. Check it is right${didYouMean(pointMisplaced(value), formatFigure)}`;
  }
  if (field === 'mileage') {
    if (likelyMileage(value, per)) return undefined;
    // Too few: a weekly figure left on per year, or the lookup's estimate from a little-used car's MOT record. The
    // period is named for the visitor to check, not changed for them.
    if (value < mileageLikely.low[per])
      return `${milesA(value, per)} is less than almost anyone drives. Check the figure, and that per ${per} is the period you meant.`;
    const fits = periodItFits(value, per);
    const hint = fits ? `: ${choosePeriod(value, fits)}.` : didYouMean(digitTooMany(value), formatFigure);
    return `${milesA(value, per)} is more than almost anyone drives. Check it is right${hint}`;
  }
  if (value > 0 && value < tax.plausibleMinimum)
    return `${formatPrice(value)} a year is less vehicle tax than any car pays after its first year, unless it pays none. Check it is right${didYouMean(penceForPounds(value), formatPrice)}`;
  if (value <= tax.plausibleMaximum) return undefined;
  return `${formatPrice(value)} a year is more vehicle tax than any car pays after its first year. Check it is right${didYouMean(digitTooMany(value), formatPrice)}`;
}
