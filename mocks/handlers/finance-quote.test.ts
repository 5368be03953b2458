import { readFileSync } from 'node:fs';
import { quoteMismatch } from '@hcuk-genesis/sdk';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { BEARER, FINANCE, JSON_BODY, listenWithMocks } from '../test-support/mock-fetch.ts';
import { staticBody } from './data-files.ts';

listenWithMocks();

const quoteUrl = `${FINANCE}/api/v1/FinanceQuote/GetSantanderFinanceQuoteData`;
const fieldDataUrl = `${FINANCE}/api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData`;
const mg4 = { product: 'PCP', price: 25995, term: 48, deposit: 2600, expectedMileage: 8000, vehicleId: 'mg-mg4-se-sr' };

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...BEARER, ...JSON_BODY },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

const fieldsOf = (problem: { errors?: { field: string }[] }) => problem.errors?.map((error) => error.field);

const document = parse(readFileSync(new URL('../../openapi/finance.yaml', import.meta.url), 'utf8'));
const exampleOf = (path: string, part: 'request' | 'response') => {
  const post = document.paths[path].post;
  const content = part === 'request' ? post.requestBody.content : post.responses['200'].content;
  // A response with named examples answers the request example with its first (the quote's `pcp`).
  const media = content['application/json'];
  return media.example ?? Object.values(media.examples as Record<string, { value: unknown }>)[0]?.value;
};

it('quotes the MG4 on PCP: 48 x £410.90 and a £10,340 final payment at 9.9% APR, £32,663.20 in all', async () => {
  const { status, body } = await post(quoteUrl, mg4);
  expect(status).toBe(200);
  expect(body).toEqual({
    lender: 'santander',
    product: 'PCP',
    vehicleId: 'mg-mg4-se-sr',
    price: 25995,
    term: 48,
    durationMonths: 49,
    deposit: 2600,
    partExchange: 0,
    settlement: 0,
    credit: 23395,
    monthlyPayment: 410.9,
    optionalFinalPayment: 10340,
    fees: [{ name: 'Option to purchase fee', amount: 10, payableWith: 'optionalFinalPayment' }],
    totalRepayment: 32663.2,
    totalChargeForCredit: 6668.2,
    interestRateRep: 9.9,
    representative: true,
    fixedRate: 6.98,
    rateType: 'fixed',
    annualMileage: 8000,
    excessMileagePencePerMile: 6,
  });
});

it('quotes the MG4 on HP: 48 x £597.76 at 10.9% APR, no final payment, no mileage terms', async () => {
  const { body } = await post(quoteUrl, { ...mg4, product: 'HP', expectedMileage: undefined });
  expect(body).toMatchObject({
    product: 'HP',
    durationMonths: 48,
    monthlyPayment: 597.76,
    optionalFinalPayment: null,
    fees: [],
    totalRepayment: 31292.48,
    totalChargeForCredit: 5297.48,
    interestRateRep: 10.9,
    fixedRate: 5.66,
    annualMileage: null,
    excessMileagePencePerMile: null,
  });
});

it('answers only quotes the SDK accepts: figures that add up and an APR its payments give (CONC App 1.2)', async () => {
  const checked: string[] = [];
  for (const product of ['PCP', 'HP'] as const)
    for (const price of [5000, 25995, 54995, 100_000])
      for (const term of product === 'PCP' ? [24, 36, 48] : [12, 24, 36, 48, 60])
        for (const share of [0.1, 0.4]) {
          const deposit = Math.ceil((price * share) / 100) * 100 - (share === 0.4 ? 100 : 0);
          const request = {
            ...mg4,
            product,
            price,
            term,
            deposit,
            expectedMileage: product === 'PCP' ? 30_000 : undefined,
          };
          const { status, body } = await post(quoteUrl, request);
          expect(status, JSON.stringify(request)).toBe(200);
          expect(quoteMismatch(body), JSON.stringify(request)).toBeUndefined();
          checked.push(`${product} ${price} ${term} ${deposit}`);
        }
  expect(checked).toHaveLength(64);
});

it('lowers the payment when the deposit rises by £1,000: £410.90 to £385.79', async () => {
  // £1,000 less credit repays 1000 x r / (1 - (1 + r)^-48) = £25.11 a month less at r = 1.099^(1/12) - 1.
  const { body } = await post(quoteUrl, { ...mg4, deposit: 3600 });
  expect([body.credit, body.monthlyPayment]).toEqual([22395, 385.79]);
});

it('counts a part exchange less its settlement towards the advance payment', async () => {
  const withPartExchange = await post(quoteUrl, { ...mg4, deposit: 1000, partExchange: 2500, settlement: 900 });
  expect(withPartExchange.body).toMatchObject({ credit: 23395, monthlyPayment: 410.9, totalRepayment: 32663.2 });
});

