import { readFileSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { failedInteractions as failed } from './failed-interactions.ts';
import { withMockProviders } from './mock-providers.ts';
import { proxiedProvider as proxyProvider } from './proxied-provider.ts';
import { verifyProvider } from './verify-provider.ts';

// What verify finds in the answers of a running provider: the pacts' rules, and the document's beyond them. The
// command line is in verify-cli.test.ts; a provider that fails to answer, in verify-faulty-provider.test.ts.

const providers = withMockProviders();

/** The mock server behind a proxy whose `intercept` answers some requests its own way (`proxied-provider.ts`). */
const proxiedProvider = (intercept: Parameters<typeof proxyProvider>[1]) =>
  proxyProvider(providers.server.url, intercept);

it.each(['finance', 'admin'] as const)(
  'verifies every %s interaction against the standalone mock server',
  async (provider) => {
    const { warnings, report } = await verifyProvider({ provider, baseUrl: providers.server.url });
    expect(warnings).toEqual([]);
    expect(report.outcomes.filter((outcome) => !outcome.passed)).toEqual([]);
    expect(report.outcomes).toHaveLength(provider === 'finance' ? 33 : 19);
    expect(report.passed).toBe(true);
  },
);

it('fails the finance pact on the broken server, naming the renamed vehicleResults field', async () => {
  const { report } = await verifyProvider({ provider: 'finance', baseUrl: providers.broken.url });
  expect(report.passed).toBe(false);
  const refused = ['the answer breaks the OpenAPI document (the rules it broke are listed below the results)'];
  expect(report.outcomes.filter((outcome) => !outcome.passed)).toEqual(
    [
      'a calculation by JSON body for the MG4 against a 45 mpg petrol car',
      'a calculation by query for a Kia Niro plug-in hybrid and hybrid against a diesel car at 400 miles a week',
      'a calculation by query for the MG4 against a 45 mpg petrol car',
      'a calculation by query for the MG4 at expected real-world figures and the standard home rate',
    ].map((description) => ({ description, passed: false, problems: refused })),
  );
  const byQuery =
    'GET /api/v1/CostSavingCalculator/Calculate (calculateByQuery): the answer breaks the OpenAPI document: /vehicleResults is required';
  expect([...report.failures].sort()).toEqual([
    byQuery,
    byQuery,
    byQuery,
    'POST /api/v1/CostSavingCalculator/Calculate (calculate): the answer breaks the OpenAPI document: /vehicleResults is required',
  ]);
});

it('fails the admin pact on the broken server, naming the changed status', async () => {
  const { report } = await verifyProvider({ provider: 'admin', baseUrl: providers.broken.url });
  const failed = report.outcomes.filter((outcome) => !outcome.passed);
  expect(failed.map((outcome) => outcome.description)).toEqual(['a request for quote request q-1']);
  // The status first, as the likely cause of the rest, then the header, then the body: the same order every run.
  expect(failed[0]?.problems).toEqual([
    'status: expected 200 but was 404',
    "Mismatch with header 'Content-Type': Expected 'application/problem+json' to match '^application/json'",
    '$: Actual map is missing the following keys: createdAt, customer, finance, quoteRequestId, vehicle',
  ]);
});

/** A provider that gets MG's running-cost models subtly wrong (an unknown power train) and leaves out an optional id. */
async function sloppyProvider(): Promise<{ url: string; server: Server }> {
  const file = new URL('../../mocks/data/api/v1/VehicleData/GetRunningCostModels.json', import.meta.url);
  const models = JSON.parse(readFileSync(file, 'utf8')) as {
    models: { modelName: string; trims: Record<string, unknown>[] }[];
  };
  const [mg4] = models.models;
  const trims = (mg4?.trims ?? []).map(({ id, ...trim }, i) =>
    i === 0 ? { ...trim, powerTrain: 'ELECTRIC' } : { id, ...trim },
  );
  const body = JSON.stringify({ models: [{ modelName: mg4?.modelName, trims }] });
  const server = createServer((request, response) => {
    const known =
      request.url?.startsWith('/api/v1/VehicleData/GetRunningCostModels') || request.url?.startsWith('/__pact');
    response.writeHead(known ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(request.url?.startsWith('/__pact') ? '{}' : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

it('catches a power train outside bev, phev and hev, and lets a trim go without its optional id', async () => {
  const { url, server: sloppy } = await sloppyProvider();
  try {
    const { report } = await verifyProvider({ provider: 'finance', baseUrl: url });
    const outcome = report.outcomes.find((o) => o.description === "a request for MG's running-cost models");
    expect(outcome?.passed).toBe(false);
    // The power train breaks the document's enum: each answer is held to it, and the rule named.
    expect([...new Set(report.failures)]).toEqual([
      'POST /api/v1/VehicleData/GetRunningCostModels (getRunningCostModels): the answer breaks the OpenAPI document: /models/0/trims/0/powerTrain must be one of "bev", "phev", "hev"',
    ]);
    // The document allows a trim without an id (the calculator does not show it), so neither check minds.
    expect(report.failures.join('\n')).not.toMatch(/\bid\b/);
    expect(outcome?.problems.join('\n')).not.toMatch(/missing the following keys/);
  } finally {
    sloppy.close();
  }
});

/**
 * The mock server behind a proxy that changes the JSON answers of one path: `change` gives the body to send instead,
 * or undefined to send the answer as it came (a refusal, say).
 */
const answerChangingProvider = (path: string, change: (answered: Record<string, unknown>) => unknown) =>
  proxiedProvider((incoming, body, outgoing) => {
    if (!incoming.url?.startsWith(path)) return false;
    const target = new URL(providers.server.url);
    const { method, headers } = incoming;
    forward({ host: target.hostname, port: target.port, path: incoming.url, method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const changed = answer.statusCode === 200 ? change(JSON.parse(text) as Record<string, unknown>) : undefined;
        outgoing.writeHead(answer.statusCode ?? 502, { 'Content-Type': answer.headers['content-type'] ?? '' });
        outgoing.end(changed === undefined ? text : JSON.stringify(changed));
      });
    }).end(body);
    return true;
  });

it.each([
  ['drops the second vehicle', (results: unknown[]) => results.slice(0, 1)],
  ['answers the two the other way round', (results: unknown[]) => [...results].reverse()],
])('fails a provider that %s of a two-vehicle calculation', async (_, change) => {
  const { url, server: changing } = await answerChangingProvider(
    '/api/v1/CostSavingCalculator/Calculate?',
    ({ vehicleResults, ...rest }) =>
      Array.isArray(vehicleResults) && vehicleResults.length > 1
        ? { ...rest, vehicleResults: change(vehicleResults) }
        : undefined,
  );
  try {
    const { report } = await verifyProvider({ provider: 'finance', baseUrl: url });
    expect(report.outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.description)).toEqual([
      'a calculation by query for a Kia Niro plug-in hybrid and hybrid against a diesel car at 400 miles a week',
    ]);
  } finally {
    changing.close();
  }
});

it('verifies a lender whose quotes, PCP and HP, list no fees, as the document allows', async () => {
  const { url, server: changing } = await answerChangingProvider(
    '/api/v1/FinanceQuote/GetSantanderFinanceQuoteData',
    (quote) => ({ ...quote, fees: [] }),
  );
  try {
    const { report } = await verifyProvider({ provider: 'finance', baseUrl: url });
    expect(report.outcomes.filter((outcome) => !outcome.passed)).toEqual([]);
  } finally {
    changing.close();
  }
});

const quotePath = '/api/v1/FinanceQuote/GetSantanderFinanceQuoteData';
const pcpQuote = 'a Santander PCP quote for the MG4: £25,995, £2,600 down, 48 months, 8,000 miles a year';
const hpQuote = 'a Santander HP quote for the MG4: £25,995, £2,600 down, 48 months';

it('fails a lender whose quote answers another question: HP to a PCP request, or another term', async () => {
  // Both still add up: the HP quote's 48 payments of £597.76 are 24 of £1,195.52, over 24 months at the 22.6% APR
  // and 11.32% flat rate those give. The PCP quote relabelled HP keeps its final payment, which hire purchase does not
  // have: the document's rules for the product refuse it before the question is compared.
  const { url, server: changing } = await answerChangingProvider(quotePath, (quote) =>
    quote.product === 'PCP'
      ? { ...quote, product: 'HP' }
      : { ...quote, term: 24, durationMonths: 24, monthlyPayment: 1195.52, interestRateRep: 22.6, fixedRate: 11.32 },
  );
  try {
    const { report } = await verifyProvider({ provider: 'finance', baseUrl: url });
    const problems = failed(report);
    expect(Object.keys(problems).sort()).toEqual([hpQuote, pcpQuote]);
    expect(problems[pcpQuote]).toMatch(/breaks the OpenAPI document/);
    expect(report.failures).toContainEqual(
      expect.stringMatching(
        /\(getSantanderFinanceQuoteData\): .*a hire purchase quote with an optional final payment of £10340 \(hire purchase has none\)$/,
      ),
    );
    expect(problems[hpQuote]).toMatch(/\$\.term/);
  } finally {
    changing.close();
  }
});

it('fails a lender whose representative APR its own payments cannot give (CONC App 1.2)', async () => {
  const { url, server: stating } = await answerChangingProvider(quotePath, (quote) =>
    quote.product === 'PCP' ? { ...quote, interestRateRep: 99 } : undefined,
  );
  try {
    const { report } = await verifyProvider({ provider: 'finance', baseUrl: url });
    expect(Object.keys(failed(report))).toEqual([pcpQuote]);
    expect(report.failures).toEqual([
      expect.stringMatching(
        /^POST \S+ \(getSantanderFinanceQuoteData\): the answer breaks the OpenAPI document: the figures do not reconcile: an APR of 99% where its payments give 9\.\d% to 10\.\d%$/,
      ),
    ]);
  } finally {
    stating.close();
  }
});

it('fails a lender whose quote does not add up, and one whose savings are not the costs’ differences', async () => {
  const { url: quoteUrl, server: quoting } = await answerChangingProvider(quotePath, (quote) =>
    quote.product === 'HP' ? { ...quote, totalRepayment: (quote.totalRepayment as number) + 1000 } : undefined,
  );
  const { url: savingUrl, server: saving } = await answerChangingProvider(
    '/api/v1/CostSavingCalculator/Calculate?',
    ({ vehicleResults, ...rest }) => ({
      ...rest,
      vehicleResults: (vehicleResults as Record<string, number>[]).map((result) => ({
        ...result,
        annualSaving: Math.round((result.annualSaving as number) * 100 + 10_000) / 100,
      })),
    }),
  );
  try {
    const quotes = (await verifyProvider({ provider: 'finance', baseUrl: quoteUrl })).report;
    expect(Object.keys(failed(quotes))).toEqual([hpQuote]);
    expect(quotes.failures).toEqual([
      `POST ${quotePath} (getSantanderFinanceQuoteData): the answer breaks the OpenAPI document: the figures do not reconcile: deposit, payments and final payment add up to £31292.48, not the total payable £32292.48`,
    ]);
    const savings = (await verifyProvider({ provider: 'finance', baseUrl: savingUrl })).report;
    expect(savings.passed).toBe(false);
    expect(savings.failures).toContain(
      'GET /api/v1/CostSavingCalculator/Calculate (calculateByQuery): the answer breaks the OpenAPI document: /vehicleResults/0: the annual saving £2281.25 is not £3608.16 less £1426.91; /vehicleResults/1: the annual saving £1705.05 is not £3608.16 less £2003.11',
    );
  } finally {
    quoting.close();
    saving.close();
  }
});

it('fails a provider whose configuration gives the fuel price in pence, naming the document’s rule a pact cannot hold', async () => {
  const { url, server: changing } = await answerChangingProvider(
    '/api/v1/CostSavingCalculator/Configuration',
    (configuration) => ({
      ...configuration,
      initialCalcOptions: { ...(configuration.initialCalcOptions as object), fuelPrice: 136 },
    }),
  );
  try {
    const { report } = await verifyProvider({ provider: 'finance', baseUrl: url });
    expect(report.passed).toBe(false);
    expect(report.outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.description)).toEqual([
      'a request for the calculator configuration',
    ]);
    expect(report.failures).toEqual([
      'GET /api/v1/CostSavingCalculator/Configuration (getConfiguration): the answer breaks the OpenAPI document: /initialCalcOptions/fuelPrice must be <= 2.5',
    ]);
  } finally {
    changing.close();
  }
});

it('checks a gzip-compressed answer too, and names a provider that drops the connection halfway through an answer', async () => {
  const { url, server: odd } = await proxiedProvider((incoming, _body, outgoing) => {
    const path = incoming.url?.split('?')[0];
    if (path === '/api/v1/CostSavingCalculator/Configuration') {
      const file = new URL('../../mocks/data/api/v1/CostSavingCalculator/Configuration.json', import.meta.url);
      const configuration = JSON.parse(readFileSync(file, 'utf8')) as { initialCalcOptions: object };
      const broken = { ...configuration, initialCalcOptions: { ...configuration.initialCalcOptions, fuelPrice: 136 } };
      outgoing.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      outgoing.end(gzipSync(JSON.stringify(broken)));
      return true;
    }
    if (path !== '/api/v1/VehicleData/GetModels') return false;
    outgoing.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
    outgoing.write('{"models":[');
    setTimeout(() => incoming.socket.destroy(), 50);
    return true;
  });
  try {
    const { report } = await verifyProvider({ provider: 'finance', baseUrl: url });
    expect(report.failures).toContain(
      'GET /api/v1/CostSavingCalculator/Configuration (getConfiguration): the answer breaks the OpenAPI document: /initialCalcOptions/fuelPrice must be <= 2.5',
    );
    const models = report.outcomes.find(({ description }) => description === "a request for MG's models");
    expect(models?.problems.join('\n')).toMatch(/the provider dropped the connection/);
  } finally {
    odd.close();
  }
});
