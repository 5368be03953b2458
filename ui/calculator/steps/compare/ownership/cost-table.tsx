/**
 * The chart's numbers as a table, for anyone who cannot see the chart or wants the figures: behind a disclosure
 * (`<details>`) so it does not lengthen the comparison, and open on paper. A row a month up to 24 months, else every
 * third month, always with the last month, each vehicle's pay-off month (its cell marked) and the month a shorter
 * agreement ends (its cells after it a dash, read as "Agreement ended"); month 0 holds what is paid upfront.
 */
import { type RefObject, useEffect, useId, useRef } from 'react';
import { useStyles } from '#components/styles/use-styles.ts';
import { formatMoney } from '../../../format/money.ts';
import type { CostOverTime } from '../../../state/ownership/index.ts';
import { ownershipStyles } from '../../../styles/ownership-styles.ts';
import { SidewaysScroll } from '../sideways-scroll.tsx';

/** Props of `CostTable`. */
export interface CostTableProps {
  series: CostOverTime;
  /** The table's caption: "Cumulative cost by month over 36 months". */
  caption: string;
  /** The disclosure's summary: "Show the figures as a table". */
  openLabel: string;
  /** The first column's heading (default "Month"). */
  monthHeading?: string;
  /** Read in a shorter agreement's cells after its term: "Agreement ended". */
  endedLabel: string;
}

/** The months the table lists (see above), in order. */
function tableMonths({ months, vehicles }: CostOverTime): number[] {
  const every = months > 24 ? 3 : 1;
  const listed = new Set(Array.from({ length: Math.floor(months / every) + 1 }, (_, i) => i * every));
  listed.add(months);
  for (const vehicle of vehicles) {
    listed.add(vehicle.months);
    if (vehicle.payOffMonth !== null) listed.add(vehicle.payOffMonth);
  }
  return [...listed].sort((a, b) => a - b);
}

/** Opens `details` for printing when it is closed, and closes it again afterwards. */
function useOpenForPrint(details: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    let openedForPrint = false;
    const beforePrint = () => {
      const element = details.current;
      if (!element || element.open) return;
      element.open = true;
      openedForPrint = true;
    };
    const afterPrint = () => {
      if (openedForPrint && details.current) details.current.open = false;
      openedForPrint = false;
    };
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, [details]);
}

/** The table in its disclosure. */
export function CostTable({ series, caption, openLabel, monthHeading = 'Month', endedLabel }: CostTableProps) {
  useStyles(ownershipStyles);
  const details = useRef<HTMLDetailsElement>(null);
  useOpenForPrint(details);
  const captionId = useId();
  return (
    <details ref={details} className="calc-cost-table">
      <summary>{openLabel}</summary>
      <SidewaysScroll className="calc-cost-table__scroll" labelledBy={captionId}>
        <table className="calc-cost-table__table">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{monthHeading}</th>
              <th scope="col">{series.current.label}</th>
              {series.vehicles.map((vehicle) => (
                <th key={vehicle.id} scope="col">
                  {vehicle.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tableMonths(series).map((month) => (
              <tr
                key={month}
                // Print keeps whole years, the last month and pay-off months, so the comparison stays short on paper.
                className={
                  month % 12 === 0 ||
                  month === series.months ||
                  series.vehicles.some((v) => v.payOffMonth === month || v.months === month)
                    ? undefined
                    : 'calc-cost-table__between'
                }
              >
                <th scope="row">{month}</th>
                <td>{formatMoney(series.current.cumulative[month] ?? 0)}</td>
                {series.vehicles.map((vehicle) => (
                  <td
                    key={vehicle.id}
                    className={vehicle.payOffMonth === month ? 'calc-cost-table__pay-off' : undefined}
                  >
                    {month > vehicle.months ? (
                      // A dash to see, words to hear: an empty cell is read as "blank".
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="hcuk-visually-hidden">{endedLabel}</span>
                      </>
                    ) : (
                      formatMoney(vehicle.cumulative[month] ?? 0)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysScroll>
    </details>
  );
}
