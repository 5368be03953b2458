/**
 * The "Request this quote" form's rules, in the GOV.UK Design System's words. Every rule on what the visitor types
 * is the admin document's own (`Customer` in openapi/admin.yaml: names of 1 to 100 characters with a letter, an
 * e-mail address of at most 254 characters, UK telephone and postcode shapes), checked with its generated request
 * validator (`adminRequestValidators.saveQuoteRequest`), so the form, the mock server and a real server agree. The
 * form adds two of its own: a postcode (the lender contacts the visitor) and agreement to be contacted. Control,
 * format and bidirectional-override characters are removed before anything is checked or sent, so a slip of the
 * keyboard (a pasted zero-width space) is never a mystery error. Nothing here is ever stored, tracked or logged.
 */
import { type AdminSchema, adminRequestValidators, collectIssues, toFieldName } from '@hcuk-genesis/sdk';
import type { CalculatorTexts } from '../texts/calculator-texts.ts';

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

/** The request body the form sends. */
export type QuoteRequestBody = AdminSchema<'QuoteRequestInput'>;

/** What the body says besides the visitor's details: the vehicle, the quote and the consent's notice. */
export type QuoteRequestContext = Pick<QuoteRequestBody, 'vehicle' | 'finance'> & {
  dealerId?: string;
  privacyNoticeUrl: string;
};

// Control (Cc), format (Cf: zero-width characters, bidirectional overrides) and line or paragraph separators.
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** `text` without invisible characters, trimmed: what is checked and sent. */
export const cleanText = (text: string): string => text.replace(invisible, '').trim();

/** A postcode as Royal Mail writes it: capitals, one space before the last three characters. */
export function formatPostcode(postcode: string): string {
  const compact = cleanText(postcode).replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/**
 * A telephone number as the admin document's pattern reads one: the hyphens, dashes, dots and odd spaces a visitor
 * types or pastes ("07700-900982", "0161.496.0000", a non-breaking space) as single spaces, 0044 as +44, and the
 * trunk 0 kept after +44 dropped ("+44 07700 900982", which no one can dial, is +44 7700 900982: a phone review's
 * number was sent as typed). The field keeps what was typed; this is what is checked and sent.
 */
export function formatPhone(phone: string): string {
  // Hyphens as typed and pasted: hyphen-minus, non-breaking hyphen, figure dash, en dash.
  return cleanText(phone)
    .replace(/(?<=[\d)])[\s.\-\u2011\u2012\u2013]+(?=[\d(])/g, ' ')
    .replace(/^00\s?44\s?/, '+44 ')
    .replace(/^\+44\s?0(?=\d)/, '+44 ');
}

/** The body for `fields`, given when agreement was given. */
export function quoteRequestBody(
  fields: QuoteRequestFields,
  context: QuoteRequestContext,
  givenAt: string,
): QuoteRequestBody {
  const phone = formatPhone(fields.phone);
  return {
    ...(context.dealerId ? { dealerId: context.dealerId } : {}),
    customer: {
      firstName: cleanText(fields.firstName),
      lastName: cleanText(fields.lastName),
      email: cleanText(fields.email),
      ...(phone ? { phone } : {}),
      postcode: formatPostcode(fields.postcode),
    },
    vehicle: context.vehicle,
    finance: context.finance,
    consent: { privacyNoticeUrl: context.privacyNoticeUrl, givenAt },
    source: 'cost-saving-calculator',
  };
}

const customerFields: Record<string, QuoteRequestField> = {
  'customer.firstName': 'firstName',
  'customer.lastName': 'lastName',
  'customer.email': 'email',
  'customer.phone': 'phone',
  'customer.postcode': 'postcode',
  'consent.givenAt': 'consent',
};

/** The form's field a problem's `field` (`customer.email`) names, or undefined when the visitor cannot change it. */
export const formFieldOf = (field: string): QuoteRequestField | undefined => customerFields[field];

type RequestTexts = CalculatorTexts['finance']['request'];

/** The message for a field that breaks a rule: "missing" when nothing usable was typed, else "invalid". */
export function fieldMessage(field: QuoteRequestField, fields: QuoteRequestFields, t: RequestTexts): string {
  const empty = field !== 'consent' && cleanText(fields[field]) === '';
  switch (field) {
    case 'firstName':
      return empty ? t.firstNameMissing : t.firstNameInvalid;
    case 'lastName':
      return empty ? t.lastNameMissing : t.lastNameInvalid;
    case 'email':
      return empty ? t.emailMissing : t.emailInvalid;
    case 'phone':
      return t.phoneInvalid;
    case 'postcode':
      return empty ? t.postcodeMissing : t.postcodeInvalid;
    case 'consent':
      return t.consentMissing;
  }
}

const order: QuoteRequestField[] = ['firstName', 'lastName', 'email', 'phone', 'postcode', 'consent'];

/** Each broken field's message, in the form's order; empty when the form can be sent. */
export function quoteRequestErrors(
  fields: QuoteRequestFields,
  context: QuoteRequestContext,
  t: RequestTexts,
): [QuoteRequestField, string][] {
  const broken = new Set<QuoteRequestField>();
  const body = quoteRequestBody(fields, context, new Date(0).toISOString());
  for (const issue of collectIssues(adminRequestValidators.saveQuoteRequest, body)) {
    const field = formFieldOf(toFieldName(issue.path));
    if (field) broken.add(field);
  }
  // The form's own: the lender needs a postcode to contact the visitor, and agreement to do so.
  if (cleanText(fields.postcode) === '') broken.add('postcode');
  if (!fields.consent) broken.add('consent');
  return order.filter((field) => broken.has(field)).map((field) => [field, fieldMessage(field, fields, t)]);
}
