import type { ChargeTypeMap } from '../calculation/running-cost.ts';
import { staticBody } from './data-files.ts';
import type { FieldError } from './problem.ts';

/** A calculation request after validation: the current car, the charging mix and prices, and the vehicles. */
export interface CalculationInput {
  fuelType: 'petrol' | 'diesel';
  fuelEconomy: number;
  fuelPrice: number;
  weeklyMileage: number;
  shares: ChargeTypeMap;
  prices: ChargeTypeMap;
  vehicleIds: string[];
}

/** The raw values of either reading (query or JSON body), before validation. */
export interface RawCalculation {
  fuelType: unknown;
  fuelEconomy: unknown;
  fuelPrice: unknown;
  weeklyMileage: unknown;
  chargingProfile: unknown;
  chargeCosts: Record<string, unknown>;
  vehicleIds: unknown;
}

const SHARE_TOLERANCE = 1e-6;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return undefined;
}

function positive(field: string, value: unknown, errors: FieldError[]): number {
  const number = toNumber(value);
  if (number === undefined) errors.push({ field, rule: 'required', message: `${field} is required` });
  else if (!Number.isFinite(number) || number <= 0) {
    errors.push({ field, rule: 'exclusiveMinimum 0', message: `${field} must be greater than 0` });
  }
  return number ?? 0;
}

/** Parses the query encoding of a charging profile, comma-joined `type:share` pairs; null when malformed. */
export function parseChargingProfile(text: string): ChargeTypeMap | null {
  const shares: Record<string, number> = {};
  for (const pair of text.split(',')) {
    const match = /^([a-z]+):([0-9.]+)$/.exec(pair.trim());
    if (!match?.[1] || !match[2] || !Number.isFinite(Number(match[2]))) return null;
    shares[match[1]] = Number(match[2]);
  }
  return shares;
}

function chargingShares(value: unknown, errors: FieldError[]): ChargeTypeMap {
  const field = 'chargingProfile';
  const shares = typeof value === 'string' ? parseChargingProfile(value) : (value as ChargeTypeMap | undefined);
  if (value === undefined || value === null || value === '') {
    errors.push({ field, rule: 'required', message: `${field} is required` });
    return {};
  }
  if (
    !shares ||
    typeof shares !== 'object' ||
    Object.values(shares).some((s) => typeof s !== 'number' || s < 0 || s > 1)
  ) {
    errors.push({ field, rule: 'pattern', message: `${field} must be type:share pairs with shares from 0 to 1` });
    return {};
  }
  const total = Object.values(shares).reduce((sum, share) => sum + share, 0);
  if (Math.abs(total - 1) > SHARE_TOLERANCE) {
    errors.push({
      field,
      rule: 'sum 1',
      message: `${field} shares must add up to 1 (they add up to ${Number(total.toFixed(6))})`,
    });
  }
  return shares;
}

function chargePrices(costs: Record<string, unknown>, shares: ChargeTypeMap, errors: FieldError[]): ChargeTypeMap {
  // A charge type without a price is costed at the configuration's price, as the calculator would send it.
  const prices: Record<string, number> = { ...staticBody('getConfiguration').prices };
  for (const type of new Set([...Object.keys(shares), ...Object.keys(costs)])) {
    const value = toNumber(costs[type]);
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < 0) {
      const field = `${type}ChargeCost`;
      errors.push({ field, rule: 'minimum 0', message: `${field} must be a price of 0 or more` });
    } else prices[type] = value;
  }
  return prices;
}

/** The ids a calculation is checked against: every catalogue id, and the ones the calculator offers. */
export interface VehicleIdSets {
  known: ReadonlySet<string>;
  calculable: ReadonlySet<string>;
}

function vehicleIdList(value: unknown, idSets: VehicleIdSets, errors: FieldError[]): string[] {
  const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  if (ids.length === 0) {
    errors.push({ field: 'vehicleIds', rule: 'minItems 1', message: 'vehicleIds must name at least one vehicle' });
  }
  const unknown = ids.filter((id) => !idSets.known.has(id));
  if (unknown.length > 0) {
    errors.push({
      field: 'vehicleIds',
      rule: 'known id',
      message: `vehicleIds has unknown vehicle ids: ${unknown.join(', ')}`,
    });
  }
  // A catalogue trim the calculator hides (runningCostCalcAllowed false) is refused, as the visitor cannot pick it.
  const hidden = ids.filter((id) => idSets.known.has(id) && !idSets.calculable.has(id));
  if (hidden.length > 0) {
    errors.push({
      field: 'vehicleIds',
      rule: 'calculable vehicle id',
      message: `vehicleIds has vehicles the calculator does not offer: ${hidden.join(', ')}`,
    });
  }
  return ids;
}

/** Validates either reading of a calculation like a real provider: every broken rule names its field. */
export function validateCalculation(raw: RawCalculation, idSets: VehicleIdSets): CalculationInput | FieldError[] {
  const errors: FieldError[] = [];
  if (raw.fuelType !== 'petrol' && raw.fuelType !== 'diesel') {
    errors.push({ field: 'fuelType', rule: 'enum', message: 'fuelType must be petrol or diesel' });
  }
  const fuelEconomy = positive('fuelEconomy', raw.fuelEconomy, errors);
  const fuelPrice = positive('fuelPrice', raw.fuelPrice, errors);
  const weeklyMileage = positive('weeklyMileage', raw.weeklyMileage, errors);
  const shares = chargingShares(raw.chargingProfile, errors);
  const prices = chargePrices(raw.chargeCosts, shares, errors);
  const vehicleIds = vehicleIdList(raw.vehicleIds, idSets, errors);
  if (errors.length > 0) return errors;
  const fuelType = raw.fuelType === 'diesel' ? 'diesel' : 'petrol';
  return { fuelType, fuelEconomy, fuelPrice, weeklyMileage, shares, prices, vehicleIds };
}

/** The raw values of the query reading (`calculateByQuery` and the mock-mode GET). */
export function rawFromQuery(query: URLSearchParams): RawCalculation {
  const chargeCosts: Record<string, unknown> = {};
  for (const [key, value] of query) {
    const match = /^([a-z]+)ChargeCost$/.exec(key);
    if (match?.[1]) chargeCosts[match[1]] = value;
  }
  return {
    fuelType: query.get('fuelType'),
    fuelEconomy: query.get('fuelEconomy') ?? undefined,
    fuelPrice: query.get('fuelPrice') ?? undefined,
    weeklyMileage: query.get('weeklyMileage') ?? undefined,
    chargingProfile: query.get('chargingProfile') ?? undefined,
    chargeCosts,
    vehicleIds: query.getAll('vehicleIds'),
  };
}

/** The raw values of the JSON reading (`calculate`). */
export function rawFromBody(body: unknown): RawCalculation {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const costs = record.chargeCosts;
  return {
    fuelType: record.fuelType,
    fuelEconomy: record.fuelEconomy,
    fuelPrice: record.fuelPrice,
    weeklyMileage: record.weeklyMileage,
    chargingProfile: record.chargingProfile,
    chargeCosts: costs !== null && typeof costs === 'object' ? (costs as Record<string, unknown>) : {},
    vehicleIds: record.vehicleIds,
  };
}
