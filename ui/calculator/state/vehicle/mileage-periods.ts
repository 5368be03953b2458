/**
 * Mileage in each period the visitor can choose (a week, a month, a year), by the finance document's weekly rules
 * (`WeeklyMileage`: its maximum, and its `x-plausible-minimum` and `-maximum`), and the period an unlikely figure fits:
 * most visitors know their yearly mileage, and the period starts on per week, so "8000" left there is 8,000 a year.
 */
import { financeRules, type MileagePeriod } from '@hcuk-genesis/sdk';
import { formatFigure } from '../../format/figures.ts';

/** A weekly figure in each period: as a month (52 ÷ 12 weeks, rounded down) or a year (52 weeks). */
export const inEachPeriod = (weekly: number): Readonly<Record<MileagePeriod, number>> => ({
  week: weekly,
  month: Math.floor((weekly * 52) / 12),
  year: weekly * 52,
});

/** The most miles in each period: the document's weekly maximum. */
export const mileageLimits = inEachPeriod(financeRules.WeeklyMileage.maximum);
/** The fewest and most miles most visitors drive in each period: figures outside are asked about. */
export const mileageLikely = {
  low: inEachPeriod(financeRules.WeeklyMileage.plausibleMinimum),
  high: inEachPeriod(financeRules.WeeklyMileage.plausibleMaximum),
};

const periods: readonly MileagePeriod[] = ['week', 'month', 'year'];

/** Whether `value` miles in `per` is a figure most visitors drive. */
export const likelyMileage = (value: number, per: MileagePeriod) =>
  value >= mileageLikely.low[per] && value <= mileageLikely.high[per];

/**
 * The longer period in which a mileage over twice `per`'s likely most is a likely figure (the year first): "8000" on
 * per week fits a year, where "1500" is more likely 150 with a zero too many. Undefined when none fits. A figure under
 * the least is not given a shorter period: the number-plate lookup fills a yearly estimate that can be that low (an
 * MOT record's), and "choose per week" would multiply it by 52.
 */
export function periodItFits(value: number, per: MileagePeriod): MileagePeriod | undefined {
  if (!(value > 2 * mileageLikely.high[per])) return undefined;
  return periods
    .slice(periods.indexOf(per) + 1)
    .reverse()
    .find((other) => likelyMileage(value, other));
}

/** What to do about it: "for 8,000 miles a year, choose per year". */
export const choosePeriod = (value: number, per: MileagePeriod) =>
  `for ${formatFigure(value)} miles a ${per}, choose per ${per}`;
