/**
 * What the compare step shows beside the running costs: cost per mile and CO2 a year, for the current car (from the
 * first result) and each compared vehicle. Computed here from the calculation's own figures, so the pence per mile
 * always matches the costs shown.
 */

import type { FinanceSchema } from '@hcuk-genesis/sdk';
import type { CalculationBasis } from '../store/calculator-state.ts';
import type { VehicleData } from '../vehicle/vehicle-data.ts';
import { currentCarCo2, vehicleCo2 } from './annual-co2.ts';
import { pencePerMile } from './cost-per-mile.ts';
import type { EmissionFactors } from './emission-factors.ts';
import type { VehicleResult } from './vehicle-results.ts';

type RealWorldAdjustment = FinanceSchema<'RealWorldAdjustment'>;

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

/**
 * The electricity drawn from the wall per kWh of official (WLTP) use: 1 on official figures; on real-world ones the
 * electric factor times the charging losses' mark-up, Σ share ÷ (1 − loss), so CO2 counts what the costs count
 * (the result's mpg is already the one its petrol miles were costed at).
 */
export function wallKwhPerOfficialKwh(
  realWorld: RealWorldAdjustment | undefined,
  basis: CalculationBasis,
  shares: Readonly<Record<string, number>>,
): number {
  if (!realWorld || basis === 'official') return 1;
  const total = Object.values(shares).reduce((sum, share) => sum + share, 0);
  if (!(total > 0)) return realWorld.factors.electric;
  const markUp = Object.entries(shares).reduce(
    (sum, [type, share]) => sum + share / total / (1 - (realWorld.chargingLosses[type] ?? 0)),
    0,
  );
  return realWorld.factors.electric * markUp;
}

/** A compared vehicle's extras, from its result; `wallKwh` from {@link wallKwhPerOfficialKwh}. */
export function vehicleExtras(
  result: VehicleResult,
  annualMiles: number,
  factors: EmissionFactors,
  wallKwh = 1,
): Extras {
  const { battery, evRange, mpg } = result.vehicle;
  // More kWh a mile is the same as a shorter range for the same battery.
  const range = evRange === null ? null : evRange / wallKwh;
  return {
    pencePerMile: pencePerMile(result.newAnnualRunningCost, annualMiles),
    co2: vehicleCo2(annualMiles, { electricShare: result.electricShare, battery, evRange: range, mpg }, factors),
  };
}
