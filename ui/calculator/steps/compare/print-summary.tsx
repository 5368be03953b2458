/**
 * The comparison as printed: every compared vehicle's figures for all three periods in one table, beside the
 * current running cost. Hidden on screen; the print stylesheet shows it and hides the controls.
 */
import { useCalculatorSetup } from '../../calculator-context.ts';
import { formatMoney } from '../../format/money.ts';
import { periodFigures, type ResultRow } from '../../state/figures/index.ts';
import { periods } from '../../state/store/index.ts';
import { useYearlyTax } from '../../use-yearly-tax.ts';

/** Props of `PrintSummary`. */
export interface PrintSummaryProps {
  rows: readonly ResultRow[];
  differenceLabel: string;
}

/** A table for paper. */
export function PrintSummary({ rows, differenceLabel }: PrintSummaryProps) {
  const { texts } = useCalculatorSetup();
  const taxOf = useYearlyTax();
  const t = texts.compare;
  const first = rows[0];
  if (!first) return null;
  return (
    <table className="calc-print-only calc-print-table">
      <thead>
        <tr>
          <th scope="col">{t.yourVehicle}</th>
          {periods.map((period) => (
            <th key={period} scope="col">
              {t[period]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t.currentRunningCost}</th>
          {periods.map((period) => (
            <td key={period}>{formatMoney(periodFigures(first.result, period, taxOf(first.edition)).current)}</td>
          ))}
        </tr>
        {rows.map(({ edition, result }) => (
          <tr key={edition.id}>
            <th scope="row">{edition.description}</th>
            {periods.map((period) => {
              const figures = periodFigures(result, period, taxOf(edition));
              return (
                <td key={period}>
                  {t.estimatedRunningCost}: {formatMoney(figures.next)}
                  <br />
                  {differenceLabel}: {formatMoney(figures.saving)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
