/** The sentence the live region reads when the figures change: the period, then each vehicle's cost and difference. */
import { formatMoney } from '../../format/money.ts';
import type { Period } from '../../state/calculator-state.ts';
import type { CalculatorTexts } from '../../state/calculator-texts.ts';
import { periodFigures, type ResultRow } from '../../state/vehicle-results.ts';

/** "Annual figures. Your car: £1,071.66. MG4 EV SE ...: estimated running cost £303.31, running cost difference £768.35." */
export function resultsSummary(
  rows: readonly ResultRow[],
  period: Period,
  texts: CalculatorTexts,
  differenceLabel: string,
): string {
  const first = rows[0]?.result;
  if (!first) return '';
  const t = texts.compare;
  const vehicles = rows.map(({ edition, result }) => {
    const figures = periodFigures(result, period);
    return `${edition.description}: ${t.estimatedRunningCost.toLowerCase()} ${formatMoney(figures.next)}, ${differenceLabel.toLowerCase()} ${formatMoney(figures.saving)}.`;
  });
  return [
    `${t[period]} figures.`,
    `${t.yourVehicle}: ${formatMoney(periodFigures(first, period).current)}.`,
    ...vehicles,
  ].join(' ');
}
