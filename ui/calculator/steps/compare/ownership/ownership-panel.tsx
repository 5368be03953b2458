/**
 * "The whole cost of switching": for each compared vehicle, its total over the agreement's term (or the years the
 * visitor chooses when the page has no finance) against keeping the current car, the difference, and the month from
 * which switching pays off, or plainly that it does not, but never for a PCP handed back
 * (`state/ownership/cost-over-time.ts`); then the chart and its table. It loads with the compare step, never in the
 * first download, and prints.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useStyles } from '#components/styles/use-styles.ts';
import { useCalculator } from '../../../calculator-context.ts';
import { inList } from '../../../format/in-list.ts';
import { formatMoney } from '../../../format/money.ts';
import { wholeFigures } from '../../../format/whole-figures.ts';
import { SelectField } from '../../../parts/select-field.tsx';
import { mileageDutyStart } from '../../../state/figures/index.ts';
import type { FinanceProduct } from '../../../state/finance/finance-request.ts';
import { costOverTime, ownershipYears, type VehicleCostLine, yearsToMonths } from '../../../state/ownership/index.ts';
import { formatMonth } from '../../../state/prices/index.ts';
import { builtInTexts, fillPlaceholders } from '../../../state/texts/index.ts';
import { ownershipStyles } from '../../../styles/ownership-styles.ts';
import { useComparedExample } from '../../../use-compared-example.ts';
import { type FinanceServices, financeServicesFor } from '../finance/finance-services.ts';
import { useFinanceReadiness } from '../finance/use-finance-readiness.ts';
import { useRepresentativeQuote } from '../finance/use-representative-quote.ts';
import { CostChart } from './cost-chart.tsx';
import { CostTable } from './cost-table.tsx';
import { type CostedRow, useSwitchCosts } from './use-switch-costs.ts';

/** Props of `OwnershipPanel`. */
export interface OwnershipPanelProps {
  /** The compared vehicles with their running costs, in the order shown. */
  rows: readonly CostedRow[];
  /** Whether the figures shown are the previous ones while new ones compute; default false. */
  updating?: boolean;
}

/** The years shown first without finance: four, the lender's most common agreement. */
const defaultYears = 4;

/**
 * The panel, once at least one vehicle's costs are known. With finance, only beside the lender's representative
 * example (CONC 3.5.3R(1)(a), 3.5.5R: no cost-of-credit figure without it): while the example is asked for the panel
 * waits, and if it failed or was refused each car is costed at its price.
 */
export function OwnershipPanel(props: OwnershipPanelProps) {
  const product = useFinanceReadiness();
  const queryClient = useQueryClient();
  const services = product ? financeServicesFor(queryClient) : undefined;
  if (product && services && !('error' in services))
    return <BesideTheExample {...props} quotes={services.quotes} product={product} />;
  return <WholeCost {...props} finance={undefined} />;
}

function BesideTheExample({
  quotes,
  product,
  ...props
}: OwnershipPanelProps & { quotes: FinanceServices['quotes']; product: FinanceProduct }) {
  const representative = useRepresentativeQuote(quotes, product);
  if (representative.waiting) return <WholeCost {...props} finance={undefined} waiting />;
  return <WholeCost {...props} finance={representative.shown ? { quotes, product } : undefined} />;
}

