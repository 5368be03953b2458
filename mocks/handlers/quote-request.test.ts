import { expect, it } from 'vitest';
import { ADMIN, listenWithMocks } from '../test-support/mock-fetch.ts';

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
  const response = await fetch(saveUrl, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

it('answers a fresh reference for each request without a dealer, and getQuoteRequest reads it back', async () => {
  const [first, second] = [await save(fromCalculator), await save(fromCalculator)];
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(first.body.quoteRequestId).toMatch(/^q-[0-9a-hjkmnp-tv-z]{8}$/);
  expect(second.body.quoteRequestId).not.toBe(first.body.quoteRequestId);
  expect(Date.parse(first.body.createdAt)).not.toBeNaN();
  const read = await fetch(`${ADMIN}/api/v1/quote/getquoterequest?quoteRequestId=${first.body.quoteRequestId}`);
  expect(await read.json()).toEqual({ ...first.body, ...fromCalculator });
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
  expect(body.errors.map((error: { field: string; rule: string }) => `${error.field} ${error.rule}`)).toEqual([
    'dealerId type string',
    'customer.lastName type string',
    'customer.email pattern',
    'customer.postcode pattern',
    'finance.product enum',
    'finance.term minimum 12',
    'finance.deposit minimum 0',
    'consent.privacyNoticeUrl pattern',
    'consent.givenAt pattern',
    'source maxLength 64',
  ]);
  expect(JSON.stringify(body)).not.toMatch(/sarah|LS1 4DYY/i);
});

it('names the missing parts of an empty request', async () => {
  const { body } = await save({});
  expect(body.errors.map((error: { field: string }) => error.field)).toEqual([
    'customer',
    'customer.firstName',
    'customer.lastName',
    'customer.email',
    'vehicle',
    'vehicle.description',
    'vehicle.price',
    'finance',
    'finance.product',
    'finance.term',
    'finance.deposit',
  ]);
});
