/**
 * "Request this quote": name, email, optional telephone, postcode and agreement to be contacted (with a link to the
 * host's privacy notice), then the reference. GOV.UK style: on Send, an error summary ("There is a problem") linking
 * to each field, and each field's own message, whether the form found it or the lender refused it. The state lives in
 * `use-quote-request.ts`, outside the dialog, so closing it loses nothing. What the visitor types stays in that state
 * only: never in session storage, analytics or logs.
 */

import type { FinanceQuote } from '@hcuk-genesis/sdk';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '#components/button/button.tsx';
import { useCalculatorSetup } from '../../../calculator-context.ts';
import { sentences } from '../../../format/sentences.ts';
import { focusedIn } from '../../../parts/focused-in.ts';
import { FormField } from '../../../parts/form-field.tsx';
import { emailSlip } from '../../../state/finance/email-slip.ts';
import { brokerAddress, dealerStatements } from '../../../state/finance/finance-requirements.ts';
import { excessRows, illustrationSummary, otherRate } from '../../../state/finance/illustration.ts';
import { nameSlip } from '../../../state/finance/name-slip.ts';
import { quoteDatedLine } from '../../../state/finance/quote-dates.ts';
import { cleanText, type QuoteRequestField } from '../../../state/finance/quote-request-form.ts';
import { representativeExample } from '../../../state/finance/representative-example.ts';
import { unicodeEmail } from '../../../state/finance/unicode-domain.ts';
import type { Edition } from '../../../state/selection/index.ts';
import { builtInTexts, fillPlaceholders, placeholderParts } from '../../../state/texts/index.ts';
import { FigureList } from '../figure-list.tsx';
import { QuoteRequestConsent } from './quote-request-consent.tsx';
import { useAskedOnce } from './use-asked-once.ts';
import type { QuoteRequestState } from './use-quote-request.ts';

/** Props of `QuoteRequestForm`. */
export interface QuoteRequestFormProps {
  request: QuoteRequestState;
  /** The privacy notice's absolute http(s) URL (`privacy-notice-url.ts`). */
  privacyNotice: string;
  /**
   * The vehicle and the quote the request is about, restated before anything personal is asked: every item a
   * representative example gives (CONC 3.5.5R: cash price, deposit, credit, payments, final payment, fees, charge for
   * credit, total payable, duration, rate, APR, mileage terms), for this quote, and the excess charge to expect. The
   * dialog covers the page, and on a phone the whole screen, so the page's representative example is out of sight
   * where the visitor acts: each figure that goes with the payment is here (CONC 3.3.1R(1A), 3.5.5R, PRIN 2A.5).
   */
  edition: Edition;
  quote: FinanceQuote;
  /** The excess mileage charge the visitor should expect in pounds (0: none). */
  excess: number;
  /** The page's representative APR (`formatApr`), hidden behind the dialog: said when this quote's is another. */
  representativeApr?: string | undefined;
}

/** Focuses the reference when it first appears: a stable callback, so a re-render does not take focus back. */
const focusOnce = (sent: HTMLDivElement | null) => sent?.focus();

