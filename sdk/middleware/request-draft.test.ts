/**
 * Without a `fetch` option, a method hands the global fetch a URL and init instead of a `Request` (request-draft.ts):
 * these tests pin that the server sees the same request either way, that the global fetch is the one of the moment
 * of the call, and that a 401's retry sends the same body again.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { defaultResponder, json, recordingFetch } from '../test-support/recording-fetch.ts';
import { mockMode } from './mock-mode.ts';

const baseUrl = 'https://finance.test';
const loan = { loanAmount: 15000, term: 60 };
const options = { baseUrl, antiForgeryToken: 'af-1', clientId: 'web-1' };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A global fetch that records what it was given, and the request a server would see. */
function globalFetch(respond: (request: Request) => Response = defaultResponder) {
  const given: { input: unknown; request: Request }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      given.push({ input, request: request.clone() });
      return respond(request);
    }),
  );
  return given;
}

const seen = async (request: Request) => ({
  line: `${request.method} ${request.url}`,
  headers: [...request.headers],
  body: await request.text(),
});

it("sends the global fetch a URL, not a Request, and the server sees what a caller's own fetch is sent", async () => {
  const finance = createFinanceClient(options);
  // Replaced after the client was made, as MSW or a test does: the call uses the one of its moment.
  const given = globalFetch();
  await finance.getPersonalLoanQuoteData(loan, { headers: { 'x-mock-scenario': 'slow' } });
  expect(given.map(({ input }) => typeof input)).toEqual(['string', 'string']);

  const own = recordingFetch();
  await createFinanceClient({ ...options, fetch: own }).getPersonalLoanQuoteData(loan, {
    headers: { 'x-mock-scenario': 'slow' },
  });
  const viaGlobal = await Promise.all(given.map(({ request }) => seen(request)));
  expect(viaGlobal).toEqual(await Promise.all(own.requests.map(seen)));
  expect(viaGlobal[1]).toMatchObject({
    line: `POST ${baseUrl}/api/v1/FinanceQuote/GetPersonalLoanQuoteData`,
    body: JSON.stringify(loan),
  });
  expect(new Headers(viaGlobal[1]?.headers).get('Authorization')).toBe('Bearer token-1');
});

it('sends the same body again, with a fresh token, after a 401', async () => {
  let issued = 0;
  const given = globalFetch((request) => {
    if (request.url.endsWith('/Token/Index'))
      return json({ accessToken: `token-${++issued}`, tokenType: 'Bearer', expiresIn: 3600 });
    return request.headers.get('Authorization') === 'Bearer token-1' ? json({ status: 401 }, 401) : json({ ok: 1 });
  });
  const finance = createFinanceClient(options);
  expect(await finance.getPersonalLoanQuoteData(loan)).toEqual({ ok: 1 });
  const quotes = given.filter(({ request }) => request.url.endsWith('/GetPersonalLoanQuoteData'));
  expect(quotes.map(({ request }) => request.headers.get('Authorization'))).toEqual([
    'Bearer token-1',
    'Bearer token-2',
  ]);
  expect(await Promise.all(quotes.map(({ request }) => request.json()))).toEqual([loan, loan]);
});

it('passes the call’s signal, so an abort stops the fetch', async () => {
  const given = globalFetch();
  const controller = new AbortController();
  const finance = createFinanceClient({ ...options, securityWorker: () => 'fixed' });
  await finance.getConfiguration(undefined, { signal: controller.signal });
  const signals = given.map(({ request }) => request.signal);
  expect(signals.map((signal) => signal.aborted)).toEqual([false]);
  controller.abort();
  expect(signals.map((signal) => signal.aborted)).toEqual([true]);
});

it('carries a read’s body in mock mode through the global fetch too, as a GET without a Content-Type', async () => {
  const given = globalFetch(() => json({ ok: 1 }));
  const quote = { product: 'PCP', price: 25995, term: 48, deposit: 2600, expectedMileage: 8000 } as const;
  const finance = createFinanceClient({
    mock: mockMode({ baseUrl: 'http://127.0.0.1:4010' }),
    validateResponses: false,
  });
  await finance.getSantanderFinanceQuoteData(quote);
  const [sent] = given.map(({ request }) => request);
  expect(sent?.method).toBe('GET');
  expect(sent?.headers.get('Content-Type')).toBeNull();
  expect(new URL(sent?.url ?? '').searchParams.get('mockBody')).toBe(JSON.stringify(quote));
});
