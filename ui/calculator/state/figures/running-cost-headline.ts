/**
 * One plain headline per compared vehicle: the words carry the meaning, not a sign or a colour — "Estimated saving:
 * about £768 a year", "Estimated to cost about £253 more a year", or "Costs the same to run a year" when the figures
 * shown are equal to the penny. FCA Consumer Duty (PRIN 2A.5, consumer understanding) and CONC 3.3.1R: a promotion must
 * be clear, fair and not misleading, so a car that costs more is never shown as a negative saving alone.
 */
import { formatAmount } from '../../format/money.ts';
import type { Period } from '../store/calculator-state.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';

/** Whether the vehicle saves money, costs more, or costs the same. */
export type HeadlineTone = 'saves' | 'costs-more' | 'same';

/** The headline's words and tone. */
export interface Headline {
  tone: HeadlineTone;
  text: string;
}

/** The words for a period in a sentence: "a year", "a month", "a week". */
export function periodWords(period: Period, t: CalculatorTexts['compare']): string {
  return { annual: t.aYear, monthly: t.aMonth, weekly: t.aWeek }[period];
}

/**
 * The headline for `saving` (current cost minus the vehicle's, in pounds) over `period`; `whole` says it in whole
 * pounds (default: from £100), so two lines of one card read alike.
 */
export function runningCostHeadline(
  saving: number,
  period: Period,
  t: CalculatorTexts['compare'],
  whole?: boolean,
): Headline {
  const values = { amount: formatAmount(saving, whole), period: periodWords(period, t) };
  // Savings are differences of figures shown to the penny: below half a penny they are the same figure.
  if (Math.abs(saving) < 0.005) return { tone: 'same', text: fillPlaceholders(t.costsSame, values) };
  if (saving > 0) return { tone: 'saves', text: fillPlaceholders(t.saves, values) };
  return { tone: 'costs-more', text: fillPlaceholders(t.costsMore, values) };
}
