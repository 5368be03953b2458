/**
 * A quote request's state, held by the button that opens its dialog rather than by the dialog (which the finance
 * example keeps mounted beside a new quote that loads or fails): closing the dialog keeps what was typed (and a
 * failure) until it is sent, leaving the step keeps what was typed (in the calculator's memory, never stored), and
 * after it is sent, opening it again shows the reference and the contact details sent, never a fresh form; Correct my
 * details brings back the form as sent. A request that gets no answer within 20 seconds is given up,
 * with everything typed kept; two presses of Send in one task send one request.
 */

import type { FinanceQuote } from '@hcuk-genesis/sdk';
import { type AdminClient, ApiError, NetworkError } from '@hcuk-genesis/sdk';
import { adminMutations } from '@hcuk-genesis/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { trackEvent } from '#analytics/track-event.ts';
import { quoteBuilderEvent } from '#analytics/tracking-events.ts';
import { useCalculatorSetup } from '../../../calculator-context.ts';
import type { QuoteDates } from '../../../state/finance/quote-dates.ts';
import { quoteRequestFailure, quoteRequestTimeoutMs } from '../../../state/finance/quote-request-failure.ts';
import {
  emptyQuoteRequest,
  type QuoteRequestBody,
  type QuoteRequestContext,
  type QuoteRequestField,
  type QuoteRequestFields,
  quoteRequestBody,
  quoteRequestErrors,
} from '../../../state/finance/quote-request-form.ts';
import type { Edition } from '../../../state/selection/index.ts';
import { stepAnalytics } from '../../../state/store/index.ts';
import { fillPlaceholders } from '../../../state/texts/index.ts';
import { financeSelection } from './finance-selection.ts';

/** What the request is about. */
export interface QuoteRequestSubject {
  edition: Edition;
  quote: FinanceQuote;
  admin: AdminClient<'saveQuoteRequest'>;
  /** The privacy notice's absolute http(s) URL. */
  privacyNotice: string;
  /**
   * When the quote was produced (sent with the request) and until when it holds, where the lender or the configuration
   * says: both restated in the dialog, as beside the quote.
   */
  dates: QuoteDates;
  /** Whether a term, deposit or mileage the visitor typed breaks the lender's rule. */
  financeInvalid: boolean;
  /**
   * Whether the quote on screen is not yet the one for the visitor's choices (a typed deposit waiting to apply, or a
   * new quote loading): a request sent then would be for the old terms.
   */
  financeUpdating: boolean;
  /**
   * Whether the quote for the visitor's new choices failed while this request was open: the figures restated are the
   * old ones, and only Try again beside the quote can bring the new ones.
   */
  financeFailed?: boolean;
  /** The excess mileage charge the visitor should expect in pounds (0: none), restated with the quote. */
  excess: number;
}

/** A request the lender has: its reference, and the customer's details as sent. */
interface SentRequest {
  reference: string;
  customer: QuoteRequestBody['customer'];
}

/** A row of the error summary: a field of the form, or the finance inputs beside the quote (outside the dialog). */
export type QuoteRequestProblem = [field: QuoteRequestField | 'finance', message: string];

