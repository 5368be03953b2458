/**
 * The published formulas of spec section 9, written again here from the same data files the mock serves, so the
 * journeys check what the visitor sees against arithmetic the calculator did not do.
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

/** The figures shown for one vehicle and period, formatted: current, estimated, difference. */
export function expectedFigures(
  vehicleId: string,
  inputs: Inputs,
  period: 'annual' | 'monthly' | 'weekly',
): [current: string, estimated: string, difference: string] {
  const edition = catalogue.editions.find((candidate) => candidate.id === vehicleId);
  if (!edition) throw new Error(`[hcuk] e2e: no edition ${vehicleId} in GetEditions.json`);
  const fuel = (mpg: number) => (inputs.annualMiles / mpg) * litresPerGallon * inputs.fuelPrice;
  const blended = Object.entries(inputs.shares).reduce(
    (sum, [type, share]) => sum + share * (inputs.prices[type] ?? 0),
    0,
  );
  const next =
    edition.powerTrain === 'hev'
      ? fuel(edition.weightedCombinedMPG as number)
      : blended * inputs.annualMiles * ((edition.battery as number) / (edition.evRange as number));
  const divisor = { annual: 1, monthly: 12, weekly: 52 }[period];
  const current = pennies(fuel(inputs.mpg) / divisor);
  const estimated = pennies(next / divisor);
  return [money(current), money(estimated), money(current - estimated)];
}
