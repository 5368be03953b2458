import {
  type CostedVehicle,
  compareAnnualCosts,
  displayedSaving,
  perPeriod,
  type RealWorldAdjustment,
  toPennies,
} from '../calculation/running-cost.ts';
import type { CalculationInput, VehicleIdSets } from './calculation-request.ts';
import { type Edition, editionById, editions, trimById } from './catalogue.ts';
import { sharedBody } from './data-files.ts';
import type { OkBody } from './operation-types.ts';

type CalculationResponse = OkBody<'calculateByQuery'>;
type VehicleResult = CalculationResponse['vehicleResults'][number];

/**
 * Ids the calculation accepts: trims of `GetRunningCostModels.json` with `runningCostCalcAllowed: true` (the ones the
 * calculator offers) whose catalogue edition has the figures the formulas need.
 */
export function calculableIds(): Set<string> {
  const offered = sharedBody('getRunningCostModels').models.flatMap((model) =>
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

/**
 * What the formulas need of an edition, or null when it lacks a figure: a hybrid its weighted combined mpg, a
 * battery-electric car its battery and range, a plug-in hybrid its charge-sustaining mpg and, when it has a range,
 * its battery (a range of 0 or none is costed as all petrol).
 */
function costedVehicle(edition: Edition): CostedVehicle | null {
  if (edition.powerTrain === 'hev') {
    return edition.weightedCombinedMPG ? { powerTrain: 'hev', weightedCombinedMPG: edition.weightedCombinedMPG } : null;
  }
  if (edition.powerTrain === 'phev') {
    const evRange = edition.evRange ?? 0;
    if (!edition.chargeSustainingMPG || (evRange > 0 && !edition.battery)) return null;
    const { chargeSustainingMPG } = edition;
    return { powerTrain: 'phev', battery: edition.battery ?? 0, evRange, chargeSustainingMPG };
  }
  if (!edition.battery || !edition.evRange) return null;
  return { powerTrain: 'bev', battery: edition.battery, evRange: edition.evRange };
}

/** The configuration's real-world factors and charging losses. */
function realWorldAdjustment(): RealWorldAdjustment {
  const realWorld = sharedBody('getConfiguration').realWorld;
  if (!realWorld) throw new Error("[hcuk] calculate: basis=real-world needs the configuration's realWorld");
  return realWorld;
}

/** Four decimals: a share (0.35, 0.6563: enough for a whole percent, the card's figure) or a price per kWh. */
const toFourDecimals = (value: number) => Math.round(value * 10_000) / 10_000;

function vehicleResult(id: string, input: CalculationInput): VehicleResult {
  const edition = editionById(id);
  const vehicle = edition ? costedVehicle(edition) : null;
  if (!edition || !vehicle) throw new Error(`[hcuk] calculate: vehicle ${id} has no figures (validate the ids first)`);
  const costs = compareAnnualCosts(vehicle, {
    weeklyMileage: input.weeklyMileage,
    fuelEconomy: input.fuelEconomy,
    fuelPrice: input.fuelPrice,
    petrolPrice: input.petrolPrice,
    shares: input.shares,
    prices: input.prices,
    ...(input.basis === 'real-world' ? { realWorld: realWorldAdjustment() } : {}),
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
    electricityCost: toFourDecimals(costs.electricityCost),
    // The costs use the unrounded share; the answer rounds it for display only.
    electricShare: toFourDecimals(costs.electricShare),
    vehicle: {
      evRange: edition.evRange ?? null,
      battery: edition.battery ?? null,
      // The mpg the fuel formula used (real-world when asked): the card and the CO2 figure use it.
      mpg: costs.mpg,
      capVehicleDescription: trimById(id)?.capVehicleDescription ?? edition.description,
    },
  };
}

/** One result per requested vehicle, in request order, from the published formulas (spec section 9, issue 16). */
export function calculateRunningCosts(input: CalculationInput): CalculationResponse {
  return { vehicleResults: input.vehicleIds.map((id) => vehicleResult(id, input)) };
}
