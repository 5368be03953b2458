/**
 * What a visitor is told when a quote request is not accepted, in plain words, and only what is true: a 400 names
 * each field the visitor can fix, on that field and in the error summary, with the form's own messages; a 409, 413 or
 * 429 says what it means (a 429 for how long its `Retry-After` asks, when that is more than a minute and at most an
 * hour); a request that
 * got no answer within the time limit says so (it may have arrived, so the visitor checks before sending again). Try
 * again is offered only where sending again can work.
 */

import { ApiError, NetworkError } from '@hcuk-genesis/sdk';
import { browserOnline } from '../../../components/network/browser-online.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';
import { fieldMessage, formFieldOf, type QuoteRequestField, type QuoteRequestFields } from './quote-request-form.ts';

/** The failure as the form shows it. */
export interface QuoteRequestFailure {
  /** Fields the provider refused, each with the form's message for it. */
  fields: [QuoteRequestField, string][];
  /** What happened, when it is not (only) a field's problem. */
  message?: string;
  /** Whether sending again can work (Send stays offered either way, for a corrected form). */
  retry: boolean;
}

/** How long a quote request may take before the visitor is told it got no answer: 20 seconds. */
export const quoteRequestTimeoutMs = 20_000;

const isTimeout = (error: unknown) =>
  error instanceof NetworkError && error.cause instanceof DOMException && error.cause.name === 'TimeoutError';

/**
 * The fields a 400 names (the document's `ValidationProblem.errors`), read with care: the SDK checks 200 bodies only,
 * so a refusal's body is whatever the provider sent, typed or not.
 */
function problemFields(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error) =>
    error && typeof error === 'object' && typeof (error as { field?: unknown }).field === 'string'
      ? [(error as { field: string }).field]
      : [],
  );
}

/** The longest wait, in minutes, a 429's `Retry-After` is said as (`tooManyWait`); a longer one is `tooManyLater`. */
const maxWaitMinutes = 60;

/**
 * The whole minutes a 429's `Retry-After` asks for, rounded up: delta-seconds ("120") or an HTTP date (RFC 9110
 * 10.2.3); 0 without one, or for one that is not either.
 */
function waitMinutes(retryAfter: string | null, now: number): number {
  if (!retryAfter) return 0;
  const text = retryAfter.trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 0;
}

/** The failure of sending `fields`. */
export function quoteRequestFailure(
  error: unknown,
  fields: QuoteRequestFields,
  texts: Pick<CalculatorTexts, 'status'> & { finance: Pick<CalculatorTexts['finance'], 'request'> },
  online = browserOnline(),
  now = Date.now(),
): QuoteRequestFailure {
  const t = texts.finance.request;
  if (isTimeout(error)) return { fields: [], message: t.timedOut, retry: true };
  // The connection is the visitor's to check only when the browser says it is offline.
  if (error instanceof NetworkError && !online)
    return { fields: [], message: `${t.failed} ${texts.status.unreachable}`, retry: true };
  if (!(error instanceof ApiError)) return { fields: [], message: `${t.failed} ${texts.status.tryAgain}`, retry: true };
  if (error.status === 400) {
    const named = problemFields(error.body);
    const mine = [...new Set(named.map(formFieldOf).filter((field) => field !== undefined))];
    // A field the visitor cannot change (the vehicle, the quote) cannot be fixed by sending again.
    const theirs = named.some((field) => formFieldOf(field) === undefined) || named.length === 0;
    return {
      fields: mine.map((field) => [field, fieldMessage(field, fields, t)]),
      ...(theirs ? { message: t.rejected } : {}),
      retry: false,
    };
  }
  if (error.status === 409) return { fields: [], message: t.duplicate, retry: false };
  if (error.status === 413) return { fields: [], message: t.tooLarge, retry: false };
  if (error.status === 429) {
    const minutes = waitMinutes(error.headers.get('Retry-After'), now);
    // Over an hour, no figure: "Wait 10,000 minutes" is no wait a visitor can keep to, and is more likely the server's
    // slip (milliseconds sent as seconds) than its meaning. Send stays: the failure is not worked out again as time
    // passes, and a date's wait is read on the visitor's clock, which may be hours out.
    if (minutes > maxWaitMinutes) return { fields: [], message: t.tooManyLater, retry: true };
    const message = minutes > 1 ? fillPlaceholders(t.tooManyWait, { minutes }) : t.tooMany;
    return { fields: [], message, retry: true };
  }
  return { fields: [], message: `${t.failed} ${texts.status.tryAgain}`, retry: true };
}