/** The request's state and actions, for the form. */
export function useQuoteRequest({
  edition,
  quote,
  admin,
  privacyNotice,
  dates,
  financeInvalid,
  financeUpdating,
  financeFailed = false,
}: QuoteRequestSubject) {
  const { texts, options, host, quoteRequestDrafts } = useCalculatorSetup();
  const t = texts.finance.request;
  // What was typed outlives the step (a phone review's Back to Models and Forward emptied the form), until it is sent.
  const [fields, setFields] = useState<QuoteRequestFields>(
    // Own properties only: an edition id such as "constructor" is no draft.
    () =>
      (Object.hasOwn(quoteRequestDrafts.current, edition.id) && quoteRequestDrafts.current[edition.id]) ||
      emptyQuoteRequest,
  );
  useEffect(() => {
    quoteRequestDrafts.current[edition.id] = fields;
  }, [quoteRequestDrafts, edition.id, fields]);
  const [checked, setChecked] = useState(false);
  const busy = useRef(false);
  // The request the lender has, and its reference: shown once sent, and kept while the visitor corrects their details
  // (Correct my details), to go back to if they keep it as it is or the lender already has the corrected one.
  const [sent, setSent] = useState<SentRequest>();
  // The request sent before a correction was sent: the lender has both, and the visitor is told so.
  const [earlier, setEarlier] = useState<SentRequest>();
  const [correcting, setCorrecting] = useState(false);
  const send = useMutation({
    ...adminMutations(admin).saveQuoteRequest({ timeoutMs: quoteRequestTimeoutMs }),
    // Sent: what was typed is the lender's now, and not kept for a second send (here even if the step has gone).
    onSuccess: (answer, body) => {
      delete quoteRequestDrafts.current[edition.id];
      if (correcting) setEarlier(sent);
      setSent({ reference: answer.quoteRequestId, customer: body.customer });
      setCorrecting(false);
    },
    // The failure's detail for developers: the operation and status only, never what the visitor typed.
    onError: (error) =>
      console.error(
        `[hcuk] <hcuk-cost-saving-calculator> saveQuoteRequest failed: ${error instanceof ApiError ? error.status : error instanceof NetworkError ? 'no answer' : 'error'}`,
      ),
  });
  // A request is for one quote: when the visitor changes the term, deposit or mileage, what was sent (or refused)
  // is about another quote, so it is forgotten; what they typed is kept.
  const quoteKey = `${quote.product} ${quote.price} ${quote.term} ${quote.deposit} ${quote.annualMileage}`;
  const { reset } = send;
  useEffect(() => {
    void quoteKey;
    // A reset drops the send's own callbacks: the guard against a second send must not stay up with them.
    busy.current = false;
    reset();
    setSent(undefined);
    setEarlier(undefined);
    setCorrecting(false);
  }, [quoteKey, reset]);
  const context: QuoteRequestContext = {
    ...(options.dealerId ? { dealerId: options.dealerId } : {}),
    vehicle: { vehicleId: edition.id, description: edition.description, price: quote.price },
    finance: {
      product: quote.product,
      term: quote.term,
      deposit: quote.deposit,
      monthlyPayment: quote.monthlyPayment,
      ...(quote.annualMileage == null ? {} : { annualMileage: quote.annualMileage }),
      quotedAt: dates.quotedAt.toISOString(),
    },
    privacyNoticeUrl: privacyNotice,
  };
  const invalid = checked ? quoteRequestErrors(fields, context, t) : [];
  const failed = send.isError ? quoteRequestFailure(send.error, fields, texts) : undefined;
  // A correction the lender finds a duplicate of the request it has (the same email address, car and terms) was not
  // sent: said so, not "you do not need to send it again", which read as if the corrected details had arrived (a trial
  // changed only the telephone number).
  const failure =
    failed && correcting && send.error instanceof ApiError && send.error.status === 409
      ? { ...failed, message: fillPlaceholders(t.duplicateCorrected, { lender: texts.finance.lender }) }
      : failed;
  // The form's own errors first; then the fields the lender refused that the form did not.
  const errors: QuoteRequestProblem[] = [
    ...(checked && financeInvalid ? [['finance', t.financeInvalid] as QuoteRequestProblem] : []),
    ...(checked && financeFailed ? [['finance', t.financeFailed] as QuoteRequestProblem] : []),
    ...(checked && !financeFailed && !financeInvalid && financeUpdating
      ? [['finance', t.financeUpdating] as QuoteRequestProblem]
      : []),
    ...invalid,
    ...(failure?.fields ?? []).filter(([field]) => !invalid.some(([own]) => own === field)),
  ];
  const check = (): boolean => {
    setChecked(true);
    return !(financeFailed || financeInvalid || financeUpdating || quoteRequestErrors(fields, context, t).length > 0);
  };
  return {
    fields,
    set: (field: QuoteRequestField) => (value: string | boolean) => setFields((now) => ({ ...now, [field]: value })),
    errors,
    failure,
    pending: send.isPending,
    /** When the last request was sent (ms since the epoch), 0 before any: what one answer is told apart by. */
    sentAt: send.submittedAt,
    reference: correcting ? undefined : sent?.reference,
    /** The contact details as sent, said beside the reference so a slip that passed every check can be caught. */
    sentTo: correcting ? undefined : sent?.customer,
    /** The request sent before the one shown, when the visitor corrected it: the lender has that one too. */
    earlier: correcting ? undefined : earlier,
    /**
     * The form again, as it was sent, to correct a detail and send again. The lender takes a request with the same
     * email address, car and terms as the one it has (its 409, `duplicate`), so it is the address that correcting
     * can change for the lender.
     */
    correct: () => {
      quoteRequestDrafts.current[edition.id] = fields;
      setCorrecting(true);
      reset();
    },
    /** While correcting: back to the request the lender has, as it was sent; `undefined` otherwise. */
    keepSent: correcting
      ? () => {
          delete quoteRequestDrafts.current[edition.id];
          setCorrecting(false);
          reset();
        }
      : undefined,
    dates,
    /** Whether the figures restated are not yet those for the visitor's choice (Send waits for them). */
    updating: financeUpdating,
    /** Whether the quote for the visitor's new choice failed (Send waits for Try again, beside the quote). */
    failed: financeFailed,
    /** Shows what to fix, if anything, without sending; `false` when something is to fix. */
    check,
    /** Sends the form, or shows what to fix; `false` when it was not sent (the form then moves focus to the summary). */
    submit: (): boolean => {
      if (busy.current || send.isPending || send.isSuccess) return true;
      if (!check()) return false;
      busy.current = true;
      const { number, name } = stepAnalytics.compare;
      const selection = financeSelection(edition, { ...quote, annualMileage: quote.annualMileage ?? undefined });
      trackEvent(quoteBuilderEvent({ stepNumber: number, stepName: name, selection, linkText: t.submit }), {
        source: host,
      });
      send.mutate(quoteRequestBody(fields, context, new Date().toISOString()), {
        onSettled: () => {
          busy.current = false;
        },
      });
      return true;
    },
  };
}

/** The state `useQuoteRequest` gives the form. */
export type QuoteRequestState = ReturnType<typeof useQuoteRequest>;
