import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { quoteMismatch } from '@hcuk-genesis/sdk';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { consumerName, pactDir, providerNames } from '../documents.ts';
import { contractFinanceClient } from './contract-client.ts';
import { contractHeaders } from './contract-headers.ts';
import { type OperationCall, runInteraction } from './interaction.ts';
import { problem } from './problem-matchers.ts';
import { hpOptionToPurchaseFee, withSeparateFee } from './separate-fee.ts';

const { integer, string } = MatchersV3;
const pact = new PactV4({ consumer: consumerName, provider: providerNames.finance, dir: pactDir, logLevel: 'warn' });
const client = (baseUrl: string) => contractFinanceClient(baseUrl);

/** A calculation answers one result per requested vehicle, in request order (the document's CalculationResponse). */
const vehicleResultsInOrder = { vehicleResults: 'vehicleId' };

const calculation = {
  fuelType: 'petrol',
  fuelEconomy: 45,
  fuelPrice: 1.36,
  petrolPrice: 1.36,
  weeklyMileage: 150,
  chargingProfile: 'home:0.8,free:0.05,standard:0.05,rapid:0.1',
  vehicleIds: ['mg-mg4-se-sr'],
  homeChargeCost: 0.085,
  freeChargeCost: 0,
  standardChargeCost: 0.52,
  rapidChargeCost: 0.79,
};

/**
 * A quote repeats the question it answers, and the calculator shows none that answers another: each repeated field is
 * matched exactly (`OperationCall.echoes`). The vehicle is left out, as the document lets a quote omit it; so are the
 * price and deposit, amounts a server may write with decimals (25995.00), which JSON equality would refuse where the
 * calculator, comparing pennies, does not.
 */
const quoteEchoes = { product: 'product', term: 'term' } as const;

/** The MG4 SE Standard Range on PCP, as the calculator asks for it: the quote the README works through. */
const mg4Pcp = {
  product: 'PCP',
  price: 25995,
  term: 48,
  deposit: 2600,
  expectedMileage: 8000,
  vehicleId: 'mg-mg4-se-sr',
};

