/**
 * The visitor's own illustration for one vehicle: loading (one message, the inputs kept), a failure with Try again
 * (the term, deposit and mileage still to hand), "not available" when the lender has no product for the vehicle (a
 * 404), or the quote: what its figures are for where that could be misread (`figures-for.tsx`), its summary and
 * compact rows (`illustration.ts`), when it was quoted and until when it holds, the notes, the inputs and Request
 * this quote. A quote that does not add up, or answers another question, is a failure.
 */

import { ApiError, type FinanceQuote } from '@hcuk-genesis/sdk';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LoadingSpinner } from '#components/loading-spinner/loading-spinner.tsx';
import { useCalculator } from '../../../calculator-context.ts';
import { QueryProblem } from '../../../query-problem.tsx';
import type { VehicleResult } from '../../../state/figures/index.ts';
import { acceptedAnnualMiles } from '../../../state/figures/index.ts';
import { quoteExcessCharge } from '../../../state/finance/excess-mileage.ts';
import { choicesMoved, type FinanceProduct } from '../../../state/finance/finance-request.ts';
import { illustrationRows, illustrationSummary, otherRate } from '../../../state/finance/illustration.ts';
import { offersBothProducts } from '../../../state/finance/product-comparison.ts';
import { type QuoteDates, quoteDatedLine, quoteDates } from '../../../state/finance/quote-dates.ts';
import type { Edition } from '../../../state/selection/index.ts';
import { stepAnalytics } from '../../../state/store/index.ts';
import { readFieldNumber } from '../../../state/vehicle/index.ts';
import { FigureList } from '../figure-list.tsx';
import { depositError } from './deposit-rule.ts';
import { FiguresFor } from './figures-for.tsx';
import { FinanceInputs } from './finance-inputs.tsx';
import { FinanceNotes } from './finance-notes.tsx';
import type { FinanceServices } from './finance-services.ts';
import { ProductComparison } from './product-comparison.tsx';
import { QuoteRequest } from './quote-request.tsx';
import { useFinanceQuote } from './use-finance-quote.ts';

/** Whether a typed amount is `pounds` to the penny, as a quote's answer is checked (quote-answers-request.ts). */
const samePennies = (typed: number | undefined, pounds: number) =>
  typed !== undefined && Math.round(typed * 100) === Math.round(pounds * 100);

/** Props of `FinanceExample`. */
export interface FinanceExampleProps extends FinanceServices {
  edition: Edition;
  price: number;
  product: FinanceProduct;
  result: VehicleResult | undefined;
  /** The representative example's APR as shown (`9.9`), to say when this illustration's is another. */
  representativeApr: string | undefined;
}

