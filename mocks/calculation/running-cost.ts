/**
 * The published running-cost formulas of spec section 9, as pure functions (no rounding: callers round money), with
 * issue 16's corrections: hybrids at the petrol price, plug-in hybrids split by their electric share.
 */
import { electricShare } from './electric-share.ts';

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
 * Blended price per kWh of a charging profile: sum of share x price over its charge types. With `losses` (the share of
 * each type's electricity lost on the way to the battery), each price is per kWh that reaches the battery:
 * price / (1 - loss). A type without its own price or loss throws: pricing it at £0 (or at
 * `Object.prototype.constructor`) would hide a bad request as a cheap answer.
 */
export function blendedPricePerKwh(shares: ChargeTypeMap, prices: ChargeTypeMap, losses?: ChargeTypeMap): number {
  return Object.entries(shares).reduce((sum, [type, share]) => {
    if (!Object.hasOwn(prices, type)) throw new Error(`[hcuk] no price per kWh for charge type "${type}"`);
    if (losses && !Object.hasOwn(losses, type)) throw new Error(`[hcuk] no charging loss for charge type "${type}"`);
    const price = prices[type] as number;
    return sum + share * (losses ? price / (1 - (losses[type] as number)) : price);
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

/**
 * What the formulas need of a vehicle: a hybrid (`hev`) its weighted combined mpg; a battery-electric car (`bev`) its
 * usable battery and WLTP range; a plug-in hybrid (`phev`) both, with its charge-sustaining mpg (range 0: no
 * electric miles).
 */
export type CostedVehicle =
  | { powerTrain: 'hev'; weightedCombinedMPG: number }
  | { powerTrain: 'bev'; battery: number; evRange: number }
  | { powerTrain: 'phev'; battery: number; evRange: number; chargeSustainingMPG: number };

/**
 * Official (WLTP) figures to expected real-world ones: each consumption (litres or kWh a mile) x its power train's
 * factor, and the charging loss of each charge type (see the finance document's `RealWorldAdjustment`).
 */
export interface RealWorldAdjustment {
  factors: { petrol: number; hybrid: number; plugInHybridPetrol: number; electric: number };
  chargingLosses: ChargeTypeMap;
}

/** The current car and charging inputs of one comparison. */
export interface ComparisonInputs {
  weeklyMileage: number;
  fuelEconomy: number;
  /** The current car's fuel price, pounds a litre. */
  fuelPrice: number;
  /** The petrol price hybrids and plug-in hybrids burn, pounds a litre (the fuel price too for a petrol driver). */
  petrolPrice: number;
  shares: ChargeTypeMap;
  prices: ChargeTypeMap;
  /** When given, the new vehicle is costed at expected real-world figures; the current car never is (its mpg is real). */
  realWorld?: RealWorldAdjustment;
}

/** Unrounded annual figures of one comparison. */
export interface AnnualComparison {
  /** The current car's cost. */
  current: number;
  /** The compared vehicle's cost. */
  next: number;
  /** current - next (unrounded; the answer shows the difference of the rounded figures). */
  saving: number;
  /** The blended price per kWh the electric miles were costed at (0 for a hybrid, which has none). */
  electricityCost: number;
  /** The share of miles costed as electric: 1 for bev, 0 for hev, {@link electricShare} for phev (unrounded). */
  electricShare: number;
  /** The mpg the petrol miles were costed at (real-world when adjusted); null for bev. */
  mpg: number | null;
}

/**
 * A vehicle's annual cost: electric miles at the blended price, the rest at the petrol price and its own mpg. A hybrid
 * burns petrol whatever the visitor's car burns, so it is costed at the petrol price, never the diesel price (a
 * "Petrol (inc Hybrid)" car, whose fuel is petrol). A plug-in hybrid splits its miles by {@link electricShare}; with
 * share 1 it costs exactly what a battery-electric car with its battery and range costs.
 *
 * Real-world: mpg / factor (the factor is consumption's), kWh a mile x the electric factor (so a plug-in hybrid's range
 * is its WLTP range / the factor, which also lowers its electric share), and each kWh priced at the battery.
 */
function vehicleCost(vehicle: CostedVehicle, inputs: ComparisonInputs, miles: number) {
  const factors = inputs.realWorld?.factors;
  if (vehicle.powerTrain === 'hev') {
    const mpg = vehicle.weightedCombinedMPG / (factors?.hybrid ?? 1);
    return { next: fuelCost(miles, mpg, inputs.petrolPrice), electricityCost: 0, share: 0, mpg };
  }
  const electricityCost = blendedPricePerKwh(inputs.shares, inputs.prices);
  const atBattery = blendedPricePerKwh(inputs.shares, inputs.prices, inputs.realWorld?.chargingLosses);
  const range = vehicle.evRange / (factors?.electric ?? 1);
  if (vehicle.powerTrain === 'bev') {
    const next = electricCost(miles, atBattery, vehicle.battery, range);
    return { next, electricityCost, share: 1, mpg: null };
  }
  const share = electricShare(range, inputs.weeklyMileage);
  const mpg = vehicle.chargeSustainingMPG / (factors?.plugInHybridPetrol ?? 1);
  // Each part only when it has miles: a range of 0 must not divide by zero, a share of 1 burns no petrol.
  const electric = share > 0 ? electricCost(miles * share, atBattery, vehicle.battery, range) : 0;
  const petrol = share < 1 ? fuelCost(miles * (1 - share), mpg, inputs.petrolPrice) : 0;
  return { next: electric + petrol, electricityCost, share, mpg };
}

/** Unrounded annual figures of one comparison: the current car at its own fuel price against the vehicle. */
export function compareAnnualCosts(vehicle: CostedVehicle, inputs: ComparisonInputs): AnnualComparison {
  const miles = annualMiles(inputs.weeklyMileage);
  const current = fuelCost(miles, inputs.fuelEconomy, inputs.fuelPrice);
  const { next, electricityCost, share, mpg } = vehicleCost(vehicle, inputs, miles);
  return { current, next, saving: current - next, electricityCost, electricShare: share, mpg };
}