/** Every finance operation, called at least once through the SDK with a success answer. */
const calls: OperationCall[] = [
  {
    operationId: 'getAppConfigValues',
    state: 'app configuration values are set',
    description: 'a request for the app configuration values',
  },
  {
    operationId: 'usedVehicleSearch',
    state: 'used vehicles are in stock',
    description: 'a search for used electric Kias under £25,000',
    args: { searchTerm: 'Kia', maxPrice: 25000, fuelTypes: ['electric'], page: 1, pageSize: 12 },
  },
  {
    operationId: 'clearCache',
    state: 'caches can be cleared',
    description: "a request to clear MG's calculator cache",
    args: { brand: 'MG' },
  },
  {
    operationId: 'clearOemDealerCache',
    state: 'caches can be cleared',
    description: "a request to clear dealer d-1001's OEM cache",
    args: { dealerId: 'd-1001' },
  },
  {
    operationId: 'calculateByQuery',
    state: 'vehicle mg-mg4-se-sr can be calculated',
    description: 'a calculation by query for the MG4 against a 45 mpg petrol car',
    inOrder: vehicleResultsInOrder,
    args: calculation,
  },
  {
    operationId: 'calculate',
    state: 'vehicle mg-mg4-se-sr can be calculated',
    description: 'a calculation by JSON body for the MG4 against a 45 mpg petrol car',
    inOrder: vehicleResultsInOrder,
    args: {
      fuelType: calculation.fuelType,
      fuelEconomy: calculation.fuelEconomy,
      fuelPrice: calculation.fuelPrice,
      petrolPrice: calculation.petrolPrice,
      weeklyMileage: calculation.weeklyMileage,
      chargingProfile: { home: 0.8, free: 0.05, standard: 0.05, rapid: 0.1 },
      chargeCosts: { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 },
      vehicleIds: calculation.vehicleIds,
    },
  },
  {
    operationId: 'calculateByQuery',
    state: 'vehicles kia-niro-phev-3 and kia-niro-hev-2 can be calculated',
    // 400 miles a week is 57 a day, beyond the Niro PHEV's 40-mile range: 70% electric, the rest at the petrol price.
    description:
      'a calculation by query for a Kia Niro plug-in hybrid and hybrid against a diesel car at 400 miles a week',
    inOrder: vehicleResultsInOrder,
    args: {
      ...calculation,
      fuelType: 'diesel',
      fuelEconomy: 38,
      fuelPrice: 1.45,
      petrolPrice: 1.36,
      weeklyMileage: 400,
      vehicleIds: ['kia-niro-phev-3', 'kia-niro-hev-2'],
    },
  },
  {
    operationId: 'calculateByQuery',
    state: 'vehicle mg-mg4-se-sr can be calculated',
    // Like for like: 22% more electricity a mile than WLTP, each kWh bought / (1 - its charging loss), and the home
    // price at the standard capped rate the calculator uses until the visitor chooses a tariff.
    description: 'a calculation by query for the MG4 at expected real-world figures and the standard home rate',
    inOrder: vehicleResultsInOrder,
    args: { ...calculation, homeChargeCost: 0.2467, basis: 'real-world' },
  },
  {
    operationId: 'getConfiguration',
    state: 'the calculator configuration is available',
    description: 'a request for the calculator configuration',
  },
  {
    operationId: 'getSantanderFinanceParameters',
    state: 'finance products are configured',
    description: "a request for Santander's PCP parameters for a £25,995 car",
    args: { product: 'PCP', vehiclePrice: 25995, vehicleId: 'mg-mg4-se-sr' },
  },
  {
    operationId: 'getSantanderFinanceProducts',
    state: 'finance products are configured',
    description: "a request for Santander's products",
    args: { dealerId: 'd-1001' },
  },
  {
    operationId: 'getZenithFinanceProducts',
    state: 'finance products are configured',
    description: "a request for Zenith's products",
    args: { dealerId: 'd-1001' },
  },
  {
    operationId: 'isSantanderLiveProduct',
    state: 'finance products are configured',
    description: 'a question whether SAN-PCP-EV is live',
    args: { productCode: 'SAN-PCP-EV' },
  },
  {
    operationId: 'getContractHireFinanceProductsParameters',
    state: 'finance products are configured',
    description: 'a request for contract hire options for the MG4',
    args: { vehicleId: 'mg-mg4-se-sr' },
  },
  {
    operationId: 'getSantanderFinanceQuoteData',
    state: 'finance products are configured',
    description: 'a Santander PCP quote for the MG4: £25,995, £2,600 down, 48 months, 8,000 miles a year',
    args: mg4Pcp,
    // The document lets a quote list no fees: a lender that charges none honours it.
    mayBeEmpty: ['fees'],
    // A PCP's mileage limit is the one asked for.
    echoes: { ...quoteEchoes, annualMileage: 'expectedMileage' },
  },
  {
    operationId: 'getSantanderFinanceQuoteFieldData',
    state: 'finance products are configured',
    description: "a request for the Santander PCP quote form's bounds for a £25,995 car",
    args: { product: 'PCP', price: 25995 },
  },
  {
    operationId: 'getSantanderFinanceQuoteFieldData',
    state: 'finance products are configured',
    description: "a request for the Santander HP quote form's bounds for a £25,995 car",
    args: { product: 'HP', price: 25995 },
  },
  {
    operationId: 'getContractHireFinanceQuoteData',
    state: 'finance products are configured',
    description: 'a contract hire quote for the MG4 over 36 months',
    args: { vehicleId: 'mg-mg4-se-sr', term: 36, annualMileage: 8000, initialRentalMonths: 6, maintenance: false },
  },
  {
    operationId: 'getPersonalLoanQuoteData',
    state: 'finance products are configured',
    description: 'a personal loan quote for £15,000 over 60 months',
    args: { loanAmount: 15000, term: 60 },
  },
  {
    operationId: 'getPersonalLoanQuoteFieldData',
    state: 'finance products are configured',
    description: "a request for the personal loan form's bounds",
    args: { price: 25995 },
  },
  { operationId: 'getToken', state: 'a client may obtain a token', description: 'a request for a bearer token' },
  {
    operationId: 'getModels',
    state: 'brand MG has models and editions',
    description: "a request for MG's models",
    args: { brand: 'MG' },
  },
  {
    operationId: 'getRunningCostModels',
    state: 'brand MG has running-cost models',
    description: "a request for MG's running-cost models",
    args: { brand: 'MG', isOem: false },
  },
  {
    operationId: 'getEditions',
    state: 'brand MG has models and editions',
    description: "a request for the MG4 EV's editions",
    args: { brand: 'MG', model: 'MG4 EV' },
  },
  {
    operationId: 'searchVehicles',
    state: 'brand MG has models and editions',
    description: 'a search for "MG4"',
    args: { term: 'MG4' },
  },
];

