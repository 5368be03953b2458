/**
 * What sits under the representative example (issue 17), no more prominent than it: the monthly outgoings of
 * switching in the chosen period and why they are not a saving, what happens at the end of a PCP, a note when the
 * visitor drives more than the example allows, and "Finance subject to status" with the lender's name and address.
 */
import { useCalculator } from '../../../calculator-context.ts';
import { formatMoney } from '../../../format/money.ts';
import { fillPlaceholders } from '../../../state/calculator-texts.ts';
import { annualMilesOf } from '../../../state/cost-per-mile.ts';
import type { Edition } from '../../../state/editions.ts';
import { monthlyOutgoings } from '../../../state/finance/monthly-outgoings.ts';
import type { FinanceQuote } from '../../../state/finance/quote-reconciles.ts';
import { periodFigures, type VehicleResult } from '../../../state/vehicle-results.ts';

/** Props of `FinanceNotes`. */
export interface FinanceNotesProps {
  quote: FinanceQuote;
  edition: Edition;
  result: VehicleResult | undefined;
}

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** The notes, in reading order. */
export function FinanceNotes({ quote, edition, result }: FinanceNotesProps) {
  const { texts, state } = useCalculator();
  const t = texts.finance;
  const figures = result ? periodFigures(result, state.period) : undefined;
  const visitorMiles = state.accepted ? annualMilesOf(state.accepted) : 0;
  const saving = [
    fillPlaceholders(t.notASaving, { term: quote.term }),
    quote.optionalFinalPayment == null
      ? ''
      : fillPlaceholders(t.notASavingFinalPayment, { payment: formatMoney(quote.optionalFinalPayment) }),
  ];
  return (
    <>
      {figures ? (
        <p className="calc-finance__outgoings">
          {monthlyOutgoings({
            monthlyPayment: quote.monthlyPayment,
            running: figures.next,
            current: figures.current,
            period: state.period,
            powerTrain: edition.powerTrain,
            texts,
          })}
        </p>
      ) : null}
      <p className="calc-finance__note">{saving.filter(Boolean).join(' ')}</p>
      {quote.product === 'PCP' ? <p className="calc-finance__note">{t.pcpExplainer}</p> : null}
      {quote.annualMileage != null && visitorMiles > quote.annualMileage ? (
        <p className="calc-finance__note">
          {fillPlaceholders(t.mileageNote, {
            yours: whole.format(visitorMiles),
            allowed: whole.format(quote.annualMileage),
          })}
        </p>
      ) : null}
      <p className="calc-finance__status">
        {t.subjectToStatus} {t.lender}, {t.lenderAddress}.
      </p>
    </>
  );
}
