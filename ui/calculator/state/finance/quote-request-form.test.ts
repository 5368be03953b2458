import { expect, it } from 'vitest';
import { builtInTexts } from '../built-in-texts.ts';
import { emptyQuoteRequest, formatPostcode, quoteRequestErrors } from './quote-request-form.ts';

const t = builtInTexts.finance.request;
const valid = {
  firstName: 'Sam',
  lastName: 'Jones',
  email: 'sam@example.com',
  phone: '',
  postcode: 'sw1a 1aa',
  consent: true,
};

it('names every missing field in the form’s order, GOV.UK style', () => {
  expect(quoteRequestErrors(emptyQuoteRequest, t)).toEqual([
    ['firstName', 'Enter your first name'],
    ['lastName', 'Enter your last name'],
    ['email', 'Enter your email address'],
    ['postcode', 'Enter your postcode'],
    ['consent', 'Select that you agree to be contacted about this quote'],
  ]);
  expect(quoteRequestErrors(valid, t)).toEqual([]);
});

it('checks the shape of an email, a UK telephone number and a postcode', () => {
  expect(quoteRequestErrors({ ...valid, email: 'sam@example' }, t)).toEqual([['email', t.emailInvalid]]);
  expect(quoteRequestErrors({ ...valid, phone: '07700 900 982' }, t)).toEqual([]);
  expect(quoteRequestErrors({ ...valid, phone: '+44 7700 900982' }, t)).toEqual([]);
  expect(quoteRequestErrors({ ...valid, phone: '12345' }, t)).toEqual([['phone', t.phoneInvalid]]);
  expect(quoteRequestErrors({ ...valid, postcode: 'SW1A' }, t)).toEqual([['postcode', t.postcodeInvalid]]);
  expect(formatPostcode(' sw1a1aa ')).toBe('SW1A 1AA');
});
