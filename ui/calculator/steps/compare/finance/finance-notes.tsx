/**
 * What sits under the visitor's illustration, no more prominent than the representative example: the monthly
 * outgoings of switching in the chosen period and why they are not a saving (with the excess mileage charge a car
 * given back would pay, which the outgoings do not count), and, when the visitor drives more than
 * the lender's highest PCP allowance and the lender offers hire purchase, that hire purchase has no mileage limit.
 * (What a PCP means at its end, and the statements, are said once, with the representative example.)
 */

import type { FinanceQuote } from '@hcuk-genesis/sdk';
import { useCalculator } from '../../../calculator-context.ts';
import { formatMoney } from '../../../format/money.ts';
import { acceptedAnnualMiles, periodFigures, type VehicleResult } from '../../../state/figures/index.ts';
import type { FieldData } from '../../../state/finance/finance-request.ts';
import { monthlyOutgoings } from '../../../state/finance/monthly-outgoings.ts';
import { offersBothProducts } from '../../../state/finance/product-comparison.ts';
import type { Edition } from '../../../state/selection/index.ts';
import { fillPlaceholders } from '../../../state/texts/index.ts';
import { useComparedExample } from '../../../use-compared-example.ts';

/** Props of `FinanceNotes`. */
export interface FinanceNotesProps {
  quote: FinanceQuote;
  edition: Edition;
  result: VehicleResult | undefined;
  /** The lender's bounds for this price: its highest annual mileage. */
  fields: FieldData;
  /** The excess mileage charge to expect over the term, in pounds (0: none). */
  excess: number;
}

/** The notes, in reading order. */
export function FinanceNotes({ quote, edition, result, fields, excess }: FinanceNotesProps) {
  const { texts, state, setup } = useCalculator();
  const example = useComparedExample();
  const t = texts.finance;
  // Fuel and energy only, whether or not the visitor gave their vehicle tax: the sentence says 'with finance and
  // charging, against … on fuel today', so its figures are those and no more (CONC 3.3.1R: clear, fair and not
  // misleading). With tax in, it said £1,267 'on fuel' for £1,072 of fuel and £195 of tax.
  const figures = result ? periodFigures(result, state.period, undefined) : undefined;
  const visitorMiles = acceptedAnnualMiles(state.accepted);
  const saving = [
    fillPlaceholders(t.notASaving, { term: quote.term }),
    quote.optionalFinalPayment == null
      ? ''
      : fillPlaceholders(t.notASavingFinalPayment, { payment: formatMoney(quote.optionalFinalPayment) }),
    // The outgoings count the payments, not the charge for miles over the allowance, due only on a car given back at
    // the end: said here, beside the final payment it is the other side of (CONC 3.3.1R(1B)).
    // At the example's miles, the charge is the example's too (a trial chose a 5,000-mile allowance on them).
    excess > 0
      ? fillPlaceholders(example.mileage ? t.notASavingExcessExample : t.notASavingExcess, {
          amount: formatMoney(excess),
        })
      : '',
  ];
  // Only where PCP and HP are set side by side: the suggestion says HP's payments are higher, and points there.
  const hpOffered = offersBothProducts(setup.finance);
  // "You drive more than this PCP allows" only of the visitor's own mileage, never of the example's.
  const beyondPcp = quote.product === 'PCP' && !example.mileage && visitorMiles > fields.annualMileage.max;
  return (
    <>
      {figures ? (
        <p className="calc-finance__outgoings">
          {monthlyOutgoings({
            monthlyPayment: quote.monthlyPayment,
            deposit: quote.deposit,
            running: figures.next,
            current: figures.current,
            period: state.period,
            powerTrain: edition.powerTrain,
            electricShare: result?.electricShare,
            exampleCar: example.car,
            texts,
          })}
        </p>
      ) : null}
      <p className="calc-finance__note">{saving.filter(Boolean).join(' ')}</p>
      {beyondPcp && hpOffered ? <p className="calc-finance__note calc-finance__hp">{t.hpSuggestion}</p> : null}
    </>
  );
}
