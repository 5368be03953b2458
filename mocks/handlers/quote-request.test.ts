import { adminRequestValidators, collectIssues, toFieldName } from '@hcuk-genesis/sdk';
import { expect, it } from 'vitest';
import { ADMIN, JSON_BODY, listenWithMocks } from '../test-support/mock-fetch.ts';

listenWithMocks();

const saveUrl = `${ADMIN}/api/v1/quote/savequoterequest`;
/** A lender-direct request from the calculator: no dealer, the postcode, consent and source. */
const fromCalculator = {
  customer: { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@example.co.uk', postcode: 'LS1 4DY' },
  vehicle: { vehicleId: 'mg-mg4-se-sr', description: 'MG4 EV SE Standard Range 51kWh', price: 25995 },
  finance: { product: 'PCP', term: 48, deposit: 2600, monthlyPayment: 410.9, annualMileage: 8000 },
  consent: { privacyNoticeUrl: 'https://www.example.co.uk/privacy', givenAt: '2026-11-20T09:29:41Z' },
  source: 'cost-saving-calculator',
};

async function save(body: unknown) {
  const response = await fetch(saveUrl, { method: 'POST', headers: JSON_BODY, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

it('answers a fresh reference for each request without a dealer, and getQuoteRequest reads it back', async () => {
  const hp = { ...fromCalculator, finance: { ...fromCalculator.finance, product: 'HP' } };
  const [first, second] = [await save(fromCalculator), await save(hp)];
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(first.body.quoteRequestId).toMatch(/^q-[0-9a-hjkmnp-tv-z]{8}$/);
  expect(second.body.quoteRequestId).not.toBe(first.body.quoteRequestId);
  expect(Date.parse(first.body.createdAt)).not.toBeNaN();
  const read = await fetch(`${ADMIN}/api/v1/quote/getquoterequest?quoteRequestId=${first.body.quoteRequestId}`);
  expect(await read.json()).toEqual({ ...first.body, ...fromCalculator });
});

it('refuses the same request again with 409, saving nothing new, and tells a different one apart', async () => {
  // A customer no other test here saves for (the handlers' state lasts for the file).
  const amir = { ...fromCalculator, customer: { ...fromCalculator.customer, email: 'amir.shah@example.co.uk' } };
  const first = await save(amir);
  expect(first.status).toBe(200);
  // The same customer (the email in other capitals), vehicle, no dealer and terms: the lender already has it.
  const shouted = { ...amir.customer, email: 'Amir.Shah@Example.co.uk' };
  const again = await save({ ...amir, customer: shouted });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ status: 409, title: 'Quote request already received' });
  expect(JSON.stringify(again.body)).not.toMatch(/amir/i);
  // Through a dealer, for another car, or on new terms, it is a new request.
  expect((await save({ ...amir, dealerId: 'd-1001' })).status).toBe(200);
  expect((await save({ ...amir, finance: { ...amir.finance, term: 36 } })).status).toBe(200);
  const kia = { ...amir.vehicle, vehicleId: 'kia-ev3-air' };
  expect((await save({ ...amir, vehicle: kia })).status).toBe(200);
  const read = await fetch(`${ADMIN}/api/v1/quote/getquoterequest?quoteRequestId=${first.body.quoteRequestId}`);
  expect((await read.json()).customer.email).toBe('amir.shah@example.co.uk');
});

it('answers mock mode’s body-less read of the data file every time, never as a duplicate (a fuzz test’s 500)', async () => {
  const read = () => fetch(`${ADMIN}/data/api/v1/quote/savequoterequest.json?brand=NaN`);
  expect([(await read()).status, (await read()).status]).toEqual([200, 200]);
});

it('still saves a dealer request without the new fields', async () => {
  const { customer, vehicle } = fromCalculator;
  const dealer = { dealerId: 'd-1001', customer: { ...customer, postcode: undefined }, vehicle };
  expect((await save({ ...dealer, finance: { product: 'HP', term: 36, deposit: 3000 } })).status).toBe(200);
});

it('names every broken field, and never repeats what the customer typed', async () => {
  const { status, body } = await save({
    ...fromCalculator,
    dealerId: '',
    customer: { firstName: 'Sarah', lastName: ' ', email: 'sarah.okafor.example.co.uk', postcode: 'LS1 4DYY' },
    finance: { product: 'Lease', term: 6, deposit: -1 },
    consent: { privacyNoticeUrl: 'javascript:alert(1)', givenAt: 'yesterday' },
    source: 'x'.repeat(65),
  });
  expect(status).toBe(400);
  // The admin document's own rules, as its generated request validator words them: every broken field at once.
  expect(body.errors.map((error: { field: string; rule: string }) => `${error.field} ${error.rule}`)).toEqual([
    'dealerId must have at least 1 character',
    'customer.lastName must contain a letter, and no control or invisible formatting characters',
    'customer.email must be an e-mail address, such as name@example.co.uk',
    'customer.postcode must be a UK postcode, such as LS1 4DY',
    'finance.product must be one of "HP", "PCP", "CH", "PL"',
    'finance.term must be >= 12',
    'finance.deposit must be >= 0',
    'consent.privacyNoticeUrl must start with http:// or https://',
    'consent.givenAt must be a date-time',
    'source must have at most 64 characters',
  ]);
  expect(JSON.stringify(body)).not.toMatch(/sarah|LS1 4DYY/i);
});

it('names the missing parts of an empty request', async () => {
  const { body } = await save({});
  expect(body.errors.map((error: { field: string }) => error.field)).toEqual(['customer', 'vehicle', 'finance']);
});

it.each([
  ['text/plain', { 'Content-Type': 'text/plain' }, 415],
  [
    'expectedMileage as text',
    { ...fromCalculator, finance: { ...fromCalculator.finance, annualMileage: '8000' } },
    400,
  ],
  [
    'an impossible date',
    { ...fromCalculator, consent: { ...fromCalculator.consent, givenAt: '9999-99-99T99:99:99Z' } },
    400,
  ],
  ['a term of 1e9', { ...fromCalculator, finance: { ...fromCalculator.finance, term: 1e9 } }, 400],
  ['a price of 1e308', { ...fromCalculator, vehicle: { ...fromCalculator.vehicle, price: 1e308 } }, 400],
  [
    'a name of zero-width spaces',
    { ...fromCalculator, customer: { ...fromCalculator.customer, firstName: '\u200b\u200b' } },
    400,
  ],
  [
    'a right-to-left override',
    { ...fromCalculator, customer: { ...fromCalculator.customer, lastName: 'Okafor\u202e' } },
    400,
  ],
  [
    'a 10,000-character name',
    { ...fromCalculator, customer: { ...fromCalculator.customer, firstName: 'S'.repeat(10_000) } },
    400,
  ],
  [
    'a phone of brackets',
    { ...fromCalculator, customer: { ...fromCalculator.customer, phone: '0(((((((((1234567890' } },
    400,
  ],
  [
    'a phone a digit too long',
    { ...fromCalculator, customer: { ...fromCalculator.customer, phone: '07700 900 9821' } },
    400,
  ],
])('refuses %s, as the admin document does', async (_, sent, status) => {
  const isHeaders = 'Content-Type' in sent;
  const response = await fetch(saveUrl, {
    method: 'POST',
    headers: isHeaders ? (sent as Record<string, string>) : JSON_BODY,
    body: JSON.stringify(isHeaders ? fromCalculator : sent),
  });
  expect(response.status).toBe(status);
});

it('names a refused field as a form keyed by the SDK’s toFieldName does: customer.email, finance.term, body', async () => {
  const cases = [
    { ...fromCalculator, customer: { ...fromCalculator.customer, email: 'sarah.okafor' } },
    { ...fromCalculator, finance: { ...fromCalculator.finance, term: 48.5 } },
    [fromCalculator],
  ];
  const named = [];
  for (const body of cases) {
    const form = collectIssues(adminRequestValidators.saveQuoteRequest, body).map((issue) => toFieldName(issue.path));
    const refused = await save(body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual(form);
    named.push(form);
  }
  expect(named).toEqual([['customer.email'], ['finance.term'], ['body']]);
});
