/**
 * The comparison as printed: every compared vehicle's figures for all three periods in one table, beside the
 * current running cost. Hidden on screen; the print stylesheet shows it, hides the controls, and keeps each card's
 * headline with its qualifications and notes, so paper says every claim as the screen does (print-styles.ts).
 */
import { useCalculatorSetup } from '../../calculator-context.ts';
import { formatMoney } from '../../format/money.ts';
import { periodFigures, type ResultRow } from '../../state/figures/index.ts';
import { periods } from '../../state/store/index.ts';
import type { ComparedExample } from '../../state/vehicle/index.ts';
import { useYearlyTax } from '../../use-yearly-tax.ts';

/** Props of `PrintSummary`. */
export interface PrintSummaryProps {
  rows: readonly ResultRow[];
  differenceLabel: string;
  /** What of the figures is the example's: the current car's column is then the example vehicle. */
  example: ComparedExample;
  /** The step's one moment, for the vehicle tax in the figures. */
  now: number;
}

/** A table for paper. */
export function PrintSummary(props: PrintSummaryProps) {
  const { rows, differenceLabel, example, now } = props;
  const { texts } = useCalculatorSetup();
  const taxOf = useYearlyTax(now);
  const t = texts.compare;
  const first = rows[0];
  if (!first) return null;
  return (
    <table className="calc-print-only calc-print-table">
      <thead>
        <tr>
          <th scope="col">{example.car ? t.exampleVehicle : t.yourVehicle}</th>
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
        {rows.map(({ edition, result }) => {
          const cells = periods.map((period) => ({ period, figures: periodFigures(result, period, taxOf(edition)) }));
          return (
            <tr key={edition.id}>
              <th scope="row">{edition.description}</th>
              {cells.map(({ period, figures }) => (
                <td key={period}>
                  {t.estimatedRunningCost}:{' '}
                  <span className="calc-print-table__amount">{formatMoney(figures.next)}</span>
                  <br />
                  {/* The sign stays with its amount: "−" alone at a line's end read as a dash (compliance review). */}
                  {differenceLabel}: <span className="calc-print-table__amount">{formatMoney(figures.saving)}</span>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
