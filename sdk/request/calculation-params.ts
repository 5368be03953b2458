import type { OperationArgs } from '../client/operation-types.ts';
import type { components, operations } from '../generated/finance.ts';
import { calculateByQuery } from '../generated/finance-definitions.ts';
import { toWeeklyMileage } from './weekly-mileage.ts';

type Schemas = components['schemas'];

/** The arguments of `calculateByQuery`. */
export type CalculateByQueryArgs = OperationArgs<operations['calculateByQuery']>;

/** What the calculator knows when it wants a calculation; any part may still be missing. */
export interface CalculationInput {
  /** Trim ids to compare. */
  vehicleIds?: readonly string[];
  /**
   * The current vehicle as entered; fields may be empty while the visitor types. `petrolPrice` (default: none) is the
   * petrol price a diesel driver's hybrids are costed at.
   */
  vehicle?: Partial<
    Pick<Schemas['VehicleInputData'], 'fuel' | 'mpg' | 'mileage' | 'mileagePer' | 'fuelPrice' | 'petrolPrice'>
  >;
  /** Charging shares (0..1 per charge type, summing to 1) and prices per kWh. */
  charging?: { shares: Schemas['ChargeShares']; prices: Schemas['ChargePrices'] };
  /** Official (WLTP) figures or expected real-world ones; absent, the server's default (`official`). */
  basis?: Schemas['CalculationBasis'];
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The charge types the finance document has a `{type}ChargeCost` parameter for: home, free, standard, rapid. */
export const documentedChargeTypes = calculateByQuery.query
  .filter((name) => name.endsWith('ChargeCost'))
  .map((name) => name.slice(0, -'ChargeCost'.length));

type ChargeCosts = Pick<CalculateByQueryArgs, `${'home' | 'free' | 'standard' | 'rapid'}ChargeCost`>;

/**
 * One `{type}ChargeCost` per charge type, the prices `calculateByQuery` takes. A configuration whose charge types
 * differ from the document's would otherwise lose a price silently, so that is an error naming the type.
 */
function chargeCosts(charging: NonNullable<CalculationInput['charging']>): ChargeCosts {
  const configured = new Set([...Object.keys(charging.prices), ...Object.keys(charging.shares)]);
  const undocumented = [...configured].filter((type) => !documentedChargeTypes.includes(type));
  const unpriced = documentedChargeTypes.filter((type) => charging.prices[type] === undefined);
  if (undocumented.length > 0 || unpriced.length > 0) {
    throw new Error(
      `[hcuk] calculateByQuery: the configuration's charge types must be ${documentedChargeTypes.join(', ')}` +
        (undocumented.length
          ? `; the finance document has no ChargeCost parameter for ${undocumented.join(', ')}`
          : '') +
        (unpriced.length ? `; no price for ${unpriced.join(', ')}` : ''),
    );
  }
  const price = (type: string) => charging.prices[type] as number;
  return {
    homeChargeCost: price('home'),
    freeChargeCost: price('free'),
    standardChargeCost: price('standard'),
    rapidChargeCost: price('rapid'),
  };
}

/** Shares are sent in ten-thousandths (`0.3334`): four decimals, as the finance document's examples. */
const SHARE_UNITS = 10_000;

/**
 * Each share in whole ten-thousandths, rounded so that the units add up to the rounded total (largest remainder):
 * thirds become 3334, 3333, 3333, never 3333 x 3, so shares that sum to 1 are still sent summing to exactly 1.
 */
function shareUnits(shares: readonly number[]): number[] {
  const scaled = shares.map((share) => share * SHARE_UNITS);
  const units = scaled.map(Math.floor);
  const target = Math.round(scaled.reduce((sum, value) => sum + value, 0));
  let missing = target - units.reduce((sum, value) => sum + value, 0);
  const byRemainder = scaled.map((value, i) => ({ i, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    units[i] = (units[i] ?? 0) + 1;
    missing -= 1;
  }
  return units;
}

/**
 * `home:0.8,free:0.05,...`: the query encoding of a charging profile (see the finance document), to four decimals.
 * Shares that add up to 1 are sent adding up to exactly 1, whatever their rounding (an equal three-way split too).
 */
export function encodeChargingProfile(shares: Schemas['ChargeShares']): string {
  const entries = Object.entries(shares);
  const values = entries.map(([, share]) => share);
  // Anything but finite shares from 0 to 1 is sent as it is, so the server names the field instead of a guess here.
  if (!values.every((share) => Number.isFinite(share) && share >= 0 && share <= 1)) {
    return entries.map(([type, share]) => `${type}:${share}`).join(',');
  }
  const units = shareUnits(values);
  return entries.map(([type], i) => `${type}:${(units[i] ?? 0) / SHARE_UNITS}`).join(',');
}

/**
 * The petrol price hybrids and plug-in hybrids are costed at, since a hybrid burns petrol whatever the visitor's own
 * fuel (the document's `petrolPrice`): a petrol driver's own fuel price, which is what they pay for petrol (a default
 * `petrolPrice` beside it must not override it); a diesel driver's `petrolPrice` when given; else none, and the server
 * uses the configuration's default.
 */
function petrolPriceOf(fuel: Schemas['FuelType'], fuelPrice: number, petrolPrice: unknown): number | undefined {
  if (fuel === 'petrol') return fuelPrice;
  return positive(petrolPrice) ? petrolPrice : undefined;
}

/**
 * The `calculateByQuery` arguments, or undefined while anything is missing (a calculation is requested only when
 * vehicles, data, a weekly mileage and the charging profile are all present). Throws `[hcuk]` when the charge types do
 * not match the document's parameters. Carries `petrolPrice` for hybrids (see above).
 */
export function toCalculationParams({
  vehicleIds,
  vehicle,
  charging,
  basis,
}: CalculationInput): CalculateByQueryArgs | undefined {
  if (!vehicleIds?.length || !vehicle || !charging) return undefined;
  // Spec section 3: fuel is petrol when absent.
  const { fuel = 'petrol', mpg, mileage, fuelPrice } = vehicle;
  if (!positive(mpg) || !positive(mileage) || !positive(fuelPrice)) return undefined;
  const weeklyMileage = toWeeklyMileage(mileage, vehicle.mileagePer ?? 'week');
  const petrolPrice = petrolPriceOf(fuel, fuelPrice, vehicle.petrolPrice);
  return {
    fuelType: fuel,
    fuelEconomy: mpg,
    fuelPrice,
    ...(petrolPrice === undefined ? {} : { petrolPrice }),
    weeklyMileage,
    chargingProfile: encodeChargingProfile(charging.shares),
    vehicleIds: [...vehicleIds],
    ...chargeCosts(charging),
    ...(basis === undefined ? {} : { basis }),
  };
}
