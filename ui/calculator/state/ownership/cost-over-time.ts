/**
 * Cost over the agreement: what each compared vehicle costs in total, month by month, against keeping the current
 * car, and the month from which switching costs no more. A monthly figure alone hides the deposit, the tax and the
 * charge for miles over the allowance at the end; a running total over the whole term shows them, and says plainly
 * when switching does not pay off within it (Consumer Duty, PRIN 2A.5: consumer understanding; CONC 3.3.1R: not
 * misleading by omission).
 *
 * Every amount is turned into whole pence once, and all sums are of whole pence, so no total drifts by a penny:
 *
 * - pence(£x) = x × 100 rounded half up, read as written (£1.005 is 101p, not the 100p its binary double gives).
 * - tax(m) = ⌊(pence(yearlyTax) × m + 6) ÷ 12⌋: the yearly tax pro rata by month, rounded half up to the penny at
 *   each month from the yearly total in pence, so month 12 is exactly the yearly tax, month 24 twice it, and a month's
 *   rounding never carries into the next.
 * - A new car's tax from its second year: newTax(m) = tax(max(0, m − 12)) of its yearlyTax. Its first year's is in
 *   the on-the-road price, paid upfront or financed, so charging it again would count it twice.
 * - Its mileage duty (eVED) from month f, its first month charged: duty(m) = tax(max(0, m − f + 1)) of its
 *   yearlyDuty; none without one.
 * - A vehicle runs for its own n = min(its months, months) months: with finance, its agreement's term, so with terms
 *   of 36 and 48 months the span is 48 and the first vehicle's line ends at 36 (the keep line runs the whole span).
 * - For a vehicle, with m = 0 … n:
 *   cumulative(m) = pence(upfront) + pence(monthlyPayment) × min(m, paymentMonths) + pence(monthlyEnergy) × m
 *                   + newTax(m) + duty(m) + (m = n ? pence(excessMileage) : 0).
 *   A PCP's optional final payment is not added: the visitor may hand the car back instead. It is reported beside the
 *   total, never in it.
 * - For the current car: cumulative(m) = pence(monthlyRunning) × m + tax(m). Its own finance is unknown, so none.
 * - total = cumulative(n), also given as its parts (each in whole pence, so they add up to it exactly):
 *   finance = pence(upfront) + pence(monthlyPayment) × min(n, paymentMonths), energy = pence(monthlyEnergy) × n,
 *   tax = newTax(n), duty = duty(n), excess = pence(excessMileage); for the current car over the whole span, fuel =
 *   pence(monthlyRunning) × months and tax = tax(months).
 * - difference = vehicle total − the current car's cumulative(n), over the same months (negative: switching costs
 *   less).
 * - payOffMonth = the first month m ≥ 1 from which the vehicle's cumulative cost is at or below the current car's at
 *   every month to n; null when it is above at month n (switching does not pay off within the term, even if the
 *   lines crossed earlier and the excess mileage charge at the end crossed them back). Null for a PCP: its totals are
 *   for handing the car back, so the visitor would end with no car against keeping their own, and "pays off" would
 *   compare unlike things (compliance review, 2026-11-28; CAP Code 3.33, CONC 3.3.1R(1B)).
 *
 * Amounts are pounds in and pounds out (to the penny, exact from the pence); a negative or non-finite amount, or a
 * number of months that is not a whole number, is a mistake of the caller and throws a RangeError.
 */

