import type { ChargeTypeMap } from '../calculation/running-cost.ts';
import { sharedBody } from './data-files.ts';
import { numberField } from './number-field.ts';
import type { FieldError } from './problem.ts';
import { calculationLimits, type PriceLimits, priceLimits } from './request-limits.ts';

/** A calculation request after validation: the current car, the charging mix and prices, and the vehicles. */
export interface CalculationInput {
  fuelType: 'petrol' | 'diesel';
  fuelEconomy: number;
  fuelPrice: number;
  /** The petrol price hybrids burn: as sent, else the fuel price of a petrol driver, else the configuration's. */
  petrolPrice: number;
  weeklyMileage: number;
  shares: ChargeTypeMap;
  prices: ChargeTypeMap;
  vehicleIds: string[];
  /** Official (WLTP) figures, or expected real-world ones (the configuration's `realWorld`). */
  basis: 'official' | 'real-world';
}

/** The raw values of either reading (query or JSON body), before validation. */
export interface RawCalculation {
  fuelType: unknown;
  fuelEconomy: unknown;
  fuelPrice: unknown;
  petrolPrice: unknown;
  weeklyMileage: unknown;
  chargingProfile: unknown;
  chargeCosts: Record<string, unknown>;
  vehicleIds: unknown;
  basis: unknown;
}

const SHARE_TOLERANCE = 1e-6;

/** What a request is checked against in the configuration. */
interface ConfiguredPrices {
  /** The prices per kWh; their charge types (home, free, standard, rapid) are the only ones a request may name. */
  prices: ChargeTypeMap;
  /** The charge types as the error messages list them (`home, free, standard, rapid`). */
  known: string;
  /** The accepted prices: the configuration's `priceRanges`, else the document's bounds. */
  limits: PriceLimits;
  /** The default petrol price, for a diesel driver's hybrids when the request sends none. */
  petrolPrice: number | undefined;
}

/** The configuration's prices, ranges and default petrol price. */
function configuredPrices(): ConfiguredPrices {
  const { prices, priceRanges, initialCalcOptions } = sharedBody('getConfiguration');
  const petrolPrice =
    initialCalcOptions.petrolPrice ?? (initialCalcOptions.fuel === 'diesel' ? undefined : initialCalcOptions.fuelPrice);
  return { prices, known: Object.keys(prices).join(', '), limits: priceLimits(priceRanges), petrolPrice };
}

/** Parses the query encoding of a charging profile, comma-joined `type:share` pairs; null when malformed. */
export function parseChargingProfile(text: string): ChargeTypeMap | null {
  const pairs: [string, number][] = [];
  for (const pair of text.split(',')) {
    const match = /^([a-z]+):([0-9.]+)$/.exec(pair.trim());
    if (!match?.[1] || !match[2] || !Number.isFinite(Number(match[2]))) return null;
    pairs.push([match[1], Number(match[2])]);
  }
  // fromEntries makes every type an own entry, even `__proto__`, so the known-type check below sees it.
  return Object.fromEntries(pairs);
}

function chargingShares(value: unknown, configured: ConfiguredPrices, errors: FieldError[]): ChargeTypeMap {
  const field = 'chargingProfile';
  if (value === undefined || value === null || value === '') {
    errors.push({ field, rule: 'required', message: `${field} is required` });
    return {};
  }
  const shares = typeof value === 'string' ? parseChargingProfile(value) : value;
  if (
    !shares ||
    typeof shares !== 'object' ||
    Array.isArray(shares) ||
    Object.values(shares).some((s) => typeof s !== 'number' || !(s >= 0 && s <= 1))
  ) {
    errors.push({ field, rule: 'pattern', message: `${field} must be type:share pairs with shares from 0 to 1` });
    return {};
  }
  const unknown = Object.keys(shares).filter((type) => !Object.hasOwn(configured.prices, type));
  if (unknown.length > 0) {
    const message = `${field} has unknown charge types: ${unknown.join(', ')} (use ${configured.known})`;
    errors.push({ field, rule: 'known charge type', message });
    return {};
  }
  const total = Object.values(shares as ChargeTypeMap).reduce((sum, share) => sum + share, 0);
  if (Math.abs(total - 1) > SHARE_TOLERANCE) {
    errors.push({
      field,
      rule: 'sum 1',
      message: `${field} shares must add up to 1 (they add up to ${Number(total.toFixed(6))})`,
    });
  }
  return shares as ChargeTypeMap;
}