/** The quote's place in the panel. */
export function FinanceExample(props: FinanceExampleProps) {
  const { quotes, admin, edition, price, product, result, representativeApr } = props;
  const { texts, host, state, setup, depositDrafts } = useCalculator();
  const t = texts.finance;
  const { fields, request, quote, mismatch, arrivedAt } = useFinanceQuote(quotes, edition, price, product);
  // The deposit as typed lives here, beside the quote request: while it breaks the lender's rule, nothing is sent.
  // One that breaks it outlives the step: a phone trial typed "3,1000", went to Edit vehicle and back, and found the
  // deposit before it in the field, what they typed gone without a word.
  const [depositText, setDepositText] = useState<string | undefined>(() =>
    Object.hasOwn(depositDrafts.current, edition.id) ? depositDrafts.current[edition.id] : undefined,
  );
  const deposit = depositText ?? String(request?.deposit ?? '');
  const depositProblem = fields.data ? depositError(deposit, fields.data.deposit, t.depositLabel) : undefined;
  const checked = fields.data !== undefined;
  useEffect(() => {
    if (!checked) return;
    if (depositProblem && depositText !== undefined) depositDrafts.current[edition.id] = depositText;
    else delete depositDrafts.current[edition.id];
  }, [checked, depositProblem, depositText, depositDrafts, edition.id]);
  const typedDeposit = depositProblem ? undefined : readFieldNumber(deposit, true);
  const moved = request ? choicesMoved(state.financeChoices[edition.id], request) : [];
  // This card's choices as it mounted: a restored visit's are no change made here, and a new mileage for every card
  // changes none of them, so only the visitor's own change to this card has its new figures read out.
  const choices = JSON.stringify(state.financeChoices[edition.id] ?? null);
  const choicesAtMount = useRef(choices);
  const changedHere = choices !== choicesAtMount.current;
  // Once the visitor has changed this card's term, deposit or mileage, its new figures are said when they arrive: a
  // screen reader otherwise hears nothing of what their change did (WCAG 4.1.3). The region is in every branch, keyed,
  // so it is on the page, empty, while a quote loads or after one failed: a region added with its text already in it
  // is not read out.
  const saidFigures = (text: string) => (
    <p key="said" className="hcuk-visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
  // Keyed, so the inputs stay the same inputs (open, with focus) whether the quote is shown, loading or failed.
  const inputs =
    fields.data && request ? (
      <FinanceInputs
        key="inputs"
        edition={edition}
        fields={fields.data}
        request={request}
        deposit={deposit}
        depositError={depositProblem}
        onDepositChange={setDepositText}
        moved={Object.fromEntries(moved.map(({ field, used }) => [field, used]))}
      />
    ) : null;
  const failure = fields.error ?? quote.error ?? (mismatch ? `[hcuk] getSantanderFinanceQuoteData: ${mismatch}` : null);
  const shown = !failure && fields.data && request ? quote.data : undefined;
  const excess = shown ? quoteExcessCharge(shown, acceptedAnnualMiles(state.accepted)) : 0;
  const dates = shown ? quoteDates(shown, arrivedAt, setup.finance?.quoteValidDays) : undefined;
  // The last quote shown, with its date and excess: once one has been shown, the request stays mounted (keyed) beside
  // a quote that loads or fails, so what was typed into it is kept, and a dialog opened over it stays open (the next
  // quote could only have been asked for just before it opened), restating it with Send refused.
  const lastShown = useRef<{ quote: FinanceQuote; dates: QuoteDates; excess: number }>(undefined);
  useEffect(() => {
    if (shown && dates) lastShown.current = { quote: shown, dates, excess };
  });
  // Where focus goes when that dialog closes, since its button is not offered beside a loading, failed or withdrawn
  // quote (a 404: no product for the car now).
  const place = useRef<HTMLDivElement>(null);
  const withdrawnRequest = (failed: boolean): ReactNode => {
    const last = lastShown.current;
    if (!last) return null;
    return (
      <QuoteRequest
        key="request"
        edition={edition}
        quote={last.quote}
        admin={admin}
        dates={last.dates}
        financeInvalid={depositProblem !== undefined}
        financeUpdating
        financeFailed={failed}
        excess={last.excess}
        representativeApr={representativeApr}
        withdrawn={{ focusOnClose: () => (place.current?.querySelector('button') ?? place.current)?.focus() }}
      />
    );
  };
  if (failure instanceof ApiError && failure.status === 404)
    return (
      <>
        {saidFigures('')}
        <div key="none" ref={place} tabIndex={-1}>
          <p className="calc-finance__none">{t.notAvailable}</p>
        </div>
        {withdrawnRequest(true)}
      </>
    );
  if (failure) {
    // Try again asks again for everything the quote was built from: the lender's bounds too, since a quote built
    // from bad bounds fails again however often it is sent. The visitor's term, deposit and mileage stay to hand.
    return (
      <>
        {saidFigures('')}
        <div key="failed" ref={place} tabIndex={-1}>
          <QueryProblem
            what={t.failed}
            error={failure}
            status={texts.status}
            onRetry={() => void Promise.all([fields.refetch(), quote.refetch()])}
            report={{ host, stepName: stepAnalytics.compare.name }}
          />
        </div>
        {inputs}
        {withdrawnRequest(true)}
      </>
    );
  }
  if (!shown || !request || !fields.data || !dates)
    return (
      <>
        {saidFigures('')}
        <div key="loading" ref={place} tabIndex={-1}>
          {/* Said once, by the representative example's spinner, not once per card. */}
          <LoadingSpinner label={t.loading} size={20} announce={false} />
        </div>
        {inputs}
        {withdrawnRequest(false)}
      </>
    );
  return (
    <>
      {saidFigures(
        changedHere && !quote.isPlaceholderData
          ? `${edition.description}: ${illustrationSummary(shown, t, excess)}`
          : '',
      )}
      <div key="shown" className="calc-illustration" aria-busy={quote.isPlaceholderData}>
        <FiguresFor
          quotedDeposit={shown.deposit}
          otherDepositTyped={depositText !== undefined && !samePennies(typedDeposit, shown.deposit)}
          moved={moved}
        />
        <p className="calc-illustration__summary">{illustrationSummary(shown, t, excess)}</p>
        {/* A lender's own rate for this car, unlike the representative example's: said beside the payment it sets, so
            it is never read as the representative rate (CONC 3.3.1R). */}
        {otherRate(shown, t, representativeApr) ? (
          <p className="calc-illustration__other-rate">{otherRate(shown, t, representativeApr)}</p>
        ) : null}
        <FigureList className="calc-finance__rows" rows={illustrationRows(shown, t, excess)} />
        <p className="calc-finance__dated">{quoteDatedLine(dates, t)}</p>
        {/* The visitor's own figures: what they are offered may differ (CONC 3.3.1R). */}
        <p className="calc-finance__dated">{t.notAnOffer}</p>
      </div>
      {/* Said once, by the comparison's own spinner, when every card updates; the new figures, by the region above. */}
      {quote.isPlaceholderData ? <LoadingSpinner label={texts.status.updating} size={20} announce={false} /> : null}
      <FinanceNotes quote={shown} edition={edition} result={result} fields={fields.data} excess={excess} />
      {inputs}
      {offersBothProducts(setup.finance) ? (
        <ProductComparison quotes={quotes} edition={edition} price={price} product={product} quote={shown} />
      ) : null}
      <QuoteRequest
        key="request"
        edition={edition}
        quote={shown}
        admin={admin}
        dates={dates}
        financeInvalid={depositProblem !== undefined}
        // Not yet the quote for what the visitor chose: a typed deposit still to apply, or a new quote loading.
        financeUpdating={quote.isPlaceholderData || (typedDeposit !== undefined && typedDeposit !== request.deposit)}
        excess={excess}
        representativeApr={representativeApr}
      />
    </>
  );
}