/** What switching to one vehicle costs, in pounds. */
export interface SwitchCosts {
  id: string;
  label: string;
  /** Paid at month 0: the deposit with finance, or the cash price without. */
  upfront: number;
  /** A month, for `paymentMonths` months (0 without finance). */
  monthlyPayment: number;
  paymentMonths: number;
  /** A PCP's optional final payment: not added to the totals, reported beside them. */
  finalPayment?: number;
  /** A month of charging or fuel: the calculation's monthly figure. */
  monthlyEnergy: number;
  /** A year of vehicle tax from its second year (the first year's is in the on-the-road price). */
  yearlyTax: number;
  /** A year of mileage duty (eVED) at the visitor's miles, from month `dutyFirstMonth`; none without both. */
  yearlyDuty?: number;
  dutyFirstMonth?: number;
  /** Charged at the end of the agreement for the miles over its allowance (0 if none). */
  excessMileage: number;
  /**
   * How long this vehicle is costed for, at most the whole span: with finance, its agreement's term. When a PCP ends
   * the car is handed back or bought, and an HP's payments stop: either way, months after the term are not this
   * deal's, so a shorter agreement is never shown as months of driving with nothing to pay. Default the whole span.
   */
  months?: number;
}

/** What keeping the current car costs, in pounds. */
export interface KeepCosts {
  label: string;
  /** A month of fuel: the calculation's current monthly running cost. */
  monthlyRunning: number;
  /** A year of vehicle tax, as the visitor said. */
  yearlyTax: number;
}

/** One line of the chart: the cumulative cost at each month 0 … its months, in pounds, and its last value. */
export interface CostLine {
  label: string;
  /** The months this line runs for: the whole span, or a shorter agreement's term. */
  months: number;
  /** months + 1 values, month 0 first; pounds to the penny. */
  cumulative: number[];
  /** The cumulative cost at the last month. */
  total: number;
}

/** What a vehicle's total is made of, in pounds; the five add up to the total exactly. */
export interface SwitchParts {
  /** The upfront amount (deposit or cash price) and the monthly payments. */
  finance: number;
  /** Charging or fuel. */
  energy: number;
  /** Vehicle tax from the second year. */
  tax: number;
  /** Mileage duty (eVED). */
  duty: number;
  /** The excess mileage charge at the end. */
  excess: number;
}

/** What keeping the current car costs in all, in pounds; the two add up to its total exactly. */
export interface KeepParts {
  fuel: number;
  tax: number;
}

/** The current car's line, with its parts. */
export interface KeepCostLine extends CostLine {
  parts: KeepParts;
}

/** A compared vehicle's line, with how it stands against keeping the current car. */
export interface VehicleCostLine extends CostLine {
  id: string;
  parts: SwitchParts;
  /** Vehicle total − current total at the same month (the line's last): negative when switching costs less. */
  difference: number;
  /**
   * The first month from which the vehicle costs no more than keeping the current car; null when it never does, and
   * for a PCP, whose totals are for handing the car back.
   */
  payOffMonth: number | null;
  /** A PCP's optional final payment, not in `total`. */
  finalPayment?: number;
}

/** The cost of switching to each vehicle against keeping the current car, month by month. */
export interface CostOverTime {
  months: number;
  current: KeepCostLine;
  vehicles: VehicleCostLine[];
}

/** The years a visitor without finance may choose to compare over. */
export const ownershipYears = [1, 2, 3, 4, 5, 6] as const;

/** The months in `years` (a whole number from 1 to 6): 3 years is 36 months. */
export function yearsToMonths(years: number): number {
  if (!Number.isInteger(years) || years < 1 || years > 6) {
    throw new RangeError(`years must be a whole number from 1 to 6, not ${years}`);
  }
  return years * 12;
}

/** Whole pence in `pounds`, half up, read as written: toPrecision(12) drops the double's error (1.005 × 100). */
function pence(pounds: number, name: string): number {
  if (!Number.isFinite(pounds) || pounds < 0)
    throw new RangeError(`${name} must be a finite amount ≥ 0, not ${pounds}`);
  return Math.round(Number((pounds * 100).toPrecision(12)));
}

function wholeMonths(value: number, name: string, least: number): number {
  if (!Number.isInteger(value) || value < least) throw new RangeError(`${name} must be a whole number ≥ ${least}`);
  return value;
}

/** The tax paid by month `m`, in pence: the yearly pence pro rata, rounded half up. */
const taxBy = (yearlyPence: number, m: number): number => Math.floor((yearlyPence * m + 6) / 12);

