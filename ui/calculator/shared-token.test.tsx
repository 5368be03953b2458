import { waitFor, within } from '@testing-library/react';
import { expect, it, onTestFinished } from 'vitest';
import { registerHcukCostSavingCalculator } from '../elements/cost-saving-calculator/hcuk-cost-saving-calculator.tsx';
import { mount, shadowQueries } from '../test/shadow.ts';
import { mockServer } from './test/render-calculator.ts';
import { comparingVisit, seedVisit } from './test/seed-visit.ts';
import { withMockServer } from './test/use-mock-server.ts';

withMockServer();

it('asks Token/Index once on a real API for the running costs and the finance example’s quotes together', async () => {
  // The mock handlers answer the real paths too, and refuse a secure call without a bearer token.
  // Only this calculator's API: calculators another test file left (removed, their first downloads still being
  // retried against the default hosts) must not count.
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.host === 'api.test') sent.push(`${request.method} ${url.pathname}`);
  };
  mockServer.events.on('request:start', record);
  onTestFinished(() => mockServer.events.removeListener('request:start', record));
  window.hcukConfig = { api: { baseUrl: 'https://api.test' } };
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  registerHcukCostSavingCalculator();
  const host = await mount('<hcuk-cost-saving-calculator brand="MG" finance="pcp"></hcuk-cost-saving-calculator>');
  const panel = await waitFor(
    () => shadowQueries(host).getByRole('region', { name: /^Your illustration: Personal Contract Purchase/ }),
    { timeout: 6000 },
  );
  await waitFor(() => expect(within(panel).getByText(/^£410\.90 a month/)).toBeTruthy(), { timeout: 6000 });
  const paths = sent;
  expect(paths).toEqual(
    expect.arrayContaining([
      'GET /api/v1/CostSavingCalculator/Calculate',
      'POST /api/v1/FinanceQuote/GetSantanderFinanceQuoteData',
    ]),
  );
  expect(
    paths.filter((path) => path.endsWith('/Token/Index')),
    paths.join('\n'),
  ).toHaveLength(1);
});
