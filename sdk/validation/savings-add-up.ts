/**
 * A vehicle's result states each period's saving beside its two running costs, and the document says the saving is
 * their difference, within a penny (`VehicleResult.annualSaving` in openapi/finance.yaml), so that a visitor can check
 * it by subtraction. A saving that is not the difference is a wrong answer, never shown as fact (CONC 3.3.1R; CAP Code
 * 3.7, a claim the figures beside it do not bear out). The penny allows a server that rounds a month's saving from the
 * year's rather than from the month's two costs. The calculator refuses such a result; contract verification fails
 * a provider that sends one.
 */
import type { components } from '../generated/finance.ts';

/** One vehicle's result of a calculation. */
export type VehicleResult = components['schemas']['VehicleResult'];

/** Each period's name, current cost, new cost and saving fields. */
const periods = [
  ['annual', 'currentAnnualRunningCost', 'newAnnualRunningCost', 'annualSaving'],
  ['monthly', 'currentMonthlyRunningCost', 'newMonthlyRunningCost', 'monthlySaving'],
  ['weekly', 'currentWeeklyRunningCost', 'newWeeklyRunningCost', 'weeklySaving'],
] as const;

const pennies = (pounds: number) => Math.round((pounds + Number.EPSILON) * 100);

/** Why a period's saving in `result` is not its current cost less its new one, or `undefined` when each is. */
export function savingsMismatch(result: VehicleResult): string | undefined {
  for (const [period, current, next, saving] of periods) {
    if (Math.abs(pennies(result[current]) - pennies(result[next]) - pennies(result[saving])) > 1)
      return `the ${period} saving £${result[saving]} is not £${result[current]} less £${result[next]}`;
  }
  return undefined;
}
