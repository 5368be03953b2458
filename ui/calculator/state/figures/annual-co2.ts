/**
 * CO2 a year, in kg CO2e, from the energy the running-cost formulas imply: litres = miles / mpg x 4.54609 (imperial
 * gallon); kWh = miles x usable battery / WLTP range. A plug-in hybrid's electric share of miles (from the calculation)
 * uses electricity, the rest petrol. Tailpipe and grid emissions only: no well-to-tank.
 */

import type { Fuel } from '../vehicle/vehicle-data.ts';
import type { EmissionFactors } from './emission-factors.ts';

/** Litres per imperial gallon (exact), as in the running-cost formulas. */
const LITRES_PER_GALLON = 4.54609;

/** What the CO2 of a compared vehicle needs: its share of electric miles, battery and range, and petrol mpg. */
export interface VehicleEnergy {
  /** Share of miles on electricity, 0..1. */
  electricShare: number;
  battery: number | null;
  evRange: number | null;
  /** MPG of its petrol miles (a hybrid's, a plug-in hybrid's charge-sustaining); null for battery-electric. */
  mpg: number | null;
}

const positive = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;

/** The current car's CO2 a year: its fuel's factor times the litres it burns. */
export function currentCarCo2(annualMiles: number, mpg: number, fuel: Fuel, factors: EmissionFactors): number | null {
  if (!positive(mpg) || !(annualMiles >= 0)) return null;
  const perLitre = fuel === 'diesel' ? factors.dieselKgPerLitre : factors.petrolKgPerLitre;
  return (annualMiles / mpg) * LITRES_PER_GALLON * perLitre;
}

/** A compared vehicle's CO2 a year, or null when a figure it needs is missing. */
export function vehicleCo2(annualMiles: number, energy: VehicleEnergy, factors: EmissionFactors): number | null {
  const share = energy.electricShare;
  if (!(share >= 0 && share <= 1) || !(annualMiles >= 0)) return null;
  let kg = 0;
  if (share > 0) {
    if (!positive(energy.battery) || !positive(energy.evRange)) return null;
    kg += annualMiles * share * (energy.battery / energy.evRange) * factors.electricityKgPerKwh;
  }
  if (share < 1) {
    if (!positive(energy.mpg)) return null;
    kg += ((annualMiles * (1 - share)) / energy.mpg) * LITRES_PER_GALLON * factors.petrolKgPerLitre;
  }
  return kg;
}
