/** Reading the calculation response: one result per vehicle; the current cost from the first. */
import { type FinanceSchema, savingsMismatch } from '@hcuk-genesis/sdk';
import type { Edition } from '../selection/editions.ts';
import type { Period } from '../store/calculator-state.ts';
import { figureCeilings, isShownMoney, positiveFigure } from './plausible-figures.ts';
import type { YearlyTax } from './vehicle-tax.ts';

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
  /**
   * With vehicle tax: each car's fuel or electricity, and its tax, in the period, and the new car's mileage duty once
   * it is charged; the figures above are totals.
   */
  lines?: { energy: { current: number; next: number }; tax: { current: number; next: number }; duty?: number };
}

const periodsPerYear: Readonly<Record<Period, number>> = { annual: 1, monthly: 12, weekly: 52 };
const pennies = (pounds: number) => Math.round((pounds + Number.EPSILON) * 100);

/** A yearly amount in `period`, in pounds to the penny: a year's, a twelfth or a fifty-second, rounded half up. */
export const inPeriod = (yearly: number, period: Period): number => pennies(yearly / periodsPerYear[period]) / 100;

/** Each period's current cost, new cost and saving, by field. */
const periodFields = {
  annual: ['currentAnnualRunningCost', 'newAnnualRunningCost', 'annualSaving'],
  monthly: ['currentMonthlyRunningCost', 'newMonthlyRunningCost', 'monthlySaving'],
  weekly: ['currentWeeklyRunningCost', 'newWeeklyRunningCost', 'weeklySaving'],
} as const;

/** The money figures of a result: all must be shown figures, or the result is not shown at all. */
const moneyFields = Object.values(periodFields).flat();

/** Whether every money figure of an answer is a figure a visitor may see (`plausible-figures.ts`). */
const moneyShown = (result: VehicleResult | undefined) =>
  typeof result === 'object' && result !== null && moneyFields.every((field) => isShownMoney(result[field]));

/**
 * Whether each period's saving is its current cost less its new one, as the document says, within a penny: a card
 * shows all three, so a saving that is not their difference would be a wrong answer shown as fact (the SDK's
 * `savingsMismatch`, which contract verification holds providers to as well).
 */
const savingsAddUp = (result: VehicleResult) => savingsMismatch(result) === undefined;

/**
 * A result as the visitor may see it, or `undefined` when it cannot be shown: a running cost or saving that is not a
 * finite figure (a string, null, 1e308), or a saving that is not the difference of its costs, makes the whole result
 * "Not available", as a failed calculation's; a range, battery or mpg that is not a plausible positive figure is
 * unknown (its row left out).
 */
export function usableResult(result: VehicleResult | undefined): VehicleResult | undefined {
  if (typeof result !== 'object' || result === null || typeof result.vehicleId !== 'string') return undefined;
  if (!moneyShown(result) || !savingsAddUp(result)) return undefined;
  const share = result.electricShare;
  if (typeof share !== 'number' || !(share >= 0 && share <= 1)) return undefined;
  const vehicle = typeof result.vehicle === 'object' && result.vehicle !== null ? result.vehicle : undefined;
  if (!vehicle) return undefined;
  return {
    ...result,
    // Within the penny allowed, the saving shown is the difference of the two costs shown beside it.
    ...Object.fromEntries(
      Object.values(periodFields).map(([current, next, saving]) => [
        saving,
        (pennies(result[current]) - pennies(result[next])) / 100,
      ]),
    ),
    vehicle: {
      ...vehicle,
      evRange: positiveFigure(vehicle.evRange, figureCeilings.evRange),
      battery: positiveFigure(vehicle.battery, figureCeilings.battery),
      mpg: positiveFigure(vehicle.mpg, figureCeilings.mpg),
    },
  };
}

/**
 * The ids asked about whose results were refused only because a saving is not its costs' difference: the one refusal
 * an integrator cannot tell from a failed calculation on screen, so the compare step names it in the console.
 */
export function unbalancedResults(response: CalculationResponse, requested: readonly string[]): string[] {
  const answers: unknown[] = Array.isArray(response.vehicleResults) ? response.vehicleResults : [];
  return answers.flatMap((answer) => {
    const result = answer as VehicleResult;
    return moneyShown(result) && requested.includes(result.vehicleId) && !savingsAddUp(result)
      ? [result.vehicleId]
      : [];
  });
}

/**
 * Results by the vehicle id they answer (the document requires the server to echo it), each as `usableResult`
 * gives it. Answers for ids not asked about (a previous calculation still on screen) are left out rather than shown
 * against the wrong vehicle; of two answers for one id the first counts.
 */
export function resultsById(response: CalculationResponse, requested: readonly string[]): Map<string, VehicleResult> {
  const byId = new Map<string, VehicleResult>();
  for (const answer of Array.isArray(response.vehicleResults) ? response.vehicleResults : []) {
    const result = usableResult(answer);
    if (result && requested.includes(result.vehicleId) && !byId.has(result.vehicleId))
      byId.set(result.vehicleId, result);
  }
  return byId;
}

/** The first result (the current running cost is read from it), when it can be shown. */
export const currentCarResult = (response: CalculationResponse | undefined): VehicleResult | undefined =>
  response && Array.isArray(response.vehicleResults) ? usableResult(response.vehicleResults[0]) : undefined;

/** A result's figures for `period`. */
export function periodFigures(result: VehicleResult, period: Period, tax?: YearlyTax): PeriodFigures {
  const [current, next, saving] = periodFields[period];
  const energy = { current: result[current], next: result[next] };
  if (!tax) return { ...energy, saving: result[saving] };
  // Each line is rounded to the penny first, and the totals and saving are sums of what is shown: the card adds up.
  const taxPennies = {
    current: pennies(tax.current / periodsPerYear[period]),
    next: pennies(tax.next / periodsPerYear[period]),
  };
  const dutyPennies = tax.duty === undefined ? 0 : pennies(tax.duty / periodsPerYear[period]);
  const totals = {
    current: pennies(energy.current) + taxPennies.current,
    next: pennies(energy.next) + taxPennies.next + dutyPennies,
  };
  return {
    current: totals.current / 100,
    next: totals.next / 100,
    saving: (totals.current - totals.next) / 100,
    lines: {
      energy,
      tax: { current: taxPennies.current / 100, next: taxPennies.next / 100 },
      ...(tax.duty === undefined ? {} : { duty: dutyPennies / 100 }),
    },
  };
}

/** Miles per kWh from the result's range and usable battery, when both are known. */
export function milesPerKwh(result: VehicleResult): number | null {
  const { evRange, battery } = result.vehicle;
  return evRange && battery ? evRange / battery : null;
}
