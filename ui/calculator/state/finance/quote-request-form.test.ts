import { ApiError, NetworkError } from '@hcuk-genesis/sdk';
import { expect, it } from 'vitest';
import { builtInTexts } from '../texts/built-in-texts.ts';
import { quoteRequestFailure } from './quote-request-failure.ts';
import {
  cleanText,
  emptyQuoteRequest,
  formatPostcode,
  type QuoteRequestContext,
  quoteRequestBody,
  quoteRequestErrors,
} from './quote-request-form.ts';

const t = builtInTexts.finance.request;
const valid = {
  firstName: 'Sam',
  lastName: 'Jones',
  email: 'sam@example.com',
  phone: '',
  postcode: 'sw1a 1aa',
  consent: true,
};
const context: QuoteRequestContext = {
  vehicle: { vehicleId: 'mg-mg4-se-sr', description: 'MG4 EV SE Standard Range 51kWh', price: 25995 },
  finance: { product: 'PCP', term: 48, deposit: 2600, monthlyPayment: 410.9, annualMileage: 8000 },
  privacyNoticeUrl: 'https://www.example.co.uk/privacy',
};
const errors = (fields: typeof valid) => quoteRequestErrors(fields, context, t);

it('names every missing field in the form’s order, GOV.UK style', () => {
  expect(errors(emptyQuoteRequest)).toEqual([
    ['firstName', 'Enter your first name'],
    ['lastName', 'Enter your last name'],
    ['email', 'Enter your email address'],
    ['postcode', 'Enter your postcode'],
    ['consent', 'Select that you agree to be contacted about this quote'],
  ]);
  expect(errors(valid)).toEqual([]);
});

it("checks the shape of an email, a UK telephone number and a postcode, by the admin document's rules", () => {
  expect(errors({ ...valid, email: 'sam@example' })).toEqual([['email', t.emailInvalid]]);
  expect(errors({ ...valid, email: `sam@${'e'.repeat(250)}.com` })).toEqual([['email', t.emailInvalid]]);
  // A comma, or a full stop doubled or at either end, before the @: slips a mail server refuses (a phone review).
  for (const slip of ['sam,jones@gmail.com', 'sam..jones@gmail.com', '.sam@gmail.com', 'sam.@gmail.com'])
    expect([slip, errors({ ...valid, email: slip })]).toEqual([slip, [['email', t.emailInvalid]]]);
  expect(errors({ ...valid, email: "o'brien+quotes@example.co.uk" })).toEqual([]);
  expect(errors({ ...valid, phone: '07700 900 982' })).toEqual([]);
  expect(errors({ ...valid, phone: '+44 7700 900982' })).toEqual([]);
  expect(errors({ ...valid, phone: '(020) 7946 0018' })).toEqual([]);
  expect(errors({ ...valid, phone: '12345' })).toEqual([['phone', t.phoneInvalid]]);
  expect(errors({ ...valid, phone: '0(((((((((1234567890' })).toEqual([['phone', t.phoneInvalid]]);
  // A UK number has 10 digits after its 0 or +44 (9 or 10 in 01 areas and 08). A digit too many or too few used to
  // pass and be sent: a number the lender could never ring (a mobile or London number a digit short, a phone review).
  expect(errors({ ...valid, phone: '016977 3456' })).toEqual([]);
  expect(errors({ ...valid, phone: '0800 123 456' })).toEqual([]);
  for (const slip of [
    '07700 900 9821',
    '+44 7700 9009821',
    '+44 (0)7700 9009821',
    '0161 496 00',
    '0770090098',
    '020 7946 001',
    '+44 7700 90098',
  ])
    expect([slip, errors({ ...valid, phone: slip })]).toEqual([slip, [['phone', t.phoneInvalid]]]);
  expect(t.phoneInvalid).toBe('Enter a UK telephone number, like 01632 960 001 or 07700 900 982');
  expect(errors({ ...valid, postcode: 'SW1A' })).toEqual([['postcode', t.postcodeInvalid]]);
  expect(formatPostcode(' sw1a1aa ')).toBe('SW1A 1AA');
});

it('takes a telephone number as people write and paste it, and sends it as the document reads one', () => {
  const written = ['07700-900982', '020-7946-0018', '0161.496.0000', '+44-7700-900982', '07700\u00a0900982'];
  for (const phone of [...written, '0044 7700 900982', '07700  900  982', '+44 07700 900982', '+4407700900982'])
    expect(errors({ ...valid, phone })).toEqual([]);
  const sent = (phone: string) => quoteRequestBody({ ...valid, phone }, context, '2026-11-27T00:00:00Z').customer.phone;
  expect(written.map(sent)).toEqual([
    '07700 900982',
    '020 7946 0018',
    '0161 496 0000',
    '+44 7700 900982',
    '07700 900982',
  ]);
  expect(sent('0044 7700 900982')).toBe('+44 7700 900982');
  // The trunk 0 kept after +44 cannot be dialled: dropped, as "+44 (0)" writes it. "(0)" itself is the document's.
  expect([sent('+44 07700 900982'), sent('+4407700900982'), sent('0044 07700 900982')]).toEqual([
    '+44 7700 900982',
    '+44 7700900982',
    '+44 7700 900982',
  ]);
  expect(sent('+44 (0)7700 900982')).toBe('+44 (0)7700 900982');
  // Dashes a pasted number brings: en dash, non-breaking hyphen.
  expect([sent('07700\u2013900982'), sent('07700\u2011900982')]).toEqual(['07700 900982', '07700 900982']);
  // Still a telephone number's shape, or refused.
  expect(errors({ ...valid, phone: '0-7-7-0-0' })).toEqual([['phone', t.phoneInvalid]]);
});

