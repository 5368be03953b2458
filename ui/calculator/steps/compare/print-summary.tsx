/**
 * The comparison as printed: every compared vehicle's figures for all three periods in one table, beside the
 * current running cost, and for an electric car or plug-in hybrid its year with the mileage duty ("… from April
 * 2028, after the mileage duty (eVED)"), as its card's headline says it. Hidden on screen; the print stylesheet shows
 * it and hides the controls (the cards' headlines among them).
 */
import { Fragment } from 'react';
import { useCalculatorSetup } from '../../calculator-context.ts';
import { formatMoney } from '../../format/money.ts';
import { dutyCardOf, mileageDutyOnCard, periodFigures, type ResultRow } from '../../state/figures/index.ts';
import { periods } from '../../state/store/index.ts';
import { useYearlyTax } from '../../use-yearly-tax.ts';

/** Props of `PrintSummary`. */
export interface PrintSummaryProps {
  rows: readonly ResultRow[];
  differenceLabel: string;
  /** The step's one moment, and the visitor's miles a year, for the mileage duty's line. */
  now: number;
  annualMiles: number;
}

/** A table for paper. */
export function PrintSummary({ rows, differenceLabel, now, annualMiles }: PrintSummaryProps) {
  const { texts, setup } = useCalculatorSetup();
  const taxOf = useYearlyTax(now);
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
        {rows.map(({ edition, result }) => {
          const cells = periods.map((period) => ({ period, figures: periodFigures(result, period, taxOf(edition)) }));
          const year = cells[0]?.figures;
          const card = year && dutyCardOf(edition.powerTrain, annualMiles, 'annual', year);
          // The year with the duty, once, on a line of its own across the table: in each period's narrow cell it
          // wrapped onto lines enough to take three vehicles past three pages.
          const withDuty = card && mileageDutyOnCard(card, setup.mileageDuty, now, t)?.headlines?.at(-1);
          return (
            <Fragment key={edition.id}>
              <tr>
                <th scope="row">{edition.description}</th>
                {cells.map(({ period, figures }) => (
                  <td key={period}>
                    {t.estimatedRunningCost}: {formatMoney(figures.next)}
                    <br />
                    {differenceLabel}: {formatMoney(figures.saving)}
                  </td>
                ))}
              </tr>
              {withDuty ? (
                <tr>
                  <td colSpan={periods.length + 1}>{withDuty.text}</td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
