/** The sentence the live region reads when the figures change: the period, then each vehicle's cost and headline. */
import { formatMoney } from '../../format/money.ts';
import type { YearlyTax } from '../../state/figures/index.ts';
import { periodFigures, type ResultRow, runningCostHeadline } from '../../state/figures/index.ts';
import type { Period } from '../../state/store/index.ts';
import type { CalculatorTexts } from '../../state/texts/index.ts';

/** "Annual figures. Your vehicle: £1,071.66. MG4 EV SE ...: estimated running cost £303.31. Estimated saving: about £768 a year." */
export function resultsSummary(
  rows: readonly ResultRow[],
  period: Period,
  texts: CalculatorTexts,
  taxOf: (edition: ResultRow['edition']) => YearlyTax | undefined,
): string {
  const first = rows[0];
  if (!first) return '';
  const t = texts.compare;
  const vehicles = rows.map(({ edition, result }) => {
    const figures = periodFigures(result, period, taxOf(edition));
    const headline = runningCostHeadline(figures.saving, period, t).text;
    return `${edition.description}: ${t.estimatedRunningCost.toLowerCase()} ${formatMoney(figures.next)}. ${headline}.`;
  });
  return [
    `${t[period]} figures.`,
    `${t.yourVehicle}: ${formatMoney(periodFigures(first.result, period, taxOf(first.edition)).current)}.`,
    ...vehicles,
  ].join(' ');
}
