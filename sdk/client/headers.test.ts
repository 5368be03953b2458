import { expect, it } from 'vitest';
import { mockMode } from '../middleware/mock-mode.ts';
import { recordingFetch } from '../test-support/recording-fetch.ts';
import { createAdminClient } from './create-admin-client.ts';
import { createFinanceClient } from './create-finance-client.ts';

const baseUrl = 'https://api.test';

it('sends the anti-forgery and client id headers on every finance request, token call included', async () => {
  const fetch = recordingFetch();
  const finance = createFinanceClient({ baseUrl, fetch, antiForgeryToken: 'af-123', clientId: 'web-1' });
  await finance.getRunningCostModels({ brand: 'MG' });
  expect(fetch.requests).toHaveLength(2);
  for (const request of fetch.requests) {
    expect(request.headers.get('RequestVerificationToken')).toBe('af-123');
    expect(request.headers.get('X-Client-Id')).toBe('web-1');
  }
});

it('sends both headers on admin requests, GET and POST', async () => {
  const fetch = recordingFetch();
  const admin = createAdminClient({ baseUrl, fetch, antiForgeryToken: 'af-9', clientId: 'admin-ui' });
  await admin.getQuoteRequest({ quoteRequestId: 'q-1' });
  await admin.updateNotificationState({ notificationId: 'n-9001', state: 'read' });
  expect(fetch.requests.map((request) => request.method)).toEqual(['GET', 'POST']);
  for (const request of fetch.requests) {
    expect(request.headers.get('RequestVerificationToken')).toBe('af-9');
    expect(request.headers.get('X-Client-Id')).toBe('admin-ui');
  }
});

it('sends neither header when they are not configured', async () => {
  const fetch = recordingFetch();
  await createAdminClient({ baseUrl, fetch }).getDealerUsers({ dealerId: 'd-1001' });
  const [request] = fetch.requests;
  expect(request?.headers.has('RequestVerificationToken')).toBe(false);
  expect(request?.headers.has('X-Client-Id')).toBe(false);
});

it('uses the configured header names', async () => {
  const fetch = recordingFetch();
  const admin = createAdminClient({
    baseUrl,
    fetch,
    antiForgeryToken: 'af-1',
    clientId: 'c-1',
    headerNames: { antiForgery: 'X-XSRF-Token', clientId: 'X-App' },
  });
  await admin.autocomplete({ term: 'North' });
  const headers = fetch.requests[0]?.headers;
  expect([headers?.get('X-XSRF-Token'), headers?.get('X-App')]).toEqual(['af-1', 'c-1']);
  expect(headers?.has('RequestVerificationToken')).toBe(false);
});

it('reads a function anti-forgery token before each request, and sends none when it returns nothing', async () => {
  const fetch = recordingFetch();
  const tokens = ['first', undefined];
  const admin = createAdminClient({ baseUrl, fetch, antiForgeryToken: () => tokens.shift() });
  await admin.autocomplete({ term: 'a' });
  await admin.autocomplete({ term: 'b' });
  expect(fetch.requests.map((request) => request.headers.get('RequestVerificationToken'))).toEqual(['first', null]);
});

it('calls the environment host from the OpenAPI servers, and baseUrl overrides it', async () => {
  const fetch = recordingFetch();
  await createAdminClient({ environment: 'staging', fetch }).autocomplete({ term: 'x' });
  await createAdminClient({ fetch }).autocomplete({ term: 'x' });
  await createAdminClient({ environment: 'staging', baseUrl: 'http://127.0.0.1:4010/', fetch }).autocomplete({
    term: 'x',
  });
  expect(fetch.requests.map((request) => new URL(request.url).origin)).toEqual([
    'https://admin-api.staging.hcuk.example',
    'https://admin-api.hcuk.example',
    'http://127.0.0.1:4010',
  ]);
});

it('sends query parameters with repeated keys for arrays, and body fields as JSON', async () => {
  const fetch = recordingFetch();
  const finance = createFinanceClient({ baseUrl, fetch, securityWorker: () => 't' });
  await finance.calculateByQuery({
    fuelType: 'petrol',
    fuelEconomy: 45,
    fuelPrice: 1.36,
    weeklyMileage: 150,
    chargingProfile: 'home:1',
    vehicleIds: ['a', 'b'],
    homeChargeCost: 0.085,
    freeChargeCost: 0,
    standardChargeCost: 0.52,
    rapidChargeCost: 0.79,
  });
  await finance.getPersonalLoanQuoteData({ loanAmount: 15000, term: 60 });
  const [query, body] = fetch.requests;
  expect(new URL(query?.url ?? '').searchParams.getAll('vehicleIds')).toEqual(['a', 'b']);
  expect(new URL(query?.url ?? '').searchParams.get('rapidChargeCost')).toBe('0.79');
  expect(body?.method).toBe('POST');
  expect(await body?.json()).toEqual({ loanAmount: 15000, term: 60 });
});

