/**
 * The monthly cost of switching, in the period the visitor chose: the finance payment plus the vehicle's fuel or
 * energy cost, against the current car's fuel cost (no vehicle tax on either side, as the words name none: the
 * caller passes those figures), said in words and never called a saving — the current car's own finance is
 * unknown, so the two sides are not like for like (CONC 3.3.1R(1B): a comparison must be fair, balanced and
 * meaningful). "£360 a month with finance and charging, after a deposit of £2,600, against £139 a month on fuel today".
 */
import { formatAmount } from '../../format/money.ts';
import { energyUse } from '../figures/energy-use.ts';
import { periodWords } from '../figures/running-cost-headline.ts';
import type { Edition } from '../selection/editions.ts';
import type { Period } from '../store/calculator-state.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';

/** A monthly payment in `period`: a year of payments (x12), or a week's share of them (x12 / 52). */
export function paymentPer(period: Period, monthly: number): number {
  return period === 'annual' ? monthly * 12 : period === 'weekly' ? (monthly * 12) / 52 : monthly;
}

/** The sentence, for a vehicle of `powerTrain` whose running cost is `running` and the current car's `current`. */
export function monthlyOutgoings(input: {
  monthlyPayment: number;
  /** The deposit paid before the payments, said with them so the outgoings do not read as the whole cost. */
  deposit: number;
  running: number;
  current: number;
  period: Period;
  powerTrain: Edition['powerTrain'];
  texts: CalculatorTexts;
  /** A plug-in hybrid's share of miles on electricity (0 to 1), from the calculation. */
  electricShare?: number;
  /** Whether the current car is the configuration's example: its fuel is then not what the visitor spends today. */
  exampleCar: boolean;
}): string {
  const t = input.texts.finance;
  // A plug-in hybrid driven wholly on its battery (or wholly on petrol) is said as what it runs on.
  const energy = { electricity: t.energyCharging, fuel: t.energyFuel, both: t.energyBoth }[
    energyUse(input.powerTrain, input.electricShare)
  ];
  const period = periodWords(input.period, input.texts.compare);
  return fillPlaceholders(input.exampleCar ? t.outgoingsExample : t.outgoings, {
    next: formatAmount(paymentPer(input.period, input.monthlyPayment) + input.running),
    current: formatAmount(input.current),
    deposit: formatAmount(input.deposit),
    period,
    energy,
  });
}