it.each(calls.map((call) => [`${call.operationId}: ${call.description}`, call] as const))('%s', async (_, call) => {
  await runInteraction(pact, 'finance', call, client);
});

/**
 * The MG4 on HP as a lender that charges the usual option-to-purchase fee answers it: the mock lender charges none,
 * so `fees` may be empty (and the mock server, answering `[]`, still verifies), but every fee a provider lists must
 * have the document's shape, and the figures must add up with it as the calculator checks before showing a quote.
 */
it('getSantanderFinanceQuoteData: a Santander HP quote for the MG4, with a £10 option-to-purchase fee', async () => {
  const quote = (await runInteraction(
    pact,
    'finance',
    {
      operationId: 'getSantanderFinanceQuoteData',
      state: 'finance products are configured',
      description: 'a Santander HP quote for the MG4: £25,995, £2,600 down, 48 months',
      args: { product: 'HP', price: 25995, term: 48, deposit: 2600, vehicleId: 'mg-mg4-se-sr' },
      example: (fromMocks) => withSeparateFee(fromMocks as FinanceSchema<'FinanceQuote'>, hpOptionToPurchaseFee),
      mayBeEmpty: ['fees'],
      echoes: quoteEchoes,
    },
    client,
  )) as FinanceSchema<'FinanceQuote'>;
  // 2,600 + 48 x 597.76 + 10 = 31,302.48, of which 5,307.48 is the charge for credit on £25,995.
  expect(quote).toMatchObject({ monthlyPayment: 597.76, totalRepayment: 31302.48, totalChargeForCredit: 5307.48 });
  expect(quote.fees).toEqual([hpOptionToPurchaseFee]);
  expect(quoteMismatch(quote)).toBeUndefined();
});

it('calculateByQuery: a calculation for an unknown vehicle is rejected with 400 naming vehicleIds', async () => {
  const error = await runInteraction(
    pact,
    'finance',
    {
      operationId: 'calculateByQuery',
      state: 'vehicle mg-mg4-se-sr can be calculated',
      description: 'a calculation by query for an unknown vehicle',
      args: { ...calculation, vehicleIds: ['no-such-vehicle'] },
    },
    client,
    {
      failure: {
        status: 400,
        body: problem(400, 'vehicleIds', 'known id', 'vehicleIds has unknown vehicle ids: no-such-vehicle'),
      },
    },
  );
  expect((error as { body: { errors: { field: string }[] } }).body.errors[0]?.field).toBe('vehicleIds');
});

