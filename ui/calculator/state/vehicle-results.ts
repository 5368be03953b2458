/** Reading the calculation response (spec section 3): one result per vehicle; the current cost from the first. */
import type { FinanceSchema } from '../../../sdk/index.ts';
import type { Period } from './calculator-state.ts';
import type { Edition } from './editions.ts';

/** One vehicle's result. */
export type VehicleResult = FinanceSchema<'VehicleResult'>;
/** The calculation response. */
export type CalculationResponse = FinanceSchema<'CalculationResponse'>;

/** A compared edition with its result: a row of the comparison. */
export interface ResultRow {
  edition: Edition;
  result: VehicleResult;
}

/** The figures of one period: the current car's cost, the new vehicle's cost and the saving. */
export interface PeriodFigures {
  current: number;
  next: number;
  saving: number;
}

/**
 * Results by the vehicle id they answer (the document requires the server to echo it). Answers for ids not asked
 * about (a previous calculation still on screen) are left out rather than shown against the wrong vehicle.
 */
export function resultsById(response: CalculationResponse, requested: readonly string[]): Map<string, VehicleResult> {
  return new Map(
    response.vehicleResults
      .filter((result) => requested.includes(result.vehicleId))
      .map((result) => [result.vehicleId, result]),
  );
}

const periodFields = {
  annual: ['currentAnnualRunningCost', 'newAnnualRunningCost', 'annualSaving'],
  monthly: ['currentMonthlyRunningCost', 'newMonthlyRunningCost', 'monthlySaving'],
  weekly: ['currentWeeklyRunningCost', 'newWeeklyRunningCost', 'weeklySaving'],
} as const;

/** A result's figures for `period`. */
export function periodFigures(result: VehicleResult, period: Period): PeriodFigures {
  const [current, next, saving] = periodFields[period];
  return { current: result[current], next: result[next], saving: result[saving] };
}

/** Miles per kWh from the result's range and usable battery, when both are known. */
export function milesPerKwh(result: VehicleResult): number | null {
  const { evRange, battery } = result.vehicle;
  return evRange && battery ? evRange / battery : null;
}