it('takes names of up to 100 characters with a letter, and no invisible characters', () => {
  expect(errors({ ...valid, firstName: 'S'.repeat(101) })).toEqual([['firstName', t.firstNameInvalid]]);
  expect(errors({ ...valid, lastName: '1234' })).toEqual([['lastName', t.lastNameInvalid]]);
  // Zero-width spaces alone are nothing typed; a right-to-left override is removed, not sent.
  expect(errors({ ...valid, firstName: '\u200b\u200b' })).toEqual([['firstName', t.firstNameMissing]]);
  expect(errors({ ...valid, lastName: 'Jones\u202e' })).toEqual([]);
  expect(
    quoteRequestBody({ ...valid, lastName: 'Jo\u202ees\u0007 ' }, context, '2026-11-25T10:00:00Z').customer,
  ).toEqual({ firstName: 'Sam', lastName: 'Joes', email: 'sam@example.com', postcode: 'SW1A 1AA' });
  expect(cleanText(' \u200bAnne\u2028-Marie ')).toBe('Anne-Marie');
});

it('tells the visitor what a refusal means, and offers sending again only where it can work', () => {
  const texts = builtInTexts;
  const refused = (status: number, body: unknown = {}) =>
    quoteRequestFailure(new ApiError(status, '', 'saveQuoteRequest', 'https://a.test', body), valid, texts);
  expect(
    refused(400, { errors: [{ field: 'customer.email', rule: 'pattern', message: 'x' }, { field: 'customer.phone' }] }),
  ).toEqual({
    fields: [
      ['email', t.emailInvalid],
      ['phone', t.phoneInvalid],
    ],
    retry: false,
  });
  expect(refused(400, { errors: [{ field: 'finance.term' }] })).toEqual({
    fields: [],
    message: t.rejected,
    retry: false,
  });
  expect(refused(409)).toEqual({ fields: [], message: t.duplicate, retry: false });
  expect(refused(413)).toEqual({ fields: [], message: t.tooLarge, retry: false });
  expect(refused(429)).toEqual({ fields: [], message: t.tooMany, retry: true });
  // The lender's Retry-After, in whole minutes rounded up; a minute or less is "a minute".
  const tooMany = (retryAfter: string) =>
    quoteRequestFailure(
      new ApiError(429, '', 'saveQuoteRequest', 'https://a.test', {}, new Headers({ 'Retry-After': retryAfter })),
      valid,
      texts,
      true,
      Date.parse('2026-11-28T10:00:00Z'),
    ).message;
  expect(tooMany('600')).toBe('Too many requests have been sent from here. Wait 10 minutes, then send it again.');
  expect(tooMany('61')).toBe('Too many requests have been sent from here. Wait 2 minutes, then send it again.');
  expect(tooMany('Sat, 28 Nov 2026 10:30:00 GMT')).toBe(
    'Too many requests have been sent from here. Wait 30 minutes, then send it again.',
  );
  for (const short of ['60', '0', 'soon', 'Sat, 28 Nov 2026 09:00:00 GMT']) expect(tooMany(short)).toBe(t.tooMany);
  // Up to an hour in minutes; over an hour (or seconds the server wrote in milliseconds) no figure, and no Send.
  expect(tooMany('3600')).toBe('Too many requests have been sent from here. Wait 60 minutes, then send it again.');
  for (const long of ['3601', '600000', 'Sat, 28 Nov 2026 11:00:01 GMT'])
    expect(tooMany(long)).toBe(
      'Too many requests have been sent from here, and the lender asks for a wait of more than an hour. Try again later.',
    );
  expect(refused(503)).toEqual({ fields: [], message: `${t.failed} Try again in a few minutes.`, retry: true });
  const timeout = new NetworkError(
    'saveQuoteRequest',
    'https://a.test',
    new DOMException('no response', 'TimeoutError'),
  );
  expect(quoteRequestFailure(timeout, valid, texts)).toEqual({ fields: [], message: t.timedOut, retry: true });
  // No answer at all: the visitor's connection is named only when the browser says it is offline. Online, the lender's
  // server, or a page policy that blocks it, is no fault of theirs.
  const noAnswer = new NetworkError('saveQuoteRequest', 'https://a.test', new TypeError('Failed to fetch'));
  expect(quoteRequestFailure(noAnswer, valid, texts, false).message).toBe(
    `${t.failed} Check your internet connection, then try again.`,
  );
  expect(quoteRequestFailure(noAnswer, valid, texts, true).message).toBe(`${t.failed} Try again in a few minutes.`);
});
