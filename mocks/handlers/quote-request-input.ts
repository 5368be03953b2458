import type { components } from '../../sdk/generated/admin.ts';
import { numberField } from './number-field.ts';
import { bodyRecord } from './operation-input.ts';
import type { FieldError } from './problem.ts';

/** A quote request's body, as the admin document defines it. */
export type QuoteRequestInput = components['schemas']['QuoteRequestInput'];

/** A UK postcode, as the document's `Customer.postcode` pattern: outward code, optional space, inward code. */
const POSTCODE = /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/;
/** An e-mail address's shape: something, an @, a domain with a dot. Real checks are the provider's. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 3339 date-time, as `format: date-time`. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Checks a string field; messages name the field and the rule, never the value (it may be a person's name, e-mail or
 * postcode, which must not reach logs).
 */
function text(
  errors: FieldError[],
  field: string,
  value: unknown,
  { required = false, pattern, wording = 'text' }: { required?: boolean; pattern?: RegExp; wording?: string } = {},
): void {
  if (value === undefined) {
    if (required) errors.push({ field, rule: 'required', message: `${field} is required` });
  } else if (typeof value !== 'string' || value.trim() === '') {
    errors.push({ field, rule: 'type string', message: `${field} must be non-empty text` });
  } else if (pattern && !pattern.test(value)) {
    errors.push({ field, rule: 'pattern', message: `${field} must be ${wording}` });
  }
}

/** A required object part of the body, or an error naming it. */
function part(errors: FieldError[], field: string, value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    errors.push({ field, rule: value === undefined ? 'required' : 'type object', message: `${field} is required` });
  }
  return bodyRecord(value);
}

function customerErrors(errors: FieldError[], value: unknown): void {
  const customer = part(errors, 'customer', value);
  text(errors, 'customer.firstName', customer.firstName, { required: true });
  text(errors, 'customer.lastName', customer.lastName, { required: true });
  const email = { required: true, pattern: EMAIL, wording: 'an e-mail address, like name@example.co.uk' };
  text(errors, 'customer.email', customer.email, email);
  text(errors, 'customer.phone', customer.phone);
  text(errors, 'customer.postcode', customer.postcode, { pattern: POSTCODE, wording: 'a UK postcode, like LS1 4DY' });
}

function vehicleAndFinanceErrors(errors: FieldError[], body: Record<string, unknown>): void {
  const vehicle = part(errors, 'vehicle', body.vehicle);
  text(errors, 'vehicle.description', vehicle.description, { required: true });
  numberField('vehicle.price', vehicle.price, { exclusiveMinimum: 0 }, errors);
  text(errors, 'vehicle.vehicleId', vehicle.vehicleId);
  const finance = part(errors, 'finance', body.finance);
  if (!['HP', 'PCP', 'CH', 'PL'].includes(String(finance.product))) {
    errors.push({ field: 'finance.product', rule: 'enum', message: 'finance.product must be HP, PCP, CH or PL' });
  }
  numberField('finance.term', finance.term, { minimum: 12 }, errors, { integer: true });
  numberField('finance.deposit', finance.deposit, { minimum: 0 }, errors);
  numberField('finance.monthlyPayment', finance.monthlyPayment, { minimum: 0 }, errors, { required: false });
  const mileage = { required: false, integer: true };
  numberField('finance.annualMileage', finance.annualMileage, { minimum: 0 }, errors, mileage);
}

function consentErrors(errors: FieldError[], value: unknown): void {
  if (value === undefined) return;
  const consent = part(errors, 'consent', value);
  const url = {
    required: true,
    pattern: /^https?:\/\/\S+$/,
    wording: 'the http(s) address of the privacy notice shown',
  };
  text(errors, 'consent.privacyNoticeUrl', consent.privacyNoticeUrl, url);
  const when = { required: true, pattern: DATE_TIME, wording: 'a date-time, like 2026-11-20T09:29:41Z' };
  text(errors, 'consent.givenAt', consent.givenAt, when);
}

/**
 * Every rule a quote request's body breaks, each naming its field (`customer.email`, `finance.term`): the admin
 * document's `QuoteRequestInput`, with `dealerId` optional (a lender-direct request from the calculator has none).
 */
export function quoteRequestErrors(body: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const request = bodyRecord(body);
  text(errors, 'dealerId', request.dealerId);
  customerErrors(errors, request.customer);
  vehicleAndFinanceErrors(errors, request);
  if (request.marketingConsent !== undefined && typeof request.marketingConsent !== 'boolean') {
    errors.push({ field: 'marketingConsent', rule: 'type boolean', message: 'marketingConsent must be true or false' });
  }
  consentErrors(errors, request.consent);
  const { source } = request;
  text(errors, 'source', source);
  if (typeof source === 'string' && source.length > 64) {
    errors.push({ field: 'source', rule: 'maxLength 64', message: 'source must be at most 64 characters' });
  }
  return errors;
}
