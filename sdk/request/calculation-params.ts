import type { OperationArgs } from '../client/operation-types.ts';
import type { components, operations } from '../generated/finance.ts';
import { toWeeklyMileage } from './weekly-mileage.ts';

type Schemas = components['schemas'];

/** The arguments of `calculateByQuery`. */
export type CalculateByQueryArgs = OperationArgs<operations['calculateByQuery']>;

/** What the calculator knows when it wants a calculation; any part may still be missing. */
export interface CalculationInput {
  /** Trim ids to compare. */
  vehicleIds?: readonly string[];
  /** The current vehicle as entered; fields may be empty while the visitor types. */
  vehicle?: Partial<Pick<Schemas['VehicleInputData'], 'fuel' | 'mpg' | 'mileage' | 'mileagePer' | 'fuelPrice'>>;
  /** Charging shares (0..1 per charge type, summing to 1) and prices per kWh. */
  charging?: { shares: Schemas['ChargeShares']; prices: Schemas['ChargePrices'] };
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** `home:0.8,free:0.05,...`: the query encoding of a charging profile (see the finance document). */
export function encodeChargingProfile(shares: Schemas['ChargeShares']): string {
  return Object.entries(shares)
    .map(([type, share]) => `${type}:${Number(share.toFixed(4))}`)
    .join(',');
}

/**
 * The `calculateByQuery` arguments, or undefined while anything is missing (spec section 5: a calculation is
 * requested only when vehicles, data, a weekly mileage and the charging profile are all present).
 */
export function toCalculationParams({
  vehicleIds,
  vehicle,
  charging,
}: CalculationInput): CalculateByQueryArgs | undefined {
  if (!vehicleIds?.length || !vehicle?.fuel || !charging) return undefined;
  const { fuel, mpg, mileage, fuelPrice } = vehicle;
  if (!positive(mpg) || !positive(mileage) || !positive(fuelPrice)) return undefined;
  const weeklyMileage = toWeeklyMileage(mileage, vehicle.mileagePer ?? 'week');
  const chargeCosts = Object.fromEntries(
    Object.entries(charging.prices).map(([type, price]) => [`${type}ChargeCost`, price]),
  );
  return {
    fuelType: fuel,
    fuelEconomy: mpg,
    fuelPrice,
    weeklyMileage,
    chargingProfile: encodeChargingProfile(charging.shares),
    vehicleIds: [...vehicleIds],
    // One `{type}ChargeCost` per charge type of the configuration (spec section 7).
    ...(chargeCosts as Pick<CalculateByQueryArgs, `${'home' | 'free' | 'standard' | 'rapid'}ChargeCost`>),
  };
}