function chargePrices(
  costs: Record<string, unknown>,
  configured: ConfiguredPrices,
  errors: FieldError[],
): ChargeTypeMap {
  // A charge type without a price is costed at the configuration's price, as the calculator would send it.
  const prices: [string, number][] = Object.entries(configured.prices);
  for (const [type, value] of Object.entries(costs)) {
    const field = `${type}ChargeCost`;
    if (!Object.hasOwn(configured.prices, type)) {
      const message = `${field} names no charge type (use ${configured.known})`;
      errors.push({ field, rule: 'known charge type', message });
      continue;
    }
    const price = numberField(field, value, configured.limits.chargeCost, errors, { required: false, unit: PER_KWH });
    if (price !== undefined) prices.push([type, price]);
  }
  return Object.fromEntries(prices);
}

/** The ids a calculation is checked against: every catalogue id, and the ones the calculator offers. */
export interface VehicleIdSets {
  known: ReadonlySet<string>;
  calculable: ReadonlySet<string>;
}

function vehicleIdList(value: unknown, idSets: VehicleIdSets, errors: FieldError[]): string[] {
  const field = 'vehicleIds';
  const list: unknown[] = Array.isArray(value) ? value : [];
  if (list.some((id) => typeof id !== 'string' || id === '')) {
    errors.push({ field, rule: 'type string', message: `${field} must hold ids as non-empty strings` });
    return [];
  }
  // The same vehicle twice is one comparison: duplicates collapse before the count is checked.
  const ids = [...new Set(list as string[])];
  const { minItems, maxItems } = calculationLimits.vehicleIds;
  if (ids.length < minItems) {
    errors.push({ field, rule: `minItems ${minItems}`, message: `${field} must name at least one vehicle` });
  }
  if (ids.length > maxItems) {
    const message = `${field} must name at most ${maxItems} different vehicles, not ${ids.length}`;
    errors.push({ field, rule: `maxItems ${maxItems}`, message });
    return ids;
  }
  const unknown = ids.filter((id) => !idSets.known.has(id));
  if (unknown.length > 0) {
    errors.push({ field, rule: 'known id', message: `${field} has unknown vehicle ids: ${unknown.join(', ')}` });
  }
  // A catalogue trim the calculator hides (runningCostCalcAllowed false) is refused, as the visitor cannot pick it.
  const hidden = ids.filter((id) => idSets.known.has(id) && !idSets.calculable.has(id));
  if (hidden.length > 0) {
    errors.push({
      field,
      rule: 'calculable vehicle id',
      message: `${field} has vehicles the calculator does not offer: ${hidden.join(', ')}`,
    });
  }
  return ids;
}

const PER_LITRE = 'pounds a litre';
const PER_KWH = 'pounds a kWh';

/**
 * The petrol price hybrids and plug-in hybrids are costed at (issue 16; the document's `petrolPrice`): as sent, else
 * the fuel price when the current car is petrol, else the configuration's default petrol price.
 */
function petrolPriceOf(
  raw: RawCalculation,
  fuelPrice: number | undefined,
  configured: ConfiguredPrices,
  errors: FieldError[],
): number | undefined {
  const refused = errors.length;
  const sent = numberField('petrolPrice', raw.petrolPrice, configured.limits.fuel, errors, {
    required: false,
    unit: PER_LITRE,
  });
  // Sent and valid, or sent and refused (the error names it): either way no default applies.
  if (sent !== undefined || errors.length > refused) return sent;
  if (raw.fuelType !== 'diesel') return fuelPrice;
  if (configured.petrolPrice === undefined) {
    const message = 'petrolPrice is required for a diesel car, as the configuration has no default petrol price';
    errors.push({ field: 'petrolPrice', rule: 'required', message });
  }
  return configured.petrolPrice;
}

