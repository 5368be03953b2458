/**
 * What the compare step shows beside the running costs (issue 16): cost per mile and CO2 a year, for the current car
 * (from the first result, spec section 3) and each compared vehicle. Computed here from the calculation's own
 * figures, so the pence per mile always matches the costs shown.
 */
import { currentCarCo2, vehicleCo2 } from './annual-co2.ts';
import { pencePerMile } from './cost-per-mile.ts';
import type { EmissionFactors } from './emission-factors.ts';
import type { VehicleData } from './vehicle-data.ts';
import type { VehicleResult } from './vehicle-results.ts';

/** Pence per mile and kg CO2e a year; null where a figure is missing. */
export interface Extras {
  pencePerMile: number | null;
  co2: number | null;
}

/** The current car's extras, read from the first result and the submitted data. */
export function currentCarExtras(
  first: VehicleResult,
  data: VehicleData,
  annualMiles: number,
  factors: EmissionFactors,
): Extras {
  return {
    pencePerMile: pencePerMile(first.currentAnnualRunningCost, annualMiles),
    co2: currentCarCo2(annualMiles, data.mpg, data.fuel, factors),
  };
}

/** A compared vehicle's extras, from its result. */
export function vehicleExtras(result: VehicleResult, annualMiles: number, factors: EmissionFactors): Extras {
  const { battery, evRange, mpg } = result.vehicle;
  return {
    pencePerMile: pencePerMile(result.newAnnualRunningCost, annualMiles),
    co2: vehicleCo2(annualMiles, { electricShare: result.electricShare, battery, evRange, mpg }, factors),
  };
}
