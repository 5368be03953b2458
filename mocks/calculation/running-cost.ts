/**
 * The published running-cost formulas of spec section 9, as pure functions (no rounding: callers round money).
 */

/** Litres per imperial gallon (exact); never the US gallon. */
export const LITRES_PER_GALLON = 4.54609;
/** Weeks per year, the spec's conversion. */
export const WEEKS_PER_YEAR = 52;
/** Months per year. */
export const MONTHS_PER_YEAR = 12;

/** Charge type to a number (a share 0..1, or a price per kWh in pounds). */
export type ChargeTypeMap = Readonly<Record<string, number>>;

/** Annual miles from weekly miles (x 52). */
export function annualMiles(weeklyMileage: number): number {
  return weeklyMileage * WEEKS_PER_YEAR;
}

/** Annual fuel cost in pounds: (annual miles / mpg) x 4.54609 x price per litre. */
export function fuelCost(miles: number, mpg: number, pricePerLitre: number): number {
  return (miles / mpg) * LITRES_PER_GALLON * pricePerLitre;
}

/**
 * Blended price per kWh of a charging profile: sum of share x price over its charge types. A type without its own
 * price throws: pricing it at £0 (or at `Object.prototype.constructor`) would hide a bad request as a cheap answer.
 */
export function blendedPricePerKwh(shares: ChargeTypeMap, prices: ChargeTypeMap): number {
  return Object.entries(shares).reduce((sum, [type, share]) => {
    if (!Object.hasOwn(prices, type)) throw new Error(`[hcuk] no price per kWh for charge type "${type}"`);
    return sum + share * (prices[type] as number);
  }, 0);
}

/** Annual electric cost in pounds: blended price x annual miles x (usable battery kWh / WLTP range miles). */
export function electricCost(miles: number, pricePerKwh: number, batteryKwh: number, rangeMiles: number): number {
  return pricePerKwh * miles * (batteryKwh / rangeMiles);
}

/** An annual amount split into the spec's periods: monthly = annual / 12, weekly = annual / 52. */
export function perPeriod(annual: number): { annual: number; monthly: number; weekly: number } {
  return { annual, monthly: annual / MONTHS_PER_YEAR, weekly: annual / WEEKS_PER_YEAR };
}

/** Rounds pounds to whole pennies. */
export function toPennies(pounds: number): number {
  return wholePennies(pounds) / 100;
}

/** Pounds as a whole number of pennies (an integer), rounded like {@link toPennies}. */
export function wholePennies(pounds: number): number {
  return Math.round((pounds + Number.EPSILON) * 100);
}

/** The saving a visitor can check by subtraction: rounded current minus rounded new, in whole pennies, as pounds. */
export function displayedSaving(current: number, next: number): number {
  return (wholePennies(current) - wholePennies(next)) / 100;
}

/** What the formulas need of a vehicle: hybrids (`hev`) use mpg, battery-electric and plug-in hybrids use battery and range. */
export type CostedVehicle =
  | { powerTrain: 'hev'; weightedCombinedMPG: number }
  | { powerTrain: 'bev' | 'phev'; battery: number; evRange: number };

/** The current car and charging inputs of one comparison. */
export interface ComparisonInputs {
  weeklyMileage: number;
  fuelEconomy: number;
  fuelPrice: number;
  shares: ChargeTypeMap;
  prices: ChargeTypeMap;
}

/** Unrounded annual figures of one comparison: current cost, new cost, saving and the electricity price used (0 for hev). */
export function compareAnnualCosts(
  vehicle: CostedVehicle,
  inputs: ComparisonInputs,
): { current: number; next: number; saving: number; electricityCost: number } {
  const miles = annualMiles(inputs.weeklyMileage);
  const current = fuelCost(miles, inputs.fuelEconomy, inputs.fuelPrice);
  if (vehicle.powerTrain === 'hev') {
    // Spec section 9: a hybrid runs on fuel, so it is costed at the entered fuel price with its own mpg.
    const next = fuelCost(miles, vehicle.weightedCombinedMPG, inputs.fuelPrice);
    return { current, next, saving: current - next, electricityCost: 0 };
  }
  const electricityCost = blendedPricePerKwh(inputs.shares, inputs.prices);
  const next = electricCost(miles, electricityCost, vehicle.battery, vehicle.evRange);
  return { current, next, saving: current - next, electricityCost };
}
