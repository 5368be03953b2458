/**
 * Greenhouse-gas factors for the CO2 figures: the configuration's `emissionFactors`, else the UK Government GHG
 * Conversion Factors for Company Reporting 2023 (DESNZ, full set v1.1): petrol and diesel (average biofuel blend) per
 * litre, and UK electricity per kWh as generated (0.20707) plus transmission and distribution (0.01792), since a car
 * charges from the grid at the end of the wires.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';

/** kg CO2e per litre of petrol and of diesel, per kWh of electricity, and where the factors come from. */
export type EmissionFactors = FinanceSchema<'EmissionFactors'>;

/** The built-in factors. */
export const builtInEmissionFactors: EmissionFactors = {
  petrolKgPerLitre: 2.09747,
  dieselKgPerLitre: 2.51206,
  electricityKgPerKwh: 0.22499,
  source: 'UK Government GHG Conversion Factors for Company Reporting 2023',
};

const usable = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The configuration's factors when every one is a usable number, else the built-in ones. */
export function emissionFactorsOf(configured: EmissionFactors | undefined): EmissionFactors {
  if (!configured) return builtInEmissionFactors;
  const { petrolKgPerLitre, dieselKgPerLitre, electricityKgPerKwh, source } = configured;
  const complete = [petrolKgPerLitre, dieselKgPerLitre, electricityKgPerKwh].every(usable);
  return complete && typeof source === 'string' && source.trim() ? configured : builtInEmissionFactors;
}
