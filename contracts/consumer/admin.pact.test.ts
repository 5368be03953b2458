import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { it } from 'vitest';
import { consumerName, pactDir, providerNames } from '../documents.ts';
import { contractAdminClient } from './contract-client.ts';
import { type OperationCall, runInteraction } from './interaction.ts';
import { problem } from './problem-matchers.ts';

const { integer, string } = MatchersV3;

const pact = new PactV4({ consumer: consumerName, provider: providerNames.admin, dir: pactDir, logLevel: 'warn' });

const proposalEvent = {
  proposalId: 'p-7001',
  quoteRequestId: 'q-1',
  dealerId: 'd-1001',
  lender: 'santander',
  occurredAt: '2026-11-20T09:00:00Z',
};

/** Every admin operation, called once through the SDK with a success answer. */
/** A lender-direct quote request from the calculator: no dealer, with the customer's postcode and consent. */
const lenderDirect = {
  customer: { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@example.co.uk', postcode: 'LS1 4DY' },
  vehicle: { vehicleId: 'mg-mg4-se-sr', description: 'MG4 EV SE Standard Range 51kWh', price: 25995 },
  finance: { product: 'PCP', term: 48, deposit: 2600, monthlyPayment: 410.9, annualMileage: 8000 },
  marketingConsent: false,
  consent: { privacyNoticeUrl: 'https://www.example.co.uk/privacy', givenAt: '2026-11-20T09:29:41Z' },
  source: 'cost-saving-calculator',
};

const calls: OperationCall[] = [
  {
    operationId: 'getActivityStatistics',
    state: 'dealer d-1001 has activity and users',
    description: "a request for dealer d-1001's November activity",
    args: { from: '2026-11-01', to: '2026-11-30', dealerId: 'd-1001' },
  },
  {
    operationId: 'autocomplete',
    state: 'dealer d-1001 has activity and users',
    description: 'suggestions for "North"',
    args: { term: 'North', limit: 10 },
  },
  {
    operationId: 'getDealerUsers',
    state: 'dealer d-1001 has activity and users',
    description: "a request for dealer d-1001's users",
    args: { dealerId: 'd-1001' },
  },
  {
    operationId: 'updateNotificationState',
    state: 'notification n-9001 exists',
    description: 'a request to mark notification n-9001 read',
    args: { notificationId: 'n-9001', state: 'read' },
  },
  {
    operationId: 'initialPayloadRequest',
    state: 'proposal p-7001 exists',
    description: "the lender's request for p-7001's initial payload",
    args: proposalEvent,
  },
  {
    operationId: 'proposalSubmitted',
    state: 'proposal p-7001 exists',
    description: 'notice that proposal p-7001 was submitted',
    args: { ...proposalEvent, occurredAt: '2026-11-20T09:05:00Z' },
  },
  {
    operationId: 'decisionReturned',
    state: 'proposal p-7001 exists',
    description: "the lender's acceptance of proposal p-7001",
    args: { ...proposalEvent, occurredAt: '2026-11-20T09:40:00Z', decision: 'accepted' },
  },
  {
    operationId: 'saveQuoteRequest',
    state: 'a quote request q-1 exists',
    description: 'a request to save a PCP quote request for the MG4',
    args: {
      dealerId: 'd-1001',
      customer: { firstName: 'Sarah', lastName: 'Okafor', email: 'sarah.okafor@example.co.uk', phone: '07700 900123' },
      vehicle: { vehicleId: 'mg-mg4-se-sr', description: 'MG4 EV SE Standard Range 51kWh', price: 25995 },
      finance: { product: 'PCP', term: 48, deposit: 2600, monthlyPayment: 410.9, annualMileage: 8000 },
      marketingConsent: false,
    },
  },
  {
    operationId: 'saveQuoteRequest',
    state: 'quote requests can be saved',
    description: "a lender-direct PCP quote request from the calculator for the MG4, with the customer's consent",
    args: lenderDirect,
  },
  {
    operationId: 'getQuoteRequest',
    state: 'a quote request q-1 exists',
    description: 'a request for quote request q-1',
    args: { quoteRequestId: 'q-1' },
  },
  {
    operationId: 'sendGridEvent',
    state: 'SendGrid may post events',
    description: 'a batch of one SendGrid delivery event',
    args: {
      body: [
        {
          email: 'sarah.okafor@example.co.uk',
          timestamp: 1763629200,
          event: 'delivered',
          sg_event_id: 'ZGVsaXZlcmVkLTAtMTIz',
          sg_message_id: '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0',
          quoteRequestId: 'q-1',
        },
      ],
    },
  },
  {
    operationId: 'getVrmData',
    state: 'vehicle LB71XKE is registered',
    description: 'a lookup of registration LB71XKE',
    args: { vrm: 'LB71XKE' },
  },
  // The lookup of one car of each fuel the calculator treats differently: petrol, diesel, hybrid (costed as petrol)
  // and electric (the one above). The pact promises the fields the document requires, the fuel among its values.
  {
    operationId: 'getVrmData',
    state: 'vehicle YK19FHD is registered',
    description: 'a lookup of registration YK19FHD, a petrol car',
    args: { vrm: 'YK19FHD' },
  },
  {
    operationId: 'getVrmData',
    state: 'vehicle WR68TNV is registered',
    description: 'a lookup of registration WR68TNV, a diesel car',
    args: { vrm: 'WR68TNV' },
  },
  {
    operationId: 'getVrmData',
    state: 'vehicle LC20UHX is registered',
    description: 'a lookup of registration LC20UHX, a hybrid car',
    args: { vrm: 'LC20UHX' },
  },
  {
    operationId: 'updateVehicleMileage',
    state: 'vehicle LB71XKE is registered',
    description: 'a new mileage of 31,200 for LB71XKE',
    args: { vrm: 'LB71XKE', mileage: 31200 },
  },
];

it.each(calls.map((call) => [`${call.operationId}: ${call.description}`, call] as const))('%s', async (_, call) => {
  await runInteraction(pact, 'admin', call, contractAdminClient);
});

// A well-formed mark that no vehicle has is an answer, not a failure: 404, which the calculator says in plain words,
// asking for the car's details instead. Only the status and a title are promised (the title's wording is the mock's
// example); the problem never repeats the mark.
it('getVrmData: a well-formed registration that no vehicle has is answered 404', async () => {
  await runInteraction(
    pact,
    'admin',
    {
      operationId: 'getVrmData',
      state: 'no vehicle is registered as AB12CDE',
      description: 'a lookup of registration AB12CDE, which no vehicle has',
      args: { vrm: 'AB12CDE' },
    },
    contractAdminClient,
    { failure: { status: 404, body: { title: string('Not found'), status: integer(404) } } },
  );
});

// A request the lender already has (the same customer, car, no dealer and product within a day) is a 409, which the
// calculator tells the visitor as "the lender already has this request", offering no Try again. Only the status and
// a title are promised (the title's wording is the mock's example); the problem never repeats the customer's details.
it('saveQuoteRequest: the same request again within a day is refused with 409', async () => {
  await runInteraction(
    pact,
    'admin',
    {
      operationId: 'saveQuoteRequest',
      state: 'sarah.okafor@example.co.uk asked the lender about PCP for mg-mg4-se-sr an hour ago',
      description: 'the same lender-direct PCP quote request for the MG4 again',
      args: lenderDirect,
    },
    contractAdminClient,
    { failure: { status: 409, body: { title: string('Quote request already received'), status: integer(409) } } },
  );
});

// The lender refusing a field of the visitor's own is what the calculator's quote request shows on that field: a 400
// whose errors name it exactly (`customer.postcode`, which the form maps to its Postcode field); the rule and message
// are matched by type (their examples are our mock server's wording). A postcode of the right characters but not a
// UK postcode's shape is one the form passes on when typed before its own check changes.
it('saveQuoteRequest: a postcode that is not a UK postcode is refused with 400 naming customer.postcode', async () => {
  await runInteraction(
    pact,
    'admin',
    {
      operationId: 'saveQuoteRequest',
      state: 'quote requests can be saved',
      description: 'a lender-direct quote request whose postcode is not a UK postcode',
      args: { ...lenderDirect, customer: { ...lenderDirect.customer, postcode: 'LS1 4DYY' } },
    },
    contractAdminClient,
    {
      failure: {
        status: 400,
        body: problem(
          400,
          'customer.postcode',
          'must be a UK postcode, such as LS1 4DY',
          'customer.postcode must be a UK postcode, such as LS1 4DY',
        ),
      },
    },
  );
});
