/** Cost per mile in pence: a year's running cost over a year's miles, the same in every period. */
import { toWeeklyMileage } from '@hcuk-genesis/sdk';
import type { VehicleData } from '../vehicle/vehicle-data.ts';

/** Miles a year from the submitted data: the weekly mileage (`toWeeklyMileage`) x 52. */
export const annualMilesOf = (data: Pick<VehicleData, 'mileage' | 'mileagePer'>): number =>
  toWeeklyMileage(data.mileage, data.mileagePer) * 52;

/** The visitor's miles a year as last costed (the calculator's `accepted` data), or 0 before anything is. */
export const acceptedAnnualMiles = (
  accepted: Pick<VehicleData, 'mileage' | 'mileagePer'> | null | undefined,
): number => (accepted ? annualMilesOf(accepted) : 0);

/** Pence per mile, or null when either figure is missing or not a positive number of miles. */
export function pencePerMile(annualCost: number, annualMiles: number): number | null {
  if (!Number.isFinite(annualCost) || !Number.isFinite(annualMiles) || annualMiles <= 0) return null;
  return (annualCost / annualMiles) * 100;
}
