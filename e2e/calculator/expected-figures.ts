/**
 * The published formulas, with their corrections (a hybrid at the petrol price, a plug-in hybrid split by its
 * electric share), the real-world factors and charging losses, and vehicle tax, written again here from the same data
 * files the mock serves, so the journeys check what the visitor sees against arithmetic the calculator did not do.
 */
import configuration from '../../mocks/data/api/v1/CostSavingCalculator/Configuration.json' with { type: 'json' };
import catalogue from '../../mocks/data/api/v1/VehicleData/GetEditions.json' with { type: 'json' };

const litresPerGallon = 4.54609;
const pennies = (pounds: number) => Math.round((pounds + Number.EPSILON) * 100);
/** Pounds as the calculator shows them, with a true minus sign (U+2212) on a negative amount. */
const money = (penniesValue: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(penniesValue / 100).replace('-', '−');

/** What the visitor entered. */
export interface Inputs {
  annualMiles: number;
  mpg: number;
  fuelPrice: number;
  /** The current car's fuel; petrol when absent, as in the initial options. */
  fuel?: 'petrol' | 'diesel';
  /** A diesel driver's petrol price; the configuration's default when absent (a petrol driver's is `fuelPrice`). */
  petrolPrice?: number;
  shares: Record<string, number>;
  prices: Record<string, number>;
  /** Official WLTP figures, or real-world ones (the default, as the calculator's with this configuration). */
  basis?: 'official' | 'real-world';
  /** The current car's vehicle tax a year; the configuration's initial option when absent. */
  currentTax?: number;
}

/** A new car's tax a year: the standard rate, plus the supplement above its power train's list-price threshold. */
export function expectedNewCarTax(vehicleId: string): number {
  const edition = catalogue.editions.find((candidate) => candidate.id === vehicleId);
  const rates = configuration.vehicleTax;
  if (!edition) throw new Error(`[hcuk] e2e: no edition ${vehicleId} in GetEditions.json`);
  const threshold = edition.powerTrain === 'bev' ? rates.zeroEmissionSupplementThreshold : rates.supplementThreshold;
  return rates.standardRate + (edition.otp > threshold ? rates.supplement : 0);
}

/** The three editions the journeys compare: id (for the expected figures) and description (as the cards name them). */
export const compared = [
  ['mg-mg4-se-sr', 'MG4 EV SE Standard Range 51kWh'],
  ['mg-hs-phev-se', 'MG HS Plug-in Hybrid SE'],
  ['mg-hs-hybrid-se', 'MG HS Hybrid+ SE'],
] as const;

/** The default price per kWh of each charge type, from the configuration. */
export const defaultPrices: Record<string, number> = configuration.prices;

/** The share of a plug-in hybrid's miles on electricity: one full charge a day, min(1, range / daily miles). */
export function expectedElectricShare(evRange: number | null, annualMiles: number): number {
  const dailyMiles = annualMiles / 52 / 7;
  return evRange ? Math.min(1, evRange / dailyMiles) : 0;
}

/** The figures shown for one vehicle and period, formatted: current, estimated, difference. */
export function expectedFigures(
  vehicleId: string,
  inputs: Inputs,
  period: 'annual' | 'monthly' | 'weekly',
): [current: string, estimated: string, difference: string] {
  const edition = catalogue.editions.find((candidate) => candidate.id === vehicleId);
  if (!edition) throw new Error(`[hcuk] e2e: no edition ${vehicleId} in GetEditions.json`);
  // Hybrids burn petrol: a petrol driver's own price, else the diesel driver's petrol price or the default.
  const petrolPrice =
    inputs.fuel === 'diesel' ? (inputs.petrolPrice ?? configuration.initialCalcOptions.petrolPrice) : inputs.fuelPrice;
  const fuel = (miles: number, mpg: number, price: number) => (miles / mpg) * litresPerGallon * price;
  // Real-world: consumption x its factor (mpg / factor), and each kWh bought / (1 - its charging loss).
  const realWorld = (inputs.basis ?? 'real-world') === 'real-world' ? configuration.realWorld : undefined;
  const losses: Record<string, number> = realWorld?.chargingLosses ?? {};
  const blended = Object.entries(inputs.shares).reduce(
    (sum, [type, share]) => sum + (share * (inputs.prices[type] ?? 0)) / (1 - (losses[type] ?? 0)),
    0,
  );
  const range = (edition.evRange ?? 0) / (realWorld?.factors.electric ?? 1);
  const electric = (miles: number) => blended * miles * ((edition.battery as number) / range);
  const miles = inputs.annualMiles;
  let next: number;
  if (edition.powerTrain === 'hev')
    next = fuel(miles, (edition.weightedCombinedMPG as number) / (realWorld?.factors.hybrid ?? 1), petrolPrice);
  else if (edition.powerTrain === 'bev') next = electric(miles);
  else {
    const share = expectedElectricShare(range, miles);
    const petrolMiles = miles * (1 - share);
    const mpg = (edition.chargeSustainingMPG as number) / (realWorld?.factors.plugInHybridPetrol ?? 1);
    next = (share > 0 ? electric(miles * share) : 0) + (petrolMiles > 0 ? fuel(petrolMiles, mpg, petrolPrice) : 0);
  }
  const divisor = { annual: 1, monthly: 12, weekly: 52 }[period];
  // Each line to the penny, and the totals as their sums: fuel or electricity, then vehicle tax.
  const currentTax = pennies((inputs.currentTax ?? configuration.initialCalcOptions.vehicleTax) / divisor);
  const nextTax = pennies(expectedNewCarTax(vehicleId) / divisor);
  const current = pennies(fuel(miles, inputs.mpg, inputs.fuelPrice) / divisor) + currentTax;
  const estimated = pennies(next / divisor) + nextTax;
  return [money(current), money(estimated), money(current - estimated)];
}