it('calculateByQuery: a fuel price typed in pence (136 for £1.36) is rejected with 400 naming fuelPrice', async () => {
  const error = await runInteraction(
    pact,
    'finance',
    {
      operationId: 'calculateByQuery',
      state: 'vehicle mg-mg4-se-sr can be calculated',
      description: 'a calculation by query with a fuel price typed in pence',
      args: { ...calculation, fuelPrice: 136 },
    },
    client,
    {
      failure: {
        status: 400,
        body: problem(
          400,
          'fuelPrice',
          'maximum 2.5',
          'fuelPrice must be from 0.8 to 2.5 pounds a litre; 136 looks like pence: send 1.36',
        ),
      },
    },
  );
  expect((error as { body: { errors: { field: string }[] } }).body.errors[0]?.field).toBe('fuelPrice');
});

it('getRunningCostModels: a secure call with an expired token is answered 401', async () => {
  // The worker's token is rejected, and it has no fresher one, so the SDK does not retry. The token is one no server
  // issued, sent exactly: a provider refuses it as it is, and `--token` replaces only the pacts' usual one.
  const expired = (baseUrl: string) =>
    contractFinanceClient(baseUrl, ({ refresh }) => (refresh ? undefined : contractHeaders.expiredToken));
  await runInteraction(
    pact,
    'finance',
    {
      operationId: 'getRunningCostModels',
      state: 'the bearer token has expired',
      description: "a request for MG's running-cost models with an expired token",
      args: { brand: 'MG', isOem: false },
    },
    expired,
    {
      authorization: `Bearer ${contractHeaders.expiredToken}`,
      failure: {
        status: 401,
        body: { title: string('Unauthorized'), status: integer(401) },
      },
    },
  );
});

it('getConfiguration: the configuration being unavailable is answered 503', async () => {
  await runInteraction(
    pact,
    'finance',
    {
      operationId: 'getConfiguration',
      state: 'the calculator configuration is unavailable',
      description: 'a request for the calculator configuration while it is unavailable',
    },
    client,
    {
      failure: {
        status: 503,
        body: { title: string('Service unavailable'), status: integer(503) },
      },
    },
  );
});

it('getSantanderFinanceQuoteData: a deposit under 10% of the price is rejected with 400 naming deposit', async () => {
  const error = await runInteraction(
    pact,
    'finance',
    {
      operationId: 'getSantanderFinanceQuoteData',
      state: 'finance products are configured',
      description: 'a Santander PCP quote for the MG4 with £500 down, under the 10% minimum',
      args: { ...mg4Pcp, deposit: 500 },
    },
    client,
    {
      failure: {
        status: 400,
        body: problem(
          400,
          'deposit',
          'minimum 2600',
          'deposit must be from 2600 to 10300 (10% to 40% of the price 25995)',
        ),
      },
    },
  );
  expect((error as { body: { errors: { field: string }[] } }).body.errors[0]?.field).toBe('deposit');
});

// A vehicle the lender has no product for is an answer, not a failure: 404, which the calculator shows as "Finance
// is not available for this vehicle" without Retry. Only the status and a title are promised (the title's wording is
// the mock's example).
const noProduct = { title: string('No finance product for this vehicle'), status: integer(404) };

it('getSantanderFinanceQuoteData: a PCP quote is answered 404 while the lender offers no PCP for the vehicle', async () => {
  await runInteraction(
    pact,
    'finance',
    {
      operationId: 'getSantanderFinanceQuoteData',
      state: 'the lender offers no PCP for this vehicle',
      description: 'a Santander PCP quote for the MG4 when the lender offers no PCP for it',
      args: mg4Pcp,
    },
    client,
    { failure: { status: 404, body: noProduct } },
  );
});

it('getSantanderFinanceQuoteFieldData: a £120,000 car, beyond the lending range, is answered 404', async () => {
  await runInteraction(
    pact,
    'finance',
    {
      operationId: 'getSantanderFinanceQuoteFieldData',
      state: 'finance products are configured',
      description: "a request for the Santander PCP quote form's bounds for a £120,000 car",
      args: { product: 'PCP', price: 120000 },
    },
    client,
    { failure: { status: 404, body: noProduct } },
  );
});