/** Validates either reading like a real provider: every broken rule names its field; numbers come out finite. */
export function validateCalculation(raw: RawCalculation, idSets: VehicleIdSets): CalculationInput | FieldError[] {
  const errors: FieldError[] = [];
  if (raw.fuelType !== 'petrol' && raw.fuelType !== 'diesel') {
    errors.push({ field: 'fuelType', rule: 'enum', message: 'fuelType must be petrol or diesel' });
  }
  const configured = configuredPrices();
  const fuelEconomy = numberField('fuelEconomy', raw.fuelEconomy, calculationLimits.fuelEconomy, errors);
  const fuelPrice = numberField('fuelPrice', raw.fuelPrice, configured.limits.fuel, errors, { unit: PER_LITRE });
  const petrolPrice = petrolPriceOf(raw, fuelPrice, configured, errors);
  const weeklyMileage = numberField('weeklyMileage', raw.weeklyMileage, calculationLimits.weeklyMileage, errors);
  const shares = chargingShares(raw.chargingProfile, configured, errors);
  const prices = chargePrices(raw.chargeCosts, configured, errors);
  const vehicleIds = vehicleIdList(raw.vehicleIds, idSets, errors);
  const basis = basisOf(raw.basis, errors);
  if (
    errors.length > 0 ||
    fuelEconomy === undefined ||
    fuelPrice === undefined ||
    petrolPrice === undefined ||
    weeklyMileage === undefined
  )
    return errors;
  const fuelType = raw.fuelType === 'diesel' ? 'diesel' : 'petrol';
  return { fuelType, fuelEconomy, fuelPrice, petrolPrice, weeklyMileage, shares, prices, vehicleIds, basis };
}

/** `official` when absent (the published formulas), `real-world`, or an error naming the field and its values. */
function basisOf(value: unknown, errors: FieldError[]): CalculationInput['basis'] {
  if (value === undefined || value === null || value === 'official') return 'official';
  if (value === 'real-world') return 'real-world';
  errors.push({ field: 'basis', rule: 'enum', message: 'basis must be official or real-world' });
  return 'official';
}

/** The raw values of the query reading (`calculateByQuery` and the mock-mode GET). */
export function rawFromQuery(query: URLSearchParams): RawCalculation {
  const costs: [string, string][] = [];
  for (const [key, value] of query) {
    const match = /^([a-z]+)ChargeCost$/.exec(key);
    if (match?.[1]) costs.push([match[1], value]);
  }
  const chargeCosts = Object.fromEntries(costs);
  return {
    fuelType: query.get('fuelType'),
    fuelEconomy: query.get('fuelEconomy') ?? undefined,
    fuelPrice: query.get('fuelPrice') ?? undefined,
    petrolPrice: query.get('petrolPrice') ?? undefined,
    weeklyMileage: query.get('weeklyMileage') ?? undefined,
    chargingProfile: query.get('chargingProfile') ?? undefined,
    chargeCosts,
    vehicleIds: query.getAll('vehicleIds'),
    basis: query.get('basis') ?? undefined,
  };
}

/** The raw values of the JSON reading (`calculate`). */
export function rawFromBody(body: unknown): RawCalculation {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const costs = record.chargeCosts;
  // chargeCosts stays as parsed: JSON.parse makes `__proto__` an own key, which the known-type check refuses.
  return {
    fuelType: record.fuelType,
    fuelEconomy: record.fuelEconomy,
    fuelPrice: record.fuelPrice,
    petrolPrice: record.petrolPrice,
    weeklyMileage: record.weeklyMileage,
    chargingProfile: record.chargingProfile,
    chargeCosts: costs !== null && typeof costs === 'object' ? (costs as Record<string, unknown>) : {},
    vehicleIds: record.vehicleIds,
    basis: record.basis,
  };
}
