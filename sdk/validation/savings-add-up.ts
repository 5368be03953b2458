/**
 * A vehicle's result states each period's saving beside its two running costs, and the document says the saving is
 * their difference, within a penny (`VehicleResult.annualSaving` in openapi/finance.yaml), so that a visitor can check
 * it by subtraction. A saving that is not the difference is a wrong answer, never shown as fact (CONC 3.3.1R; CAP Code
 * 3.7, a claim the figures beside it do not bear out). The penny allows a server that rounds a month's saving from the
 * year's rather than from the month's two costs. A month's and a week's running costs are the year's over 12 and 52,
 * to the penny or within one (the document's `newMonthlyRunningCost` and the rest): the card's period tabs show each,
 * and a month that is not a twelfth of the year (a provider's units slip) would be two facts that disagree. The
 * calculator refuses such a result; contract verification fails a provider that sends one.
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

/** How many of each period make a year: a year of the calculation is 12 months and 52 weeks. */
const perYear = { monthly: 12, weekly: 52 } as const;

/** The cost fields of each shorter period, with the year's they must agree with. */
const shorterCosts = [
  ['monthly', 'currentMonthlyRunningCost', 'currentAnnualRunningCost'],
  ['monthly', 'newMonthlyRunningCost', 'newAnnualRunningCost'],
  ['weekly', 'currentWeeklyRunningCost', 'currentAnnualRunningCost'],
  ['weekly', 'newWeeklyRunningCost', 'newAnnualRunningCost'],
] as const;

/**
 * Why `result`'s figures do not add up (a period's saving that is not its current cost less its new one, or a month's
 * or week's cost that is not the year's share), or `undefined` when they do.
 */
export function savingsMismatch(result: VehicleResult): string | undefined {
  for (const [period, current, next, saving] of periods) {
    if (Math.abs(pennies(result[current]) - pennies(result[next]) - pennies(result[saving])) > 1)
      return `the ${period} saving £${result[saving]} is not £${result[current]} less £${result[next]}`;
  }
  for (const [period, cost, annual] of shorterCosts) {
    const share = result[annual] / perYear[period];
    if (Math.abs(pennies(result[cost]) - pennies(share)) > 1)
      return `the ${period} ${cost.startsWith('new') ? 'new' : 'current'} running cost £${result[cost]} is not £${result[annual]} over ${perYear[period]}`;
  }
  return undefined;
}
