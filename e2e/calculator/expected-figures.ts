/**
 * The published formulas of spec section 9, with issue 16's corrections (a hybrid at the petrol price, a plug-in
 * hybrid split by its electric share), written again here from the same data files the mock serves, so the journeys
 * check what the visitor sees against arithmetic the calculator did not do.
 */
import configuration from '../../mocks/data/api/v1/CostSavingCalculator/Configuration.json' with { type: 'json' };
import catalogue from '../../mocks/data/api/v1/VehicleData/GetEditions.json' with { type: 'json' };

const litresPerGallon = 4.54609;
const pennies = (pounds: number) => Math.round((pounds + Number.EPSILON) * 100);
const money = (penniesValue: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(penniesValue / 100);

/** What the visitor entered. */
export interface Inputs {
  annualMiles: number;
  mpg: number;
  fuelPrice: number;
  /** The current car's fuel; petrol when absent (spec section 3). */
  fuel?: 'petrol' | 'diesel';
  /** A diesel driver's petrol price; the configuration's default when absent (a petrol driver's is `fuelPrice`). */
  petrolPrice?: number;
  shares: Record<string, number>;
  prices: Record<string, number>;
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
  const blended = Object.entries(inputs.shares).reduce(
    (sum, [type, share]) => sum + share * (inputs.prices[type] ?? 0),
    0,
  );
  const electric = (miles: number) => blended * miles * ((edition.battery as number) / (edition.evRange as number));
  const miles = inputs.annualMiles;
  let next: number;
  if (edition.powerTrain === 'hev') next = fuel(miles, edition.weightedCombinedMPG as number, petrolPrice);
  else if (edition.powerTrain === 'bev') next = electric(miles);
  else {
    const share = expectedElectricShare(edition.evRange, miles);
    const petrolMiles = miles * (1 - share);
    next =
      (share > 0 ? electric(miles * share) : 0) +
      (petrolMiles > 0 ? fuel(petrolMiles, edition.chargeSustainingMPG as number, petrolPrice) : 0);
  }
  const divisor = { annual: 1, monthly: 12, weekly: 52 }[period];
  const current = pennies(fuel(miles, inputs.mpg, inputs.fuelPrice) / divisor);
  const estimated = pennies(next / divisor);
  return [money(current), money(estimated), money(current - estimated)];
}