it('rejects an unknown environment naming the choices', () => {
  // @ts-expect-error -- not an environment
  expect(() => createAdminClient({ environment: 'qa' })).toThrow(
    '[hcuk] unknown environment "qa": use one of development, staging, production, or set baseUrl.',
  );
});

it('refuses an empty baseUrl instead of calling production', () => {
  expect(() => createFinanceClient({ baseUrl: '', environment: 'development' })).toThrow(
    "[hcuk] baseUrl is empty: give the API's URL, or leave it out for the environment's.",
  );
});

it.each(['127.0.0.1:4711', 'localhost:4010', 'api.example.co.uk', 'ftp://files.example'])(
  'refuses the baseUrl %s, which has no http(s) scheme, naming the fix',
  (baseUrl) => {
    expect(() => createFinanceClient({ baseUrl })).toThrow(
      `[hcuk] baseUrl must start with http:// or https:// (or / for a path on the page's origin), not "${baseUrl}"`,
    );
  },
);

it.each([
  ['finance-api.example.co.uk', 'https'],
  ['127.0.0.1:4711', 'http'],
  ['localhost:4010', 'http'],
  ['[::1]:4010', 'http'],
])(
  'suggests the scheme for %s, a host written without one: %s on this machine, where servers listen without TLS',
  (baseUrl, scheme) => {
    expect(() => createFinanceClient({ baseUrl })).toThrow(`: for a host, write ${scheme}://${baseUrl}.`);
  },
);

it.each(['ftp://files.example', 'http://'])('suggests no second scheme for %s', (baseUrl) => {
  expect(() => createFinanceClient({ baseUrl })).toThrow(
    `[hcuk] baseUrl must start with http:// or https:// (or / for a path on the page's origin), not "${baseUrl}".`,
  );
});

it.each(['https://api.example.co.uk?x=1', 'https://api.example.co.uk/#/', 'https://api exa.co.uk'])(
  'refuses the baseUrl %s, to which a path cannot be added',
  (baseUrl) => {
    expect(() => createFinanceClient({ baseUrl })).toThrow(
      `[hcuk] baseUrl must be the API's address without a query, a fragment or spaces, not "${baseUrl}"`,
    );
  },
);

it('checks mock mode’s baseUrl as a client’s: no empty one, none without its scheme', () => {
  expect(() => mockMode({ baseUrl: '' })).toThrow('[hcuk] mockMode baseUrl is empty');
  expect(() => mockMode({ baseUrl: '127.0.0.1:4010' })).toThrow(
    '[hcuk] mockMode baseUrl must start with http:// or https:// (or / for a path on the page\'s origin), not "127.0.0.1:4010": for a host, write http://127.0.0.1:4010.',
  );
  expect(mockMode({ baseUrl: 'http://127.0.0.1:4010/' }).baseUrl).toBe('http://127.0.0.1:4010');
});

it('takes a path on the page’s origin as the baseUrl, as a proxied API has', () => {
  expect(() => createFinanceClient({ baseUrl: '/finance-api' })).not.toThrow();
  expect(() => createFinanceClient({ baseUrl: 'HTTPS://api.example.co.uk/' })).not.toThrow();
});

it.each([
  [
    { clientId: 'web\n1' },
    'clientId cannot be sent as an HTTP header value: it contains a line break (U+000A) at position 3',
  ],
  [
    { clientId: 'caf\u00e9' },
    'clientId cannot be sent as an HTTP header value: it contains "é" (U+00E9) at position 3',
  ],
  [{ clientId: ' web' }, 'clientId cannot be sent as an HTTP header value: it starts or ends with a space'],
  [{ antiForgeryToken: 'a\rb' }, 'antiForgeryToken cannot be sent as an HTTP header value: it contains a line break'],
  [{ headerNames: { clientId: 'X Client' } }, 'headerNames.clientId cannot be sent as an HTTP header name'],
  [{ headerNames: { antiForgery: '' } }, 'headerNames.antiForgery cannot be sent as an HTTP header name'],
])('refuses %j when the client is created, saying why', (options, message) => {
  expect(() => createAdminClient(options)).toThrow(`[hcuk] ${message}`);
  expect(() => createFinanceClient(options)).toThrow(`[hcuk] ${message}`);
});

it('refuses a per-call header that cannot be sent, naming the operation, before any request', async () => {
  const fetch = recordingFetch();
  const error = await createAdminClient({ baseUrl, fetch })
    .autocomplete({ term: 'x' }, { headers: { 'x-mock-scenario': 'slow\r\nX-Evil: 1' } })
    .catch((caught: unknown) => caught);
  expect((error as Error).message).toMatch(
    /^\[hcuk\] autocomplete: the per-call header x-mock-scenario cannot be sent/,
  );
  expect(fetch.requests).toEqual([]);
});
