/**
 * The finance example's inputs: term, deposit and (for a PCP) annual mileage, within the lender's bounds for this
 * vehicle's price, behind a show/hide button (WAI-ARIA Disclosure). A term or mileage applies at once; a typed deposit
 * applies 300 ms after typing stops, once the lender would accept it, so typing makes no request per key (or at once
 * when the step goes within the pause). Each change
 * is a `quote_builder` event (no personal data).
 */
import { useEffect } from 'react';
import { trackEvent } from '#analytics/track-event.ts';
import { quoteBuilderEvent } from '#analytics/tracking-events.ts';
import { useCalculatorSetup } from '../../../calculator-context.ts';
import { formatCount } from '../../../format/count.ts';
import { LinkDisclosure } from '../../../parts/link-disclosure.tsx';
import { SelectField } from '../../../parts/select-field.tsx';
import { TextField } from '../../../parts/text-field.tsx';
import { typingPauseMs } from '../../../parts/typing-pause.ts';
import type { FieldData, FieldRange, FinanceChoice, QuoteRequest } from '../../../state/finance/finance-request.ts';
import type { Edition } from '../../../state/selection/index.ts';
import { stepAnalytics } from '../../../state/store/index.ts';
import { fillPlaceholders } from '../../../state/texts/index.ts';
import { readFieldNumber } from '../../../state/vehicle/index.ts';
import { financeSelection } from './finance-selection.ts';

/** Props of `FinanceInputs`. */
export interface FinanceInputsProps {
  edition: Edition;
  fields: FieldData;
  /** The request being quoted: the values the fields show. */
  request: QuoteRequest;
  /** The deposit as typed, and the rule it breaks (both held by the example, so the quote request knows). */
  deposit: string;
  depositError: string | undefined;
  onDepositChange: (text: string) => void;
  /**
   * Saved choices the lender's bounds moved, as the request uses them (`choicesMoved`): a change to any field keeps
   * them as used, so the note that they were moved goes, and a link shared next carries what the figures showed.
   */
  moved: FinanceChoice;
}

const valuesOf = (range: FieldRange) => {
  const values: number[] = [];
  for (let value = range.min; value <= range.max && values.length < 100; value += range.step || range.max)
    values.push(value);
  return values;
};

/** The disclosure and its fields. */
export function FinanceInputs({
  edition,
  fields,
  request,
  deposit,
  depositError: error,
  onDepositChange,
  moved,
}: FinanceInputsProps) {
  const { texts, dispatch, host, pendingFinanceChoices } = useCalculatorSetup();
  const t = texts.finance;
  const choose = (choice: FinanceChoice, linkText: string) => {
    const { number, name } = stepAnalytics.compare;
    const selection = financeSelection(edition, { ...request, ...choice });
    trackEvent(quoteBuilderEvent({ stepNumber: number, stepName: name, selection, linkText }), { source: host });
    dispatch({ type: 'finance/choose', id: edition.id, choice: { ...moved, ...choice } });
  };
  const typed = error ? undefined : readFieldNumber(deposit, true);
  // The deposit waiting for the typing pause, to apply now if the step goes first or a link is copied
  // (share-link-button.tsx).
  const pending = pendingFinanceChoices.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new typed deposit (or a new quote) restarts the pause; choose only reads the latest props.
  useEffect(() => {
    delete pending[edition.id];
    if (typed === undefined || typed === request.deposit) return;
    const apply = () => {
      delete pending[edition.id];
      choose({ deposit: typed }, t.depositLabel);
    };
    pending[edition.id] = { choice: { ...moved, deposit: typed }, apply };
    const timer = setTimeout(apply, typingPauseMs);
    return () => clearTimeout(timer);
  }, [typed, request.deposit]);
  // Leaving the step within the pause keeps the deposit typed: a phone review typed 5000, tapped Edit vehicle at
  // once, and came back to the 3100 before it, the 5000 gone without a word.
  useEffect(() => () => pending[edition.id]?.apply(), [pending, edition.id]);
  return (
    <div className="calc-finance__inputs">
      {/* Open when it comes back holding a deposit the lender refused (kept while the visitor was on another step):
          closed, the refusal showed only in the quote request's dialog, after the whole form (a trial). */}
      <LinkDisclosure label={t.change} panelClassName="calc-finance__fields" initiallyOpen={error !== undefined}>
        <SelectField
          className="calc-field"
          label={t.termLabel}
          value={String(request.term)}
          options={valuesOf(fields.term).map((months) => ({
            value: String(months),
            label: fillPlaceholders(t.termValue, { months }),
          }))}
          onChange={(value) => choose({ term: Number(value) }, t.termLabel)}
        />
        <TextField
          label={t.depositLabel}
          prefix="£"
          value={deposit}
          error={error}
          announceErrorAfterMs={typingPauseMs}
          onChange={onDepositChange}
          step={fields.deposit.step}
          min={fields.deposit.min}
          // The digits keypad where every deposit the lender takes is whole pounds.
          whole={
            fields.deposit.step > 0 && Number.isInteger(fields.deposit.step) && Number.isInteger(fields.deposit.min)
          }
          width="medium"
        />
        {request.expectedMileage === undefined ? null : (
          <SelectField
            className="calc-field"
            label={t.mileageLabel}
            value={String(request.expectedMileage)}
            options={valuesOf(fields.annualMileage).map((miles) => ({
              value: String(miles),
              label: fillPlaceholders(t.mileageValue, { miles: formatCount(miles) }),
            }))}
            onChange={(value) => choose({ annualMileage: Number(value) }, t.mileageLabel)}
          />
        )}
      </LinkDisclosure>
    </div>
  );
}