function WholeCost({
  rows,
  updating = false,
  finance,
  waiting = false,
}: OwnershipPanelProps & {
  finance: { quotes: FinanceServices['quotes']; product: FinanceProduct } | undefined;
  /** The representative example is still to come: nothing is costed yet. */
  waiting?: boolean;
}) {
  useStyles(ownershipStyles);
  const { texts, state, setup, wide } = useCalculator();
  // On the configuration's example figures the car kept is the example's, not the visitor's (CAP Code 3.1, 3.7).
  const exampleCar = useComparedExample().car;
  const t = texts.compare.ownership;
  const [years, setYears] = useState(defaultYears);
  const { costs, termMonths, pending, notCosted } = useSwitchCosts(rows, finance);
  // Said in place, so a comparison of two never reads as one of one.
  const left = notCosted.length > 0 ? <p>{fillPlaceholders(t.notCosted, { vehicles: inList(notCosted) })}</p> : null;
  const first = rows[0];
  const months = finance ? termMonths : yearsToMonths(years);
  if (!first) return null;
  const heading = <h3 className="calc-ownership__title">{t.title}</h3>;
  if (waiting || !months || costs.length === 0)
    return (
      <section className="calc-ownership" aria-label={t.title} aria-busy={updating}>
        {heading}
        {waiting || pending > 0 ? <p>{t.waiting}</p> : null}
        {waiting ? null : left}
      </section>
    );
  const series = costOverTime({
    months,
    current: {
      label: exampleCar ? t.keepLabelExample : t.keepLabel,
      monthlyRunning: first.result.currentMonthlyRunningCost,
      yearlyTax: setup.vehicleTax ? (state.accepted?.vehicleTax ?? 0) : 0,
    },
    vehicles: costs,
  });
  const say = (text: string, values: Record<string, string | number>) => wholeFigures(fillPlaceholders(text, values));
  const dutyFrom = mileageDutyStart(setup.mileageDuty, Date.now())?.from;
  const keepParts = [
    say(t.partFuel, { amount: formatMoney(series.current.parts.fuel) }),
    series.current.parts.tax > 0 ? say(t.partTax, { amount: formatMoney(series.current.parts.tax) }) : '',
  ].filter(Boolean);
  // A lender's own wording without {months} would set a shorter agreement against keeping the car for the whole span,
  // unsaid: where the months differ, the built-in wording, which says them, is used instead.
  const keepComparison = (more: boolean, shorter: boolean) => {
    const key = `${more ? 'more' : 'less'}ThanKeeping${exampleCar ? 'Example' : ''}` as const;
    return shorter && !t[key].includes('{months}') ? builtInTexts.compare.ownership[key] : t[key];
  };
  const vehicleLines = (line: VehicleCostLine) => {
    const parts = [
      line.parts.finance > 0
        ? say(finance ? t.partFinance : t.partPrice, { amount: formatMoney(line.parts.finance) })
        : '',
      say(t.partEnergy, { amount: formatMoney(line.parts.energy) }),
      line.parts.tax > 0 ? say(t.partTaxFromSecondYear, { amount: formatMoney(line.parts.tax) }) : '',
      line.parts.duty > 0 && dutyFrom
        ? say(t.partMileageDuty, { amount: formatMoney(line.parts.duty), month: formatMonth(dutyFrom) })
        : '',
      line.parts.excess > 0 ? say(t.partExcess, { amount: formatMoney(line.parts.excess) }) : '',
    ].filter(Boolean);
    // A PCP's total leaves out the optional final payment: said before the comparison with keeping the car, which
    // is then read as handing this one back (CONC 3.3.1R(1B): a comparison must say what it compares).
    return [
      say(t.vehicleTotal, {
        vehicle: line.label,
        total: formatMoney(line.total),
        months: line.months,
        parts: parts.join(', '),
      }),
      line.finalPayment === undefined ? '' : say(t.finalPayment, { amount: formatMoney(line.finalPayment) }),
      // Against keeping the car over the same months: a shorter agreement is compared over its own term.
      say(keepComparison(line.difference > 0, line.months !== months), {
        amount: formatMoney(Math.abs(line.difference)),
        months: line.months,
      }),
      // Not for a PCP: handed back, the visitor ends with no car against keeping their own (cost-over-time.ts).
      line.finalPayment !== undefined
        ? ''
        : line.payOffMonth === null
          ? say(t.doesNotPayOff, { months: line.months })
          : say(t.paysOff, { month: line.payOffMonth }),
    ].filter(Boolean);
  };
  return (
    <section className="calc-ownership" aria-label={t.title} aria-busy={updating}>
      {heading}
      {finance ? (
        <p className="calc-ownership__basis">{t.termBasis}</p>
      ) : (
        <div className="calc-ownership__basis">
          <SelectField
            className="calc-field"
            label={t.yearsLabel}
            value={String(years)}
            options={ownershipYears.map((value) => ({
              value: String(value),
              label: value === 1 ? t.oneYear : fillPlaceholders(t.yearsValue, { years: value }),
            }))}
            onChange={(value) => setYears(Number(value))}
          />
          <p>{say(t.cashBasis, { months })}</p>
        </div>
      )}
      <p className="calc-ownership__keep">
        {say(exampleCar ? t.keepTotalExample : t.keepTotal, {
          total: formatMoney(series.current.total),
          months,
          parts: keepParts.join(', '),
        })}
      </p>
      <ul className="calc-ownership__vehicles">
        {series.vehicles.map((line) => (
          <li key={line.id}>
            {vehicleLines(line).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </li>
        ))}
      </ul>
      {pending > 0 ? <p>{t.waiting}</p> : null}
      {left}
      <CostChart series={series} name={say(t.chartName, { months })} narrow={!wide} />
      <CostTable
        series={series}
        caption={t.tableCaption}
        openLabel={t.tableOpen}
        monthHeading={t.month}
        endedLabel={t.ended}
      />
    </section>
  );
}
