/**
 * The comparison as printed: every compared vehicle's figures for all three periods in one table, beside the
 * current running cost, and for an electric car or plug-in hybrid its year with the mileage duty ("… from April
 * 2028, after the mileage duty (eVED)"), as its card's headline says it, and the other basis's year where it heads
 * the card too. Hidden on screen; the print stylesheet shows
 * it and hides the controls (the cards' headlines among them).
 */
import { Fragment } from 'react';
import { useCalculatorSetup } from '../../calculator-context.ts';
import { formatMoney } from '../../format/money.ts';
import { periodFigures, type ResultRow } from '../../state/figures/index.ts';
import { periods } from '../../state/store/index.ts';
import type { ComparedExample } from '../../state/vehicle/index.ts';
import type { AlternativeFigures } from '../../use-alternative-figures.ts';
import { useYearlyTax } from '../../use-yearly-tax.ts';
import { cardHeadlines } from './card-headlines.ts';

/** Props of `PrintSummary`. */
export interface PrintSummaryProps {
  rows: readonly ResultRow[];
  differenceLabel: string;
  /** What of the figures is the example's: the card's lines then say so, and paper with them. */
  example: ComparedExample;
  /** The step's one moment, and the visitor's miles a year, for the mileage duty's line. */
  now: number;
  annualMiles: number;
  /** Each vehicle's figures on the other basis: where they head its card, paper says them too. */
  alternativesOf?: (id: string) => AlternativeFigures;
}

/** A table for paper. */
export function PrintSummary(props: PrintSummaryProps) {
  const { rows, differenceLabel, example, now, annualMiles, alternativesOf } = props;
  const { texts, setup } = useCalculatorSetup();
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
          const year = cells[0]?.figures;
          // The year with the duty, once, on a line of its own across the table: in each period's narrow cell it
          // wrapped onto lines enough to take three vehicles past three pages. And the other basis's year where it
          // heads the card (it points the other way: card-headlines.ts), so paper never shows a saving the card sets
          // its contradiction beside.
          const heads =
            year &&
            cardHeadlines(
              {
                powerTrain: edition.powerTrain,
                electricShare: result.electricShare,
                period: 'annual',
                figures: year,
                tax: taxOf(edition),
                other: alternativesOf?.(edition.id).other,
                annualMiles,
                dutyRates: setup.mileageDuty,
                now,
                example,
              },
              t,
            );
          // The card's lines beyond what the cells show: the cells are its figures as they are, which is its first
          // line unless the duty has started in figures that leave it out (then its one line is the saving with it).
          // Said as the card says them, a plug-in hybrid's condition included.
          const started = heads?.duty?.headlines && !heads.duty.untilMonth;
          const lines = heads?.lines.slice(started ? 0 : 1) ?? [];
          return (
            <Fragment key={edition.id}>
              <tr>
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
              {lines.map((line) => (
                <tr key={line.text}>
                  <td colSpan={periods.length + 1}>{line.text}</td>
                </tr>
              ))}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
