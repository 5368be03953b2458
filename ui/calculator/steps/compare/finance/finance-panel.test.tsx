import { fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { dataLayer, mockServer, renderCalculator, requests } from '../../../test/render-calculator.ts';
import { comparingVisit, seedVisit } from '../../../test/seed-visit.ts';
import { withMockServer } from '../../../test/use-mock-server.ts';

withMockServer();

const mg4 = 'MG4 EV SE Standard Range 51kWh';
const attributes = 'brand="MG" finance="pcp" privacy-notice-href="https://www.example.co.uk/privacy"';

async function comparingWithFinance(extra = '') {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const rendered = await renderCalculator(`${attributes} ${extra}`);
  const panel = await waitFor(
    () => rendered.view.getByRole('region', { name: `Finance example: Personal Contract Purchase (PCP), ${mg4}` }),
    { timeout: 6000 },
  );
  return { ...rendered, panel };
}

const row = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it('shows the lender’s PCP quote for the vehicle’s price with every item of the representative example', async () => {
  const { panel } = await comparingWithFinance();
  // The mock lender's published formula (mocks/calculation/finance-quote.ts) at £25,995, £2,600 down, 48 months and
  // the visitor's 7,800 miles a year rounded to the lender's 8,000.
  await waitFor(() => expect(row(panel, '48 monthly payments')).toBe('£410.90'), { timeout: 6000 });
  expect(within(panel).getByText('Representative example')).toBeTruthy();
  expect([
    row(panel, 'Cash price'),
    row(panel, 'Customer deposit'),
    row(panel, 'Total amount of credit'),
    row(panel, 'Optional final payment'),
    row(panel, 'Total amount payable'),
    row(panel, 'Duration of agreement'),
    row(panel, 'Representative APR'),
    row(panel, 'Annual mileage'),
  ]).toEqual([
    '£25,995.00',
    '£2,600.00',
    '£23,395.00',
    '£10,340.00 (includes option to purchase fee £10.00)',
    '£32,663.20',
    '49 months',
    '9.9% APR',
    '8,000 miles',
  ]);
  expect(panel.textContent).toContain(
    'Finance subject to status. Over 18s and UK residents only. Santander Consumer (UK) plc',
  );
  expect(panel.textContent).toMatch(/a year with finance and charging, against £1,072 a year on fuel today/);
  expect(panel.textContent).toContain('This is not a saving');
  expect(requests.filter((request) => request.includes('GetSantanderFinanceQuoteData'))).toHaveLength(1);
});

it('quotes a new deposit within the lender’s bounds, and refuses one outside them with the rule', async () => {
  const { view, panel, user } = await comparingWithFinance();
  await waitFor(() => expect(row(panel, '48 monthly payments')).toBe('£410.90'), { timeout: 6000 });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  const deposit = within(panel).getByRole('textbox', { name: 'Deposit' });
  fireEvent.change(deposit, { target: { value: '20000' } });
  expect(within(panel).getByText('Deposit must be between £2,600 and £10,300')).toBeTruthy();
  fireEvent.change(deposit, { target: { value: '3600' } });
  await waitFor(() => expect(row(panel, '48 monthly payments')).toBe('£385.79'), { timeout: 6000 });
  expect(dataLayer()).toContainEqual(
    expect.objectContaining({
      event: 'quote_builder',
      step_number: 4,
      link_text: 'Deposit',
      selection: `${mg4}: PCP, 48 months, deposit £3,600, 8,000 miles a year`,
    }),
  );
  expect(view.getByRole('heading', { name: /running cost comparison/ })).toBeTruthy();
});

it('shows a failed quote in place with Try again, leaving the running costs as they are', async () => {
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', () => HttpResponse.json({ title: 'Down' }, { status: 503 })),
  );
  const { view, panel, user } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 10_000 });
  expect(view.getAllByText(/You would save £768 a year/).length).toBeGreaterThan(0);
  mockServer.resetHandlers();
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(row(panel, '48 monthly payments')).toBe('£410.90'), { timeout: 6000 });
}, 20_000);

it('says finance is not available when the lender has no product for the vehicle, with no Try again', async () => {
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', () =>
      HttpResponse.json({ title: 'No finance product for this vehicle' }, { status: 404 }),
    ),
  );
  const { panel } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Finance is not available for this vehicle.'), { timeout: 6000 });
  expect(within(panel).queryByRole('button', { name: 'Try again' })).toBeNull();
});

it('never shows a quote whose figures do not add up', async () => {
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', async () => {
      // The data file's quote (it adds up), with a monthly payment that does not.
      const file = await import('../../../../../mocks/data/api/v1/FinanceQuote/GetSantanderFinanceQuoteData.json');
      return HttpResponse.json({ ...file.default, monthlyPayment: 299 });
    }),
  );
  const { panel } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 6000 });
  expect(within(panel).queryByText('£299.00')).toBeNull();
});

it.each([
  ['another vehicle', { vehicleId: 'mg-hs-phev-se' }],
  ['hire purchase to a PCP request', { product: 'HP' }],
  ['another cash price, its figures made to add up', { price: 99999, credit: 97399, totalRepayment: 106667.2 }],
  ['a negative monthly payment', { monthlyPayment: -100 }],
])('refuses in place a quote for %s, and shows the right one after Try again', async (_, change) => {
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', async () => {
      const file = await import('../../../../../mocks/data/api/v1/FinanceQuote/GetSantanderFinanceQuoteData.json');
      return HttpResponse.json({ ...file.default, ...change });
    }),
  );
  const { panel, user } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 6000 });
  expect(within(panel).queryByText('Representative example')).toBeNull();
  mockServer.resetHandlers();
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(row(panel, '48 monthly payments')).toBe('£410.90'), { timeout: 6000 });
});

it('asks again for the lender’s bounds on Try again, and keeps the term, deposit and mileage to hand', async () => {
  // Bounds the quote provider cannot quote (a 6-month term): every quote built from them fails.
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteFieldData.json', async () => {
      const file = await import('../../../../../mocks/data/api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData.json');
      return HttpResponse.json({ ...file.default, term: { min: 6, max: 6, step: 1, default: 6 } });
    }),
  );
  const { panel, user } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 10_000 });
  expect(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' })).toBeTruthy();
  mockServer.resetHandlers();
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(row(panel, '48 monthly payments')).toBe('£410.90'), { timeout: 6000 });
}, 20_000);

it('shows no monthly payment without the lender’s name and address in the content', async () => {
  mockServer.use(
    http.get('*/Configuration.json', async () => {
      const file = await import('../../../../../mocks/data/api/v1/CostSavingCalculator/Configuration.json');
      const content = structuredClone(file.default.content);
      content.default.finance.lenderAddress = '';
      return HttpResponse.json({ ...file.default, content });
    }),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator(attributes);
  await waitFor(() => view.getAllByText(/You would save/), { timeout: 6000 });
  expect(view.queryByText(/monthly payments/)).toBeNull();
});

it('keeps the term, deposit and mileage fields hidden until asked for (a disclosure)', async () => {
  const { panel, user } = await comparingWithFinance();
  const toggle = await waitFor(() => within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }), {
    timeout: 6000,
  });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(within(panel).queryByRole('textbox', { name: 'Deposit' })).toBeNull();
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(within(panel).getByLabelText('Deposit')).toBeTruthy();
});
