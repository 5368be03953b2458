/**
 * "Request this quote" (issue 17): name, email, optional telephone, postcode and agreement to be contacted (with a
 * link to the host's privacy notice), sent through `saveQuoteRequest`, then the reference. GOV.UK style: on Send, an
 * error summary ("There is a problem") linking to each field, and each field's own message. What the visitor types
 * stays in this form only — never in session storage, analytics or logs — and is kept when sending fails, for Try
 * again.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { type AdminClient, ApiError, adminMutations, NetworkError } from '../../../../../sdk/index.ts';
import { trackEvent } from '../../../../analytics/track-event.ts';
import { quoteBuilderEvent } from '../../../../analytics/tracking-events.ts';
import { Button } from '../../../../components/button/button.tsx';
import { useCalculator } from '../../../calculator-context.ts';
import { FormField } from '../../../parts/form-field.tsx';
import { problemAction } from '../../../query-problem.tsx';
import { stepAnalytics } from '../../../state/calculator-steps.ts';
import { fillPlaceholders } from '../../../state/calculator-texts.ts';
import type { Edition } from '../../../state/editions.ts';
import type { FinanceQuote } from '../../../state/finance/quote-reconciles.ts';
import {
  emptyQuoteRequest,
  formatPostcode,
  type QuoteRequestField,
  type QuoteRequestFields,
  quoteRequestErrors,
} from '../../../state/finance/quote-request-form.ts';
import { financeSelection } from './finance-selection.ts';
import { QuoteRequestConsent } from './quote-request-consent.tsx';

/** Props of `QuoteRequestForm`. */
export interface QuoteRequestFormProps {
  edition: Edition;
  quote: FinanceQuote;
  admin: AdminClient<'saveQuoteRequest'>;
  /** The privacy notice's absolute http(s) URL (`privacy-notice-url.ts`). */
  privacyNotice: string;
}

/** The form, or the reference once sent. */
export function QuoteRequestForm({ edition, quote, admin, privacyNotice }: QuoteRequestFormProps) {
  const { texts, options } = useCalculator();
  const t = texts.finance.request;
  const id = useId();
  const summary = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState<QuoteRequestFields>(emptyQuoteRequest);
  const [checked, setChecked] = useState(false);
  const send = useMutation({
    ...adminMutations(admin).saveQuoteRequest(),
    // The failure's detail for developers: the operation and status only, never what the visitor typed.
    onError: (error) =>
      console.error(
        `[hcuk] <hcuk-cost-saving-calculator> saveQuoteRequest failed: ${error instanceof ApiError ? error.status : error instanceof NetworkError ? 'no answer' : 'error'}`,
      ),
  });
  const errors = checked ? quoteRequestErrors(fields, t) : [];
  const errorOf = (field: QuoteRequestField) => errors.find(([name]) => name === field)?.[1];
  const set = (field: QuoteRequestField) => (value: string | boolean) => setFields({ ...fields, [field]: value });
  const fieldId = (field: QuoteRequestField) => `${id}-${field}`;
  const lender = texts.finance.lender;

  if (send.isSuccess) {
    return (
      <p className="calc-finance__sent" role="status">
        {fillPlaceholders(t.sent, { reference: send.data.quoteRequestId })}
      </p>
    );
  }
  return (
    <form
      className="calc-form calc-quote-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (quoteRequestErrors(fields, t).length > 0) {
          requestAnimationFrame(() => summary.current?.focus());
          return;
        }
        const { number, name } = stepAnalytics.compare;
        const selection = financeSelection(edition, { ...quote, annualMileage: quote.annualMileage ?? undefined });
        trackEvent(quoteBuilderEvent({ stepNumber: number, stepName: name, selection, linkText: t.submit }));
        send.mutate({
          ...(options.dealerId ? { dealerId: options.dealerId } : {}),
          customer: {
            firstName: fields.firstName.trim(),
            lastName: fields.lastName.trim(),
            email: fields.email.trim(),
            ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
            postcode: formatPostcode(fields.postcode),
          },
          vehicle: { vehicleId: edition.id, description: edition.description, price: quote.price },
          finance: {
            product: quote.product,
            term: quote.term,
            deposit: quote.deposit,
            monthlyPayment: quote.monthlyPayment,
            ...(quote.annualMileage == null ? {} : { annualMileage: quote.annualMileage }),
          },
          consent: { privacyNoticeUrl: privacyNotice, givenAt: new Date().toISOString() },
          source: 'cost-saving-calculator',
        });
      }}
    >
      <p>{fillPlaceholders(t.intro, { lender })}</p>
      {errors.length > 0 ? (
        <div className="calc-error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby={`${id}-summary`}>
          <h2 className="calc-error-summary__title" id={`${id}-summary`}>
            {t.errorSummary}
          </h2>
          <ul>
            {errors.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} onClick={(event) => focusField(event, fieldId(field))}>
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormField
        id={fieldId('firstName')}
        label={t.firstName}
        autoComplete="given-name"
        value={fields.firstName}
        error={errorOf('firstName')}
        onChange={set('firstName')}
      />
      <FormField
        id={fieldId('lastName')}
        label={t.lastName}
        autoComplete="family-name"
        value={fields.lastName}
        error={errorOf('lastName')}
        onChange={set('lastName')}
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
      />
      <FormField
        id={fieldId('phone')}
        label={t.phone}
        type="tel"
        autoComplete="tel"
        width="medium"
        value={fields.phone}
        error={errorOf('phone')}
        onChange={set('phone')}
      />
      <FormField
        id={fieldId('postcode')}
        label={t.postcode}
        autoComplete="postal-code"
        width="short"
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
      {send.isError ? (
        <p className="calc-problem__title" role="alert">
          {t.failed} {problemAction(send.error, texts.status)}
        </p>
      ) : null}
      <Button type="submit" label={send.isPending ? t.sending : t.submit} disabled={send.isPending} />
    </form>
  );
}

/** An error summary link moves focus to its field (the field lives in a shadow root, where `#id` cannot scroll). */
function focusField(event: { preventDefault: () => void; currentTarget: Element }, id: string): void {
  event.preventDefault();
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  root.getElementById(id)?.focus();
}
