import {
  type CostedVehicle,
  compareAnnualCosts,
  displayedSaving,
  perPeriod,
  toPennies,
} from '../calculation/running-cost.ts';
import type { CalculationInput, VehicleIdSets } from './calculation-request.ts';
import { type Edition, editionById, editions, trimById } from './catalogue.ts';
import { staticBody } from './data-files.ts';
import type { OkBody } from './operation-types.ts';

type CalculationResponse = OkBody<'calculateByQuery'>;
type VehicleResult = CalculationResponse['vehicleResults'][number];

/**
 * Ids the calculation accepts: trims of `GetRunningCostModels.json` with `runningCostCalcAllowed: true` (the ones the
 * calculator offers) whose catalogue edition has the figures the formulas need.
 */
export function calculableIds(): Set<string> {
  const offered = staticBody('getRunningCostModels').models.flatMap((model) =>
    model.trims.flatMap((trim) => (trim.id && trim.runningCostCalcAllowed ? [trim.id] : [])),
  );
  return new Set(
    offered.filter((id) => {
      const edition = editionById(id);
      return edition !== undefined && costedVehicle(edition) !== null;
    }),
  );
}

/** Every vehicle id the catalogue knows (`GetEditions.json`), and the calculable ones among them. */
export function vehicleIdSets(): VehicleIdSets {
  return { known: new Set(editions().map((edition) => edition.id)), calculable: calculableIds() };
}

function costedVehicle(edition: Edition): CostedVehicle | null {
  if (edition.powerTrain === 'hev') {
    return edition.weightedCombinedMPG ? { powerTrain: 'hev', weightedCombinedMPG: edition.weightedCombinedMPG } : null;
  }
  if (!edition.battery || !edition.evRange) return null;
  return { powerTrain: edition.powerTrain, battery: edition.battery, evRange: edition.evRange };
}

function vehicleResult(id: string, input: CalculationInput): VehicleResult {
  const edition = editionById(id);
  const vehicle = edition ? costedVehicle(edition) : null;
  if (!edition || !vehicle) throw new Error(`[hcuk] calculate: vehicle ${id} has no figures (validate the ids first)`);
  const costs = compareAnnualCosts(vehicle, {
    weeklyMileage: input.weeklyMileage,
    fuelEconomy: input.fuelEconomy,
    fuelPrice: input.fuelPrice,
    shares: input.shares,
    prices: input.prices,
  });
  const current = perPeriod(costs.current);
  const next = perPeriod(costs.next);
  return {
    vehicleId: id,
    // Each saving is the difference of the two figures shown beside it, so the page adds up to the penny.
    annualSaving: displayedSaving(current.annual, next.annual),
    monthlySaving: displayedSaving(current.monthly, next.monthly),
    weeklySaving: displayedSaving(current.weekly, next.weekly),
    newAnnualRunningCost: toPennies(next.annual),
    newMonthlyRunningCost: toPennies(next.monthly),
    newWeeklyRunningCost: toPennies(next.weekly),
    currentAnnualRunningCost: toPennies(current.annual),
    currentMonthlyRunningCost: toPennies(current.monthly),
    currentWeeklyRunningCost: toPennies(current.weekly),
    // A price per kWh, kept to a tenth of a penny (0.173), not rounded like money.
    electricityCost: Math.round(costs.electricityCost * 10_000) / 10_000,
    electricShare: edition.powerTrain === 'hev' ? 0 : 1,
    vehicle: {
      evRange: edition.evRange ?? null,
      battery: edition.battery ?? null,
      mpg: edition.weightedCombinedMPG ?? null,
      capVehicleDescription: trimById(id)?.capVehicleDescription ?? edition.description,
    },
  };
}

/** One result per requested vehicle, in request order, from the published formulas (spec section 9). */
export function calculateRunningCosts(input: CalculationInput): CalculationResponse {
  return { vehicleResults: input.vehicleIds.map((id) => vehicleResult(id, input)) };
}
