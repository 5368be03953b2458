/**
 * The "Request this quote" form's rules, in the GOV.UK Design System's words (issue 17): first and last name, an
 * email address, an optional telephone number, a UK postcode, and agreement to be contacted. Nothing here is ever
 * stored, tracked or logged: the form's values live only in the form, and go only to `saveQuoteRequest`.
 */
import type { CalculatorTexts } from '../calculator-texts.ts';

/** The form's fields as typed. */
export interface QuoteRequestFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  consent: boolean;
}

/** A field of the form. */
export type QuoteRequestField = keyof QuoteRequestFields;

/** An empty form. */
export const emptyQuoteRequest: QuoteRequestFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  postcode: '',
  consent: false,
};

// GOV.UK patterns: an email has one @ and a dot in its domain; a UK telephone number has 10 or 11 digits (or +44
// and 9 or 10), spaces, brackets and hyphens allowed; a postcode is the Royal Mail shape, any case and spacing.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^(?:\+44\s?|0)(?:[\s()-]*\d){9,10}$/;
const postcodePattern = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** Each broken field's message, in the form's order; empty when the form can be sent. */
export function quoteRequestErrors(
  fields: QuoteRequestFields,
  t: CalculatorTexts['finance']['request'],
): [QuoteRequestField, string][] {
  const errors: [QuoteRequestField, string | undefined][] = [
    ['firstName', fields.firstName.trim() ? undefined : t.firstNameMissing],
    ['lastName', fields.lastName.trim() ? undefined : t.lastNameMissing],
    [
      'email',
      !fields.email.trim() ? t.emailMissing : emailPattern.test(fields.email.trim()) ? undefined : t.emailInvalid,
    ],
    ['phone', !fields.phone.trim() || phonePattern.test(fields.phone.trim()) ? undefined : t.phoneInvalid],
    [
      'postcode',
      !fields.postcode.trim()
        ? t.postcodeMissing
        : postcodePattern.test(fields.postcode.trim())
          ? undefined
          : t.postcodeInvalid,
    ],
    ['consent', fields.consent ? undefined : t.consentMissing],
  ];
  return errors.filter((entry): entry is [QuoteRequestField, string] => entry[1] !== undefined);
}

/** A postcode as Royal Mail writes it: capitals, one space before the last three characters. */
export function formatPostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