/** The form, or the reference once sent. */
export function QuoteRequestForm(props: QuoteRequestFormProps) {
  const { request, privacyNotice, edition, quote, excess, representativeApr } = props;
  const { texts, setup, options } = useCalculatorSetup();
  const t = texts.finance.request;
  const id = useId();
  const summary = useRef<HTMLDivElement>(null);
  const deal = useRef<HTMLElement>(null);
  const { fields, set, errors, failure, sentTo } = request;
  // The summary goes once nothing is wrong, say when the figures Send waited for arrive: if it had focus, focus moves
  // to the deal, now restating them, instead of falling to the page.
  const summaryFocused = useRef(false);
  useLayoutEffect(() => {
    if (errors.length > 0 || !summaryFocused.current) return;
    summaryFocused.current = false;
    deal.current?.focus();
  }, [errors.length]);
  const errorOf = (field: QuoteRequestField) => errors.find(([name]) => name === field)?.[1];
  /** The lender's text for `key`, or the built-in one where theirs leaves out a detail it exists to show. */
  const textWith = (
    key: 'sent' | 'sentTo' | 'sentToPhone' | 'sentEarlier' | 'emailCheck' | 'emailUse' | 'checkAgain',
    ...names: string[]
  ) => (names.every((name) => t[key].includes(`{${name}}`)) ? t[key] : builtInTexts.finance.request[key]);
  // An address one slip from a common mailbox's ("gmial.com", email-slip.ts) and a name with a digit or an @ in it
  // (name-slip.ts) are asked about once the visitor leaves them, never changed for them; Send stops once on those not
  // yet asked about, with focus on the first (use-asked-once.ts).
  const typed = {
    firstName: cleanText(fields.firstName),
    lastName: cleanText(fields.lastName),
    email: cleanText(fields.email),
  };
  const emailMeant = errorOf('email') ? undefined : emailSlip(typed.email);
  const checks = useAskedOnce(typed, {
    firstName: !errorOf('firstName') && nameSlip(typed.firstName),
    lastName: !errorOf('lastName') && nameSlip(typed.lastName),
    email: emailMeant !== undefined,
  });
  /** The request to check `field`, and once Send has stopped on it, that pressing Send again sends it as typed. */
  const checkNote = (field: keyof typeof typed, text: string) =>
    checks.shown(field) ? (
      <p className="calc-quote-form__check">
        {text}
        {checks.stoppedOn(field)
          ? ` ${fillPlaceholders(textWith('checkAgain', 'value'), { value: field === 'email' ? unicodeEmail(typed.email) : typed[field], submit: t.submit })}`
          : ''}
      </p>
    ) : undefined;
  const search = setup.finance?.creditSearch;
  const fieldId = (field: QuoteRequestField) => `${id}-${field}`;
  const lender = texts.finance.lender;
  const dealer = options.dealerId ? dealerStatements(texts.finance, options.dealerId) : undefined;
  const focusSummary = () => requestAnimationFrame(() => summary.current?.focus());
  // The lender refusing the visitor's own fields (a 400 naming them) is an answer to Send, so focus moves to the
  // summary as it does for the form's own errors, once for each answer that arrives while the form is open (one
  // already in hand when the dialog opens again is not: the dialog gives focus to its own first control). A visitor
  // who has moved on while it was sent (into another field, or typing again, even in the field they pressed Enter in)
  // keeps their place: the refusal is read out from a polite live region instead, as it stood when it arrived. Focus
  // is not taken from under their typing (WCAG 3.2.5: changes of context only on request).
  const refusedSend = failure && failure.fields.length > 0 ? request.sentAt : 0;
  // A refusal that names the visitor's fields and ones they cannot change (the vehicle, the quote) says so too. That
  // goes at the top of the summary, unlinked, so it is read once with the rest (on focus or politely), not also as an
  // alert over it.
  const refusalNote = refusedSend ? failure?.message : undefined;
  const refusalShown = useRef(refusedSend);
  const focusAtSend = useRef<Element | null>(null);
  const typedSinceSend = useRef(false);
  const [refusalHeard, setRefusalHeard] = useState('');
  useEffect(() => {
    if (refusedSend === refusalShown.current) return;
    refusalShown.current = refusedSend;
    const shown = summary.current;
    if (!refusedSend || !shown) return;
    if (focusedIn(shown) === focusAtSend.current && !typedSinceSend.current) shown.focus();
    else
      setRefusalHeard(
        sentences([t.errorSummary, ...(refusalNote ? [refusalNote] : []), ...errors.map(([, message]) => message)]),
      );
  }, [refusedSend, refusalNote, errors, t.errorSummary]);

  // Correct my details brings the form back as it was sent, and focus to the email address, the detail the lender
  // needs to reply: the button it was on is gone.
  const form = useRef<HTMLFormElement>(null);
  const correcting = useRef(false);
  useLayoutEffect(() => {
    if (request.reference !== undefined || !correcting.current) return;
    correcting.current = false;
    (form.current?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById(fieldId('email'))?.focus();
  });

  /**
   * A text with its reference or email address kept on one line where it fits: at 375 px the reference broke at its
   * hyphen ("q-" / "z79j3fyb"), an invitation to copy half of it, and in Firefox an address at its own
   * ("samantha.jones-" / "whitfield@…", read as two words) (trials).
   */
  const keptWhole = (text: string, values: Record<string, string>) =>
    placeholderParts(text, values, ['reference', 'email']).map((part, index) =>
      typeof part === 'string' ? (
        part
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order.
        <span key={index} className={`calc-finance__${part.name === 'email' ? 'sent-email' : 'reference-id'}`}>
          {part.value}
        </span>
      ),
    );
  if (request.reference !== undefined) {
    // The form it replaces held focus (on Send): focus moves here, so it is not lost and the reference is read, with
    // what happens next as the form said it before Send: who contacts the visitor, how and when, and that nothing is
    // agreed yet (PRIN 2A.5: the visitor knows where they stand once the form has gone).
    return (
      <div className="calc-finance__sent" tabIndex={-1} ref={focusOnce}>
        <p className="calc-finance__reference">
          {keptWhole(textWith('sent', 'reference'), { reference: request.reference, lender })}
        </p>
        <p>{fillPlaceholders(t.nextSteps, { lender })}</p>
        {/* The details as sent, with a way back to them: an address that passed every check can still be a slip
            ("sam.jnoes@"), and the lender could then never reply (Consumer Duty, PRIN 2A.5: the visitor can act on
            what they see). */}
        {sentTo ? (
          <p className="calc-finance__sent-to">
            {keptWhole(sentTo.phone ? textWith('sentToPhone', 'email', 'phone') : textWith('sentTo', 'email'), {
              // As the visitor typed it, not as Chromium encoded an accented domain.
              email: unicodeEmail(sentTo.email),
              phone: sentTo.phone ?? '',
              lender,
            })}
          </p>
        ) : null}
        {/* A corrected request is a second one: the first stays with the lender (PRIN 2A.5: where the visitor stands). */}
        {request.earlier ? (
          <p>
            {keptWhole(textWith('sentEarlier', 'reference', 'email'), {
              reference: request.earlier.reference,
              email: unicodeEmail(request.earlier.customer.email),
              lender,
            })}
          </p>
        ) : null}
        <Button
          variant="secondary"
          label={t.correct}
          onClick={() => {
            correcting.current = true;
            request.correct();
          }}
        />
      </div>
    );
  }
  // Sending again cannot help a request the lender already has, or one too large; a corrected field can.
  const canSend = !failure || failure.retry || failure.fields.length > 0;
  return (
    <form
      ref={form}
      className="calc-form calc-quote-form"
      noValidate
      onInput={() => {
        typedSinceSend.current = true;
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const asked = request.pending || request.reference !== undefined ? undefined : checks.ask();
        if (asked) {
          // Asked with anything else to fix: the summary first, the notes under their fields in sight.
          if (!request.check()) focusSummary();
          else (event.currentTarget.getRootNode() as ShadowRoot).getElementById(fieldId(asked))?.focus();
          return;
        }
        focusAtSend.current = focusedIn(event.currentTarget) ?? null;
        typedSinceSend.current = false;
        setRefusalHeard('');
        if (!request.submit()) focusSummary();
      }}
    >
      <section className="calc-quote-form__deal" aria-label={t.restateTitle} tabIndex={-1} ref={deal}>
        <h3 className="calc-quote-form__deal-title">{t.restateTitle}</h3>
        <p className="calc-quote-form__vehicle">{edition.description}</p>
        <p className="calc-illustration__summary">{illustrationSummary(quote, texts.finance, excess)}</p>
        {/* The page's representative example is behind the dialog (on a phone, the whole screen): a 0% deal on this
            car must not read as the representative rate where the visitor acts (CONC 3.3.1R, 3.5.5R; a review). */}
        {otherRate(quote, texts.finance, representativeApr) ? (
          <p className="calc-illustration__other-rate">{otherRate(quote, texts.finance, representativeApr)}</p>
        ) : null}
        <FigureList
          className="calc-finance__rows"
          rows={[
            // The visitor's own quote: its APR is theirs, not the page's representative APR.
            ...representativeExample(quote, texts.finance, texts.finance.products.apr),
            ...excessRows(quote, texts.finance, excess),
          ]}
        />
        {/* What a PCP means at its end, where the visitor asks for one: the dialog covers the page on a phone, so the
            final payment and excess charge above must not stand without it (CONC 3.3.1R(1A)). */}
        {quote.product === 'PCP' ? <p className="calc-finance__note">{texts.finance.pcpExplainer}</p> : null}
        {/* As beside the quote: when it was made and, where the lender or the configuration says, until when it holds. */}
        <p className="calc-finance__dated">{quoteDatedLine(request.dates, texts.finance)}</p>
        <p className="calc-finance__dated">{texts.finance.notAnOffer}</p>
        {/* While these are not yet the figures for the visitor's choice: said here, where they are read. */}
        <p className="calc-finance__note" role="status">
          {request.failed ? t.financeFailed : request.updating ? t.financeUpdating : ''}
        </p>
      </section>
      {/* On the lender's own page the page is the lender's: no "we" to pass the request on (PRIN 2A.5). */}
      <p>{fillPlaceholders(options.dealerId ? t.intro : t.introLender, { lender })}</p>
      {/* On a dealer's page the request goes through the dealer: who it is, its FCA status, how it is paid and where
          to write to it, where the visitor acts (CONC 3.7.3R, 4.5.3R, 3.5.3R(1)(b)), as beside the figures. */}
      {dealer ? <p>{[dealer.brokerStatement, dealer.fcaStatus, dealer.commission].join(' ')}</p> : null}
      {dealer ? <p>{brokerAddress(dealer)}</p> : null}
      {search ? <p>{fillPlaceholders(search === 'hard' ? t.hardSearch : t.softSearch, { lender })}</p> : null}
      <p>{fillPlaceholders(t.nextSteps, { lender })}</p>
      {errors.length > 0 ? (
        // No role="alert": its messages follow the fields as the visitor corrects them, and an alert would be read
        // out over their typing at each change. Send moves focus here instead, which reads it once.
        <section
          className="calc-error-summary"
          tabIndex={-1}
          ref={summary}
          aria-labelledby={`${id}-summary`}
          onFocus={() => {
            summaryFocused.current = true;
          }}
          onBlur={() => {
            summaryFocused.current = false;
          }}
        >
          <h2 className="calc-error-summary__title" id={`${id}-summary`}>
            {t.errorSummary}
          </h2>
          <ul>
            {refusalNote ? <li>{refusalNote}</li> : null}
            {errors.map(([field, message]) => (
              <li key={field}>
                {field === 'finance' ? (
                  // The term, deposit and mileage are beside the quote, outside this dialog: said, not linked.
                  message
                ) : (
                  <a href={`#${fieldId(field)}`} onClick={(event) => focusField(event, fieldId(field))}>
                    {message}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <FormField
        id={fieldId('firstName')}
        label={t.firstName}
        autoComplete="given-name"
        value={fields.firstName}
        error={errorOf('firstName')}
        onChange={set('firstName')}
        onBlur={() => checks.leave('firstName')}
        check={checkNote('firstName', t.firstNameCheck)}
      />
      <FormField
        id={fieldId('lastName')}
        label={t.lastName}
        autoComplete="family-name"
        value={fields.lastName}
        error={errorOf('lastName')}
        onChange={set('lastName')}
        onBlur={() => checks.leave('lastName')}
        check={checkNote('lastName', t.lastNameCheck)}
      />
      <FormField
        id={fieldId('email')}
        label={t.email}
        hint={t.emailHint}
        type="email"
        autoComplete="email"
        value={fields.email}
        error={errorOf('email')}
        onChange={set('email')}
        onBlur={() => checks.leave('email')}
        check={
          emailMeant && checks.shown('email') ? (
            <>
              {checkNote('email', fillPlaceholders(textWith('emailCheck', 'email'), { email: emailMeant }))}
              <button
                type="button"
                className="calc-link"
                onClick={(event) => {
                  // The button goes once the address is used: focus back to the field it spoke for.
                  event.currentTarget.closest('.calc-field')?.querySelector('input')?.focus();
                  set('email')(emailMeant);
                }}
              >
                {fillPlaceholders(textWith('emailUse', 'email'), { email: emailMeant })}
              </button>
            </>
          ) : undefined
        }
      />
      <FormField
        id={fieldId('phone')}
        label={t.phone}
        type="tel"
        autoComplete="tel"
        // Every character of the longest number the document takes (20) in sight: at 9em, "07700 900 9821" showed as
        // "07700 900 982", the message's own example, with the digit too many scrolled out of the field.
        width="chars-20"
        value={fields.phone}
        error={errorOf('phone')}
        onChange={set('phone')}
      />
      <FormField
        id={fieldId('postcode')}
        label={t.postcode}
        autoComplete="postal-code"
        width="chars-10"
        value={fields.postcode}
        error={errorOf('postcode')}
        onChange={set('postcode')}
      />
      <QuoteRequestConsent
        id={fieldId('consent')}
        checked={fields.consent}
        error={errorOf('consent')}
        onChange={set('consent')}
        text={fillPlaceholders(t.consent, { lender })}
        linkText={t.privacyNotice}
        href={privacyNotice}
      />
      {failure?.message && !refusalNote ? (
        <p className="calc-problem__title" role="alert">
          {failure.message}
        </p>
      ) : null}
      {/* Emptied once the refusal it read out is forgotten (the request is then about another quote), so browsing
          finds no stale problem. */}
      <p className="hcuk-visually-hidden" aria-live="polite">
        {refusedSend ? refusalHeard : ''}
      </p>
      {canSend ? (
        // Never disabled while sending: a disabled button drops the focus it holds to the page, so the answer would
        // find the visitor nowhere; a second press sends nothing (use-quote-request.ts).
        <Button type="submit" label={request.pending ? t.sending : t.submit} />
      ) : null}
      {/* While correcting a request sent: back to it as the lender has it (and its reference), say when the lender
          already has the corrected one (a 409: the same email address, car and terms). */}
      {request.keepSent ? <Button variant="secondary" label={t.keepSent} onClick={request.keepSent} /> : null}
    </form>
  );
}

/** An error summary link moves focus to its field (the field lives in a shadow root, where `#id` cannot scroll). */
function focusField(event: { preventDefault: () => void; currentTarget: Element }, id: string): void {
  event.preventDefault();
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  root.getElementById(id)?.focus();
}