it('ships the data files and the document examples exactly as the handlers compute the document requests', async () => {
  const quotePath = '/api/v1/FinanceQuote/GetSantanderFinanceQuoteData';
  const fieldPath = '/api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData';
  const quote = await post(quoteUrl, exampleOf(quotePath, 'request'));
  const fields = await post(fieldDataUrl, exampleOf(fieldPath, 'request'));
  expect([quote.body, fields.body]).toEqual([
    staticBody('getSantanderFinanceQuoteData'),
    staticBody('getSantanderFinanceQuoteFieldData'),
  ]);
  expect([quote.body, fields.body]).toEqual([exampleOf(quotePath, 'response'), exampleOf(fieldPath, 'response')]);
});

it('refuses a deposit under 10% of the price with 400 naming deposit and its bounds', async () => {
  const { status, type, body } = await post(quoteUrl, { ...mg4, deposit: 500 });
  expect([status, type]).toEqual([400, 'application/problem+json']);
  expect(body.errors).toEqual([
    {
      field: 'deposit',
      rule: 'minimum 2600',
      message: 'deposit must be from 2600 to 10300 (10% to 40% of the price 25995)',
    },
  ]);
});

it('names every field outside its bounds at once: term, deposit and mileage', async () => {
  const { body } = await post(quoteUrl, { ...mg4, term: 60, deposit: 20000, expectedMileage: 40000 });
  expect(body.errors).toEqual([
    { field: 'term', rule: 'one of 24, 36, 48', message: 'term must be 24, 36 or 48 months for PCP' },
    {
      field: 'deposit',
      rule: 'maximum 10300',
      message: 'deposit must be from 2600 to 10300 (10% to 40% of the price 25995)',
    },
    {
      field: 'expectedMileage',
      rule: 'maximum 30000',
      message: 'expectedMileage must be from 5000 to 30000 miles a year for PCP',
    },
  ]);
});

it('names a missing or wrong product, price, term and deposit, and a PCP without mileage', async () => {
  expect(fieldsOf((await post(quoteUrl, {})).body)).toEqual(['product', 'price', 'term', 'deposit']);
  const wrong = await post(quoteUrl, { product: 'CH', price: 0, term: 36.5, deposit: -1 });
  expect(wrong.body.errors.map((e: { rule: string }) => e.rule)).toEqual([
    'enum',
    'exclusiveMinimum 0',
    'type integer',
    'minimum 0',
  ]);
  expect(fieldsOf((await post(quoteUrl, { ...mg4, expectedMileage: undefined })).body)).toEqual(['expectedMileage']);
});

it('offers HP over 12 to 60 months, where PCP stops at 48', async () => {
  expect((await post(quoteUrl, { ...mg4, product: 'HP', term: 60 })).status).toBe(200);
  expect(fieldsOf((await post(quoteUrl, { ...mg4, product: 'HP', term: 72 })).body)).toEqual(['term']);
});

it('answers 404 "No finance product for this vehicle" for a £120,000 car, on the quote and the field data', async () => {
  for (const url of [quoteUrl, fieldDataUrl]) {
    const { status, type, body } = await post(url, { ...mg4, price: 120000, deposit: 12000 });
    expect([status, type]).toEqual([404, 'application/problem+json']);
    expect(body).toEqual({
      type: 'https://hcuk.example/problems/no-finance-product',
      title: 'No finance product for this vehicle',
      status: 404,
      detail: "Santander finances cash prices from 5000 to 100000; this vehicle's is 120000.",
    });
  }
});

it('gives the PCP form its bounds for the price: deposit £2,600 to £10,300, 24 to 48 months, 5,000 to 30,000 miles', async () => {
  const { body } = await post(fieldDataUrl, { price: 25995 });
  expect(body).toEqual({
    term: { min: 24, max: 48, step: 12, default: 48 },
    deposit: { min: 2600, max: 10300, step: 100, default: 2600 },
    annualMileage: { min: 5000, max: 30000, step: 1000, default: 10000 },
  });
});

it('gives HP 12 to 60 months, the same deposit, and the (unused) mileage range', async () => {
  const { body } = await post(fieldDataUrl, { product: 'HP', price: 54995 });
  expect(body).toEqual({
    term: { min: 12, max: 60, step: 12, default: 48 },
    deposit: { min: 5500, max: 21900, step: 100, default: 5500 },
    annualMileage: { min: 5000, max: 30000, step: 1000, default: 10000 },
  });
});

it('names the price and product of a field-data request that breaks a rule', async () => {
  const { status, body } = await post(fieldDataUrl, { product: 'PL', price: 'lots' });
  expect([status, fieldsOf(body)]).toEqual([400, ['product', 'price']]);
});