/** The same for a charge whose first month is `first`: nothing before it. */
const chargedFrom = (yearlyPence: number, m: number, first: number): number =>
  taxBy(yearlyPence, Math.max(0, m - first + 1));

/** A new car's tax is charged from its second year. */
const secondYear = 13;

/** Months 0 … months. */
const monthsTo = (months: number): number[] => Array.from({ length: months + 1 }, (_, m) => m);

const toPounds = (series: readonly number[]): number[] => series.map((p) => p / 100);

/** The first month ≥ 1 from which `next` stays at or below `current` to the end, or null (both in pence). */
function payOffMonth(next: readonly number[], current: readonly number[]): number | null {
  let month: number | null = null;
  for (let m = next.length - 1; m >= 1; m -= 1) {
    if ((next[m] ?? 0) > (current[m] ?? 0)) break;
    month = m;
  }
  return month;
}

/** The cumulative costs of switching to each of `vehicles` and of keeping `current`, over `months` (see above). */
export function costOverTime(input: { months: number; current: KeepCosts; vehicles: SwitchCosts[] }): CostOverTime {
  const months = wholeMonths(input.months, 'months', 1);
  const keep = input.current;
  const running = pence(keep.monthlyRunning, 'monthlyRunning');
  const keepTax = pence(keep.yearlyTax, 'yearlyTax');
  const currentPence = monthsTo(months).map((m) => running * m + taxBy(keepTax, m));
  const currentTotal = currentPence[months] ?? 0;
  return {
    months,
    current: {
      label: keep.label,
      months,
      cumulative: toPounds(currentPence),
      total: currentTotal / 100,
      parts: { fuel: (running * months) / 100, tax: taxBy(keepTax, months) / 100 },
    },
    vehicles: input.vehicles.map((vehicle) => {
      const upfront = pence(vehicle.upfront, 'upfront');
      const payment = pence(vehicle.monthlyPayment, 'monthlyPayment');
      const paymentMonths = wholeMonths(vehicle.paymentMonths, 'paymentMonths', 0);
      const energy = pence(vehicle.monthlyEnergy, 'monthlyEnergy');
      const tax = pence(vehicle.yearlyTax, 'yearlyTax');
      const duty = vehicle.dutyFirstMonth === undefined ? 0 : pence(vehicle.yearlyDuty ?? 0, 'yearlyDuty');
      const dutyFirst = wholeMonths(vehicle.dutyFirstMonth ?? 1, 'dutyFirstMonth', 1);
      const charges = (m: number) => chargedFrom(tax, m, secondYear) + chargedFrom(duty, m, dutyFirst);
      const excess = pence(vehicle.excessMileage, 'excessMileage');
      const own = Math.min(wholeMonths(vehicle.months ?? months, 'a vehicle’s months', 1), months);
      const series = monthsTo(own).map(
        (m) => upfront + payment * Math.min(m, paymentMonths) + energy * m + charges(m) + (m === own ? excess : 0),
      );
      const total = series[own] ?? 0;
      const parts = {
        finance: upfront + payment * Math.min(own, paymentMonths),
        energy: energy * own,
        tax: chargedFrom(tax, own, secondYear),
        duty: chargedFrom(duty, own, dutyFirst),
        excess,
      };
      return {
        id: vehicle.id,
        label: vehicle.label,
        months: own,
        cumulative: toPounds(series),
        total: total / 100,
        parts: {
          finance: parts.finance / 100,
          energy: parts.energy / 100,
          tax: parts.tax / 100,
          duty: parts.duty / 100,
          excess: parts.excess / 100,
        },
        difference: (total - (currentPence[own] ?? 0)) / 100,
        payOffMonth: vehicle.finalPayment === undefined ? payOffMonth(series, currentPence) : null,
        ...(vehicle.finalPayment === undefined
          ? {}
          : { finalPayment: pence(vehicle.finalPayment, 'finalPayment') / 100 }),
      };
    }),
  };
}
