import { fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it, onTestFinished, vi } from 'vitest';
import { dataLayer, mockServer, renderCalculator, requests } from '../../../test/render-calculator.ts';
import { comparingVisit, seedVisit } from '../../../test/seed-visit.ts';
import { stubClipboard } from '../../../test/stub-clipboard.ts';
import { withMockServer } from '../../../test/use-mock-server.ts';
import { forVehicle, zeroAprForVehicle } from '../../../test/zero-apr-quote.ts';

withMockServer();

const mg4 = 'MG4 EV SE Standard Range 51kWh';
const attributes = 'brand="MG" finance="pcp" privacy-notice-href="https://www.example.co.uk/privacy"';
const quoteFile = '../../../../../mocks/data/api/v1/FinanceQuote/GetSantanderFinanceQuoteData.json';
const configurationFile = '../../../../../mocks/data/api/v1/CostSavingCalculator/Configuration.json';

/** The parts of the configuration these tests take away. */
type EditableConfiguration = {
  finance: {
    representativeExamples: Record<string, unknown>;
    lenderHosts?: string[];
    dealerHosts?: Record<string, string[]>;
  };
  content: { default: { finance: Record<string, unknown> } };
};

async function comparingWithFinance(extra = '') {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const rendered = await renderCalculator(`${attributes} ${extra}`);
  const panel = await waitFor(
    () => rendered.view.getByRole('region', { name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}` }),
    { timeout: 6000 },
  );
  const example = rendered.view.getByRole('region', {
    name: 'Representative example: Personal Contract Purchase (PCP)',
  });
  return { ...rendered, panel, example };
}

/** A promise a mock handler awaits to hold its answer back, and the function that lets it through. */
function heldAnswer(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** Holds the vehicle's quote for a `deposit` until the returned function is called; every other answer as usual. */
function holdQuoteAt(deposit: number): () => void {
  const { held, release } = heldAnswer();
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', async ({ request }) => {
      const asked = new URL(request.url).searchParams.get('mockBody') ?? '';
      if (forVehicle(request) && asked.includes(`"deposit":${deposit}`)) await held;
      return undefined;
    }),
  );
  return release;
}

/** Edit vehicle, then Compare in the step indicator: the MG4's illustration as it comes back. */
async function editVehicleAndBack(
  view: Awaited<ReturnType<typeof comparingWithFinance>>['view'],
  user: Awaited<ReturnType<typeof comparingWithFinance>>['user'],
): Promise<HTMLElement> {
  fireEvent.click(view.getByRole('button', { name: 'Edit vehicle' }));
  await waitFor(() => view.getByRole('heading', { name: /current vehicle/ }), { timeout: 6000 });
  await user.click(
    within(view.getByRole('navigation', { name: 'Calculator steps' })).getByRole('button', { name: /Compare/ }),
  );
  return waitFor(
    () => view.getByRole('region', { name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}` }),
    { timeout: 6000 },
  );
}

const row = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const summary = (panel: HTMLElement) => panel.querySelector('.calc-illustration__summary')?.textContent;

it('shows a Kia page the lender’s Kia example, not the MG4’s (CONC 3.5.7R), quoted by the lender like any other', async () => {
  seedVisit('Kia', comparingVisit(['kia-ev3-air-sr']));
  const { view } = await renderCalculator(attributes.replace('brand="MG"', 'brand="Kia"'));
  const example = await waitFor(
    () => view.getByRole('region', { name: 'Representative example: Personal Contract Purchase (PCP)' }),
    { timeout: 6000 },
  );
  await waitFor(() => within(example).getByText('Based on Kia EV3 Air Standard Range 58.3kWh.'), { timeout: 6000 });
  // The Kia example's own figures: its price and deposit (configuration.finance.representativeExamplesByBrand.Kia).
  expect([row(example, 'Cash price'), row(example, 'Customer deposit')]).toEqual(['£32,995.00', '£3,300.00']);
  expect(example.textContent).not.toContain('MG4');
});

it('shows the lender’s representative example once, with every item, and the visitor’s own illustration per vehicle', async () => {
  const { view, panel, example } = await comparingWithFinance();
  // The lender's chosen figures (configuration.finance.representativeExamples.PCP), as the mock lender quotes them.
  await waitFor(() => expect(row(example, '48 monthly payments')).toBe('£410.90'), { timeout: 6000 });
  expect(within(example).getByText('Based on MG4 EV SE Standard Range 51kWh.')).toBeTruthy();
  expect([
    row(example, 'Cash price'),
    row(example, 'Customer deposit'),
    row(example, 'Total amount of credit'),
    row(example, 'Optional final payment'),
    row(example, 'Total amount payable'),
    row(example, 'Duration of agreement'),
    row(example, 'Representative APR'),
    row(example, 'Annual mileage'),
  ]).toEqual([
    '£25,995.00',
    '£2,600.00',
    '£23,395.00',
    '£10,340.00 (includes option to purchase fee £10.00)',
    '£32,663.20',
    // A figure and its unit are joined by a no-break space, so a narrow card never splits them.
    '49\u00a0months',
    '9.9%\u00a0APR',
    '8,000\u00a0miles',
  ]);
  expect(view.getAllByText('Representative example', { exact: false })).toHaveLength(1);
  expect(example.textContent).toContain(
    'Finance subject to status. Over 18s and UK residents only. Finance provided by Santander Consumer (UK) plc, Santander House, 86 Station Road, Redhill, Surrey, RH1 1SR.',
  );
  expect(example.textContent).toContain('authorised and regulated by the Financial Conduct Authority');
  expect(example.textContent).toMatch(/Quoted on \d{1,2} \w+ \d{4}, valid until \d{1,2} \w+ \d{4}\./);
  // The visitor's own: 7,800 miles a year rounded to the lender's 8,000; never headed as representative.
  await waitFor(() => expect(summary(panel)).toBe('£410.90 a month for 48\u00a0months at 9.9%\u00a0APR'), {
    timeout: 6000,
  });
  // The representative example is the lender's; the visitor's own illustration, once its quote is in, says it is no
  // offer.
  expect(example.textContent).not.toContain('not an offer');
  expect(panel.textContent).toContain(
    'An illustration, not an offer. Finance subject to status: the rate you are offered depends on your circumstances.',
  );
  expect(row(panel, 'Total amount payable')).toBe('£32,663.20');
  expect(panel.textContent).not.toContain('Representative');
  // On the configuration's example figures, the fuel set against it is the example car's, not the visitor's today.
  expect(panel.textContent).toMatch(
    /a year with finance and charging, after a deposit of £2,600, against £1,072 a year on fuel for the example car/,
  );
  // Not 'borrowing to buy the car' (a PCP's payments do not buy it) nor '48 months' (the agreement runs 49).
  expect(panel.textContent).toContain(
    'This is not a saving: the 48 monthly payments repay money borrowed for the car. You would pay £10,340.00 at the end if you want to keep the car.',
  );
  expect(requests.filter((request) => request.includes('GetSantanderFinanceQuoteData'))).toHaveLength(2);
});

it('says on a dealer’s page that the dealer is a credit broker, how many lenders it works with, and its commission', async () => {
  const { example } = await comparingWithFinance('dealer-id="d-1001"');
  await waitFor(() => expect(example.textContent).toContain('Northway Motors Ltd is a credit broker, not a lender'), {
    timeout: 6000,
  });
  expect(example.textContent).toContain('limited number of lenders (3)');
  // Its FCA status, and where a customer can write to it: the broker makes this promotion (CONC 3.5.3R(1)(b)).
  expect(example.textContent).toContain(
    'Northway Motors Ltd is authorised and regulated by the Financial Conduct Authority',
  );
  expect(within(example).getByText('Northway Motors Ltd, 14 Station Road, Northway NW1 4AB (an example)')).toBeTruthy();
  const commission = within(example).getByText(
    /^If you take out finance through us, the lender pays us a commission for introducing you: a fixed fee/,
  );
  // Said in the page's own text colour, not muted with the lender's details (CONC 4.5.3R: prominently).
  expect(commission.className).toBe('calc-finance-statements__broker');
});

it.each([
  [
    'the representative example',
    (config: EditableConfiguration) => delete config.finance.representativeExamples.PCP,
    'configuration.finance.representativeExamples.PCP',
  ],
  [
    'the lender’s FCA status',
    (config: EditableConfiguration) => (config.content.default.finance.lenderFcaStatus = ''),
    'content.finance.lenderFcaStatus',
  ],
  [
    'the lender’s address',
    (config: EditableConfiguration) => (config.content.default.finance.lenderAddress = ''),
    'content.finance.lenderAddress',
  ],
  [
    'the lender named in the statements',
    (config: EditableConfiguration) => (config.content.default.finance.providedBy = 'Finance provided by us.'),
    'content.finance.providedBy (with {lender} and {address})',
  ],
  [
    'the deposit in the outgoings',
    (config: EditableConfiguration) =>
      (config.content.default.finance.outgoings = '{next} {period} with finance and {energy}'),
    'content.finance.outgoings (with {deposit})',
  ],
  [
    'the deposit in the outgoings on the example figures',
    (config: EditableConfiguration) =>
      (config.content.default.finance.outgoingsExample = '{next} {period} with finance and {energy}'),
    'content.finance.outgoingsExample (with {deposit})',
  ],
  [
    // A page off the lender's own sites that leaves dealer-id out is a broker's, unnamed (CONC 3.7.3R, 4.5.3R).
    'a dealer-id on a page that is not one of the lender’s own sites',
    (config: EditableConfiguration) => (config.finance.lenderHosts = ['www.lender.co.uk']),
    'dealer-id ("localhost" is not one of the lender’s own sites in configuration.finance.lenderHosts',
  ],
])('shows no finance figure at all without %s, and names the setting once', async (_, remove, setting) => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  mockServer.use(
    http.get('*/Configuration.json', async () => {
      const config = structuredClone((await import(configurationFile)).default) as EditableConfiguration;
      remove(config);
      return HttpResponse.json(config);
    }),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator(attributes);
  await waitFor(() => view.getAllByText(/Estimated saving/), { timeout: 6000 });
  expect(view.queryByText(/monthly payments|a month for|APR/)).toBeNull();
  const said = errors.mock.calls.map(([text]) => String(text)).filter((text) => text.includes(setting));
  expect(said).toHaveLength(1);
  errors.mockRestore();
});

it('shows no finance on a brand’s page whose cars the lender’s general example is not for (CONC 3.5.5R)', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  seedVisit('Toyota', comparingVisit(['toyota-bz4x-icon']));
  const { view } = await renderCalculator(attributes.replace('brand="MG"', 'brand="Toyota"'));
  await waitFor(() => view.getAllByText(/Estimated saving/), { timeout: 6000 });
  // Never an MG4's figures as representative of a Toyota page's business.
  expect(view.queryByText(/MG4|APR|a month for/)).toBeNull();
  expect(
    errors.mock.calls.some(([text]) =>
      String(text).includes('configuration.finance.representativeExamplesByBrand["Toyota"].PCP'),
    ),
  ).toBe(true);
  errors.mockRestore();
});

it('shows no finance on a dealer’s page without the dealer’s statements', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator(`${attributes} dealer-id="d-9999"`);
  await waitFor(() => view.getAllByText(/Estimated saving/), { timeout: 6000 });
  expect(view.queryByText(/APR/)).toBeNull();
  expect(errors.mock.calls.some(([text]) => String(text).includes('content.finance.dealers["d-9999"]'))).toBe(true);
  errors.mockRestore();
});

it('shows no finance on a page that copies a dealer’s dealer-id off that dealer’s own sites (CONC 3.7.3R)', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  mockServer.use(
    http.get('*/Configuration.json', async () => {
      const config = structuredClone((await import(configurationFile)).default) as EditableConfiguration;
      config.finance.dealerHosts = { 'd-1001': ['www.northway-motors.co.uk'] };
      return HttpResponse.json(config);
    }),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator(`${attributes} dealer-id="d-1001"`);
  await waitFor(() => view.getAllByText(/Estimated saving/), { timeout: 6000 });
  expect(view.queryByText(/APR/)).toBeNull();
  expect(view.queryByText(/Northway Motors Ltd is a credit broker/)).toBeNull();
  expect(errors.mock.calls.map(([text]) => String(text))).toContainEqual(
    expect.stringContaining('configuration.finance.dealerHosts["d-1001"] (with "localhost"'),
  );
  errors.mockRestore();
});

it('shows no finance on a manufacturer’s page without its dealer-id, and shows it with one', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view, host } = await renderCalculator(`${attributes} oem`);
  await waitFor(() => view.getAllByText(/Estimated saving/), { timeout: 6000 });
  expect(view.queryByText(/APR/)).toBeNull();
  expect(errors.mock.calls.map(([text]) => String(text))).toContainEqual(
    expect.stringContaining('dealer-id (a manufacturer’s page is a credit broker’s, with its own statements)'),
  );
  host.remove();
  errors.mockRestore();
  const broker = await renderCalculator(`${attributes} oem dealer-id="d-1001"`);
  await waitFor(() => broker.view.getByText(/Northway Motors Ltd is a credit broker, not a lender/), { timeout: 6000 });
});

it('shows no finance on a dealer’s page whose broker statement does not name the dealer by its legal name', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  mockServer.use(
    http.get('*/Configuration.json', async () => {
      const config = structuredClone((await import(configurationFile)).default) as EditableConfiguration & {
        content: { default: { finance: { dealers: Record<string, { brokerStatement: string }> } } };
      };
      const dealer = config.content.default.finance.dealers['d-1001'];
      if (!dealer) throw new Error('the mock configuration has no dealer d-1001');
      dealer.brokerStatement = 'Northway Motors is a credit broker, not a lender.';
      return HttpResponse.json(config);
    }),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator(`${attributes} dealer-id="d-1001"`);
  await waitFor(() => view.getAllByText(/Estimated saving/), { timeout: 6000 });
  expect(view.queryByText(/APR/)).toBeNull();
  expect(errors.mock.calls.map(([text]) => String(text))).toContainEqual(
    expect.stringContaining(
      'content.finance.dealers["d-1001"] (legalName, a brokerStatement that names it as a broker, fcaStatus, address, commission)',
    ),
  );
  errors.mockRestore();
});

it('quotes a new deposit within the lender’s bounds, and refuses one outside them with the rule', async () => {
  const { view, panel, user } = await comparingWithFinance();
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  const deposit = within(panel).getByRole('textbox', { name: 'Deposit' });
  fireEvent.change(deposit, { target: { value: '20000' } });
  expect(within(panel).getByText('Deposit must be between £2,600 and £10,300')).toBeTruthy();
  // "3.600" is neither £3.60 nor refused as too small: its full stop is asked about, on the digits keypad's field.
  fireEvent.change(deposit, { target: { value: '3.600' } });
  expect(
    within(panel).getByText(
      'Deposit must use a comma, not a full stop, between thousands: for £3,600, enter 3600 or 3,600',
    ),
  ).toBeTruthy();
  expect((deposit as HTMLInputElement).inputMode).toBe('numeric');
  fireEvent.change(deposit, { target: { value: '3600' } });
  await waitFor(() => expect(summary(panel)).toContain('£385.79'), { timeout: 6000 });
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
    http.get('*/GetSantanderFinanceQuoteData.json', ({ request }) =>
      forVehicle(request) ? HttpResponse.json({ title: 'Down' }, { status: 503 }) : undefined,
    ),
  );
  // On a fixed day before the mileage duty starts, an electric car's headline says until when it holds.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const { view, panel, user } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 10_000 });
  // The headline's saving, at expected real-world figures and the default prices (home at the standard capped rate).
  expect(
    view.getAllByText('Estimated saving: about £363 a year until March 2028, on the example figures').length,
  ).toBeGreaterThan(0);
  mockServer.resetHandlers();
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
}, 20_000);

/**
 * The card after a refused quote (the first deposit's answer is for another vehicle), with £3,600 typed as the deposit
 * and its quote held until `release`, then answered rightly (£385.79 a month).
 */
async function depositQuotedAfterRefusal() {
  const { held, release } = heldAnswer();
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', async ({ request }) => {
      if (!forVehicle(request)) return undefined;
      if (!(new URL(request.url).searchParams.get('mockBody') ?? '').includes('"deposit":3600'))
        return HttpResponse.json({ ...(await import(quoteFile)).default, vehicleId: 'mg-hs-phev-se' });
      await held;
      return undefined;
    }),
  );
  const { panel, user } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 6000 });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Deposit' }), { target: { value: '3600' } });
  return { panel, release };
}

it('never shows a refused quote while a changed deposit is quoted', async () => {
  const { panel, release } = await depositQuotedAfterRefusal();
  // While the new deposit is quoted, the refused answer (£410.90 a month, for another car) is not on screen.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(panel.textContent).not.toContain('£410.90');
  release();
  await waitFor(() => expect(summary(panel)).toContain('£385.79'), { timeout: 6000 });
});

it('says finance is not available when the lender has no product for the vehicle, with no Try again', async () => {
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', ({ request }) =>
      forVehicle(request)
        ? HttpResponse.json({ title: 'No finance product for this vehicle' }, { status: 404 })
        : undefined,
    ),
  );
  const { panel } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Finance is not available for this vehicle.'), { timeout: 6000 });
  expect(within(panel).queryByRole('button', { name: 'Try again' })).toBeNull();
});

it.each([
  ['whose figures do not add up', { monthlyPayment: 299 }],
  ['for another vehicle', { vehicleId: 'mg-hs-phev-se' }],
  ['for hire purchase to a PCP request', { product: 'HP' }],
  ['for another cash price, its figures made to add up', { price: 99999, credit: 97399, totalRepayment: 106667.2 }],
  ['with a negative monthly payment', { monthlyPayment: -100 }],
  // No last day of its own: the configuration's 30 days from the lender's quotedAt ended on 31 August 2026.
  ['quoted on 1 August 2026, its 30 days long past', { quotedAt: '2026-08-01T09:00:00Z' }],
  // A compliance review's answers, each adding up: a part exchange and a settlement the visitor never offered (here
  // £5,000 each, so the credit is the same), another lender's quote under this lender's name, and a date years ahead.
  ['counting a part exchange and a settlement never offered', { partExchange: 5000, settlement: 5000 }],
  ['from another lender', { lender: 'zenith' }],
  ['dated in 2031', { quotedAt: '2031-03-01T09:00:00Z', validUntil: '2031-04-01' }],
])('refuses in place a quote %s, and shows the right one after Try again', async (_, change) => {
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', async ({ request }) =>
      forVehicle(request) ? HttpResponse.json({ ...(await import(quoteFile)).default, ...change }) : undefined,
    ),
  );
  const { panel, user } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 6000 });
  expect(summary(panel)).toBeUndefined();
  mockServer.resetHandlers();
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
});

it('says beside the payment when a car’s illustration is at another rate than the representative APR', async () => {
  mockServer.use(zeroAprForVehicle());
  const { panel, example } = await comparingWithFinance();
  await waitFor(() => expect(summary(panel)).toContain('£272.00'), { timeout: 6000 });
  expect(within(panel).getByText('These figures are at 0.0% APR, not the representative 9.9% APR.')).toBeTruthy();
  // The example itself, and an illustration at its rate, say nothing of the kind.
  expect(within(example).queryByText(/not the representative/)).toBeNull();
  mockServer.resetHandlers();
});

it('says nothing of another rate when the illustration is at the representative APR', async () => {
  const { panel } = await comparingWithFinance();
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
  expect(within(panel).queryByText(/not the representative/)).toBeNull();
});

it('shows no illustration at all while the representative example cannot be shown', async () => {
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', async ({ request }) =>
      forVehicle(request)
        ? undefined
        : HttpResponse.json({ ...(await import(quoteFile)).default, representative: false }),
    ),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator(attributes);
  const example = await waitFor(
    () => view.getByRole('region', { name: 'Representative example: Personal Contract Purchase (PCP)' }),
    { timeout: 6000 },
  );
  await waitFor(() => within(example).getByText('Sorry, we could not get a finance example.'), { timeout: 6000 });
  expect(view.queryByRole('region', { name: /^Your illustration/ })).toBeNull();
  expect(view.queryByText(/a month for/)).toBeNull();
  // The whole cost of switching costs the car at its price, with no finance figure (CONC 3.5.3R(1)(a)).
  const whole = view.getByRole('region', { name: 'The whole cost of switching' });
  await waitFor(
    () => within(whole).getByText(/^MG4 EV SE Standard Range 51kWh: £[\d,.]+ over 48 months \(£25,995\.00 price, /),
    {
      timeout: 6000,
    },
  );
  expect(within(whole).getByText('Buying each car for its price, over 48 months.')).toBeTruthy();
  expect(whole.textContent).not.toMatch(/finance|final payment/);
});

it('waits for the representative example before the whole cost of switching shows any finance figure', async () => {
  const { held: answered, release: answer } = heldAnswer();
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', async ({ request }) => {
      if (forVehicle(request)) return undefined;
      await answered;
      return undefined;
    }),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator(attributes);
  const whole = await waitFor(() => view.getByRole('region', { name: 'The whole cost of switching' }), {
    timeout: 6000,
  });
  await waitFor(() => within(whole).getByText('Working out the whole cost…'), { timeout: 6000 });
  // The vehicle's own quote has had time to arrive; the panel still says nothing of finance.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(whole.textContent).not.toMatch(/£[\d,]+ finance/);
  answer();
  const total = await waitFor(
    () =>
      within(whole).getByText(
        /^MG4 EV SE Standard Range 51kWh: £[\d,.]+ over 48 months \(£[\d,.]+ deposit and monthly payments, /,
      ),
    { timeout: 6000 },
  );
  // What a PCP's total leaves out comes before the comparison with keeping the car, so it reads as handing it back.
  const lines = [...(total.parentElement?.querySelectorAll('p') ?? [])].map((line) => line.textContent ?? '');
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(
      /^These figures are for handing the car back at the end: to keep it, you would also pay the optional final payment of £[\d,.]+\.$/,
    ),
    expect.stringMatching(/^That is £[\d,.]+ (more|less) than keeping the example car for 48\smonths\.$/),
  ]);
  // And no "pays off": handed back, the visitor would have no car against keeping their own.
  expect(lines.join(' ')).not.toMatch(/pay off|pays off/);
});

it('asks again for the lender’s bounds on Try again, and keeps the term, deposit and mileage to hand', async () => {
  // Bounds the quote provider cannot quote (a 6-month term): every quote built from them fails.
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteFieldData.json', async () => {
      const file = await import('@hcuk-genesis/mocks/data/api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData.json');
      return HttpResponse.json({ ...file.default, term: { min: 6, max: 6, step: 1, default: 6 } });
    }),
  );
  const { panel, user } = await comparingWithFinance();
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 10_000 });
  expect(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' })).toBeTruthy();
  mockServer.resetHandlers();
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
}, 20_000);

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

it('says the outgoings on fuel and charging alone, as its words do, when the visitor has given their vehicle tax', async () => {
  seedVisit(
    'MG',
    comparingVisit(['mg-mg4-se-sr'], {
      accepted: { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36, vehicleTax: 200 },
    }),
  );
  const { view } = await renderCalculator(attributes);
  const panel = await waitFor(
    () => view.getByRole('region', { name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}` }),
    { timeout: 6000 },
  );
  // The card's running cost has the £200 of tax in it (£1,271.66); the sentence names fuel, so it says £1,072. (The
  // visitor's own tax makes the figures theirs: their fuel "today".)
  await waitFor(() => expect(panel.textContent).toMatch(/against £1,072 a year on fuel today/), { timeout: 6000 });
  expect(panel.textContent).not.toContain('£1,272 a year on fuel');
  // And the MG4's side is a year of payments and its charging, without its tax either: 12 × £410.90 plus the card's
  // 'of which electricity'.
  const card = view.getByRole('button', { name: `Remove ${mg4}` }).closest('li') as HTMLElement;
  const charging = [...card.querySelectorAll('.calc-figures > div')]
    .find((row) => row.querySelector('dt')?.textContent === 'of which electricity')
    ?.querySelector('dd')?.textContent;
  const pounds = Number(charging?.replace(/[£,]/g, ''));
  expect(pounds).toBeGreaterThan(0);
  const side = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(
    Math.round(12 * 410.9 + pounds),
  );
  expect(panel.textContent).toContain(
    `${side} a year with finance and charging, after a deposit of £2,600, against £1,072 a year on fuel today`,
  );
});

it('on an HP page, sets the PCP beside HP with its own APR and what its end means', async () => {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view, user } = await renderCalculator(attributes.replace('finance="pcp"', 'finance="hp"'));
  const panel = await waitFor(
    () => view.getByRole('region', { name: `Your illustration: Hire Purchase (HP), ${mg4}` }),
    { timeout: 6000 },
  );
  await user.click(await waitFor(() => within(panel).getByRole('button', { name: 'Compare PCP and HP' })));
  const table = await waitFor(() => within(panel).getByRole('table'), { timeout: 6000 });
  // Each measure heads its own row group, its two figures below it, PCP's first.
  const apr = within(table).getByRole('rowheader', { name: 'APR' }).closest('tbody') as HTMLElement;
  expect(
    within(apr)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['9.9%', '10.9%']);
  // Each figure names its headers outright, as a screen reader may not apply a row group's header.
  const root = table.getRootNode() as ShadowRoot;
  expect(
    within(apr)
      .getAllByRole('cell')
      .map((cell) => (cell.getAttribute('headers') ?? '').split(' ').map((id) => root.getElementById(id)?.textContent)),
  ).toEqual([
    ['APR', 'PCP'],
    ['APR', 'HP'],
  ]);
  // The table states PCP's rate and cost of credit, so PCP's own representative example comes with it (CONC 3.5.5R),
  // beside the page's HP one.
  const pcpExample = await waitFor(
    () => within(panel).getByRole('region', { name: 'Representative example: Personal Contract Purchase (PCP)' }),
    { timeout: 6000 },
  );
  await waitFor(() => expect(pcpExample.textContent).toMatch(/Representative APR\s*9\.9%\sAPR/), { timeout: 6000 });
  expect(view.getAllByRole('region', { name: /^Representative example: Hire Purchase/ })).toHaveLength(1);
  // The page's example is HP's; the PCP column is the only PCP shown, so what its end means is said with it.
  expect(
    within(panel).getByText(/^At the end you can pay the optional final payment and keep the car, give it back/),
  ).toBeTruthy();
});

it('says "you drive more than this PCP allows", and the charge over it, as the visitor’s only at their own mileage', async () => {
  // 700 miles a week is 36,400 a year, over the lender's highest PCP allowance of 30,000.
  const accepted = { fuel: 'petrol' as const, mpg: 45, mileage: 700, mileagePer: 'week' as const, fuelPrice: 1.36 };
  const suggestion = /^You drive more than this PCP allows\./;
  const illustration = async () => {
    seedVisit(
      'MG',
      comparingVisit(['mg-mg4-se-sr'], { accepted, vehicle: { ...comparingVisit([]).vehicle, mileage: '700' } }),
    );
    const rendered = await renderCalculator(attributes);
    const panel = await waitFor(
      () => rendered.view.getByRole('region', { name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}` }),
      { timeout: 6000 },
    );
    await waitFor(() => expect(panel.textContent).toContain('for miles over the allowance'), { timeout: 6000 });
    return { ...rendered, panel };
  };
  const own = await illustration();
  within(own.panel).getByText(suggestion);
  expect(own.panel.textContent).not.toContain('at the example mileage');
  own.host.remove();
  // A lender whose example figures are 700 miles a week: the same miles, but not the visitor's.
  mockServer.use(
    http.get('*/Configuration.json', async () => {
      const config = structuredClone((await import(configurationFile)).default) as EditableConfiguration & {
        initialCalcOptions: { mileage: number };
      };
      config.initialCalcOptions.mileage = 700;
      return HttpResponse.json(config);
    }),
  );
  const example = await illustration();
  expect(within(example.panel).queryByText(suggestion)).toBeNull();
  // The charge for miles over the allowance is the example's miles' too, and says so.
  expect(example.panel.textContent).toMatch(/for miles over the allowance at the example mileage\./);
});

it('counts the excess mileage charge in the PCP and HP table for a driver over PCP’s allowance', async () => {
  // 700 miles a week is 36,400 a year; the lender's PCP allows at most 30,000: 6,400 × 4 years × 6p = £1,536.
  const accepted = { fuel: 'petrol' as const, mpg: 45, mileage: 700, mileagePer: 'week' as const, fuelPrice: 1.36 };
  seedVisit(
    'MG',
    comparingVisit(['mg-mg4-se-sr'], { accepted, vehicle: { ...comparingVisit([]).vehicle, mileage: '700' } }),
  );
  const { view, user } = await renderCalculator(attributes);
  const panel = await waitFor(
    () => view.getByRole('region', { name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}` }),
    { timeout: 6000 },
  );
  // Beside the final payment, the other end of the agreement: the charge the outgoings above do not count. (Once the
  // quote has arrived: the region is there while it loads.)
  await waitFor(() =>
    expect(panel.textContent).toContain(
      'You would pay £4,621.00 at the end if you want to keep the car. If you give it back instead, expect to pay about £1,536.00 for miles over the allowance.',
    ),
  );
  await user.click(await waitFor(() => within(panel).getByRole('button', { name: 'Compare PCP and HP' })));
  const table = await waitFor(() => within(panel).getByRole('table'), { timeout: 6000 });
  const excess = await waitFor(
    () =>
      within(table).getByRole('rowheader', {
        name: 'Expected excess mileage charge over 4 years, if you give the car back',
      }),
    { timeout: 6000 },
  );
  expect(
    within(excess.closest('tbody') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['£1,536.00', 'None']);
});

it('says the months when a shorter agreement is set against keeping the car, even in a lender’s wording without them', async () => {
  mockServer.use(
    http.get('*/Configuration.json', async () => {
      const config = structuredClone((await import(configurationFile)).default) as EditableConfiguration & {
        content: { default: { compare: { ownership: Record<string, string> } } };
      };
      // A lender's own wording, written before agreements could differ in length.
      config.content.default.compare.ownership.moreThanKeeping = 'That is {amount} more than keeping your car.';
      config.content.default.compare.ownership.lessThanKeeping = 'That is {amount} less than keeping your car.';
      return HttpResponse.json(config);
    }),
  );
  seedVisit(
    'MG',
    comparingVisit(['mg-mg4-se-sr', 'mg-hs-hybrid-se'], {
      financeChoices: { 'mg-mg4-se-sr': { term: 36 } },
      // The visitor's own figures, so the car kept is theirs and the lender's wording for it is used.
      accepted: { fuel: 'petrol', mpg: 40, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 },
    }),
  );
  const { view } = await renderCalculator(attributes);
  const whole = await waitFor(() => view.getByRole('region', { name: 'The whole cost of switching' }), {
    timeout: 6000,
  });
  const linesOf = async (vehicle: string) => {
    const total = await waitFor(() => within(whole).getByText(new RegExp(`^${vehicle.replace('+', '\\+')}: £`)), {
      timeout: 6000,
    });
    return [...(total.parentElement?.querySelectorAll('p') ?? [])].map((line) => line.textContent ?? '');
  };
  // The MG4's 36 months against keeping the car for 36: said, in the built-in wording.
  expect(await linesOf(mg4)).toContainEqual(
    expect.stringMatching(/^That is £[\d,.]+ (more|less) than keeping your car for 36\smonths\.$/),
  );
  // The hybrid's 48 months are the whole span: the lender's own wording stands.
  expect(await linesOf('MG HS Hybrid+ SE')).toContainEqual(
    expect.stringMatching(/^That is £[\d,.]+ (more|less) than keeping your car\.$/),
  );
});

it('keeps the date of the quote on screen while a changed deposit is quoted', async () => {
  const release = holdQuoteAt(3600);
  const { panel, user } = await comparingWithFinance();
  const dated = () => panel.querySelector('.calc-finance__dated')?.textContent;
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  await waitFor(() => expect(dated()).toContain(`Quoted on ${today}`), { timeout: 6000 });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Deposit' }), { target: { value: '3600' } });
  // The kept quote is marked as updating, and still dated the day it arrived (not the new query's 1 January 1970).
  await waitFor(() => expect(panel.querySelector('.calc-illustration')?.getAttribute('aria-busy')).toBe('true'));
  expect(dated()).toContain(`Quoted on ${today}`);
  release();
  await waitFor(() => expect(summary(panel)).toContain('£385.79'), { timeout: 6000 });
  expect(dated()).toContain(`Quoted on ${today}`);
});

it('says which deposit the figures are for while the deposit typed beside them is another', async () => {
  const release = holdQuoteAt(3600);
  const { panel, user } = await comparingWithFinance();
  const note = 'These figures are for a £2,600 deposit.';
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
  expect(within(panel).queryByText(note)).toBeNull();
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  const deposit = within(panel).getByRole('textbox', { name: 'Deposit' });
  // A slip the lender's rule refuses: the £2,600 figures stay, and say so.
  fireEvent.change(deposit, { target: { value: '26000' } });
  expect(within(panel).getByText(note)).toBeTruthy();
  fireEvent.change(deposit, { target: { value: '2,600' } });
  expect(within(panel).queryByText(note)).toBeNull();
  // A new deposit, while it waits and while its quote is held; then its own figures.
  fireEvent.change(deposit, { target: { value: '3600' } });
  expect(within(panel).getByText(note)).toBeTruthy();
  await waitFor(() => expect(panel.querySelector('.calc-illustration')?.getAttribute('aria-busy')).toBe('true'));
  expect(within(panel).getByText(note)).toBeTruthy();
  release();
  await waitFor(() => expect(summary(panel)).toContain('£385.79'), { timeout: 6000 });
  expect(within(panel).queryByText(/^These figures are for a/)).toBeNull();
});

it('names a compared vehicle the whole cost leaves out because its quote failed', async () => {
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', ({ request }) =>
      (new URL(request.url).searchParams.get('mockBody') ?? '').includes('"vehicleId":"mg-mg4-se-lr"')
        ? HttpResponse.json({ title: 'Down' }, { status: 503 })
        : undefined,
    ),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr', 'mg-mg4-se-lr']));
  const { view } = await renderCalculator(attributes);
  const whole = await waitFor(() => view.getByRole('region', { name: 'The whole cost of switching' }), {
    timeout: 6000,
  });
  await waitFor(() => within(whole).getByText(/^MG4 EV SE Standard Range 51kWh: £[\d,.]+ over 48 months/), {
    timeout: 6000,
  });
  // Once its quote has failed (a 503 is asked again first): said in place, not left out unsaid.
  await waitFor(
    () => within(whole).getByText('Not included, as no figures are available: MG4 EV SE Long Range 64kWh.'),
    { timeout: 10_000 },
  );
  expect(within(whole).queryByText('Working out the whole cost…')).toBeNull();
}, 15_000);

it('says when a deposit from an earlier visit or a shared link is not offered now, and what the figures use', async () => {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr'], { financeChoices: { 'mg-mg4-se-sr': { deposit: 3050 } } }));
  const { view, user } = await renderCalculator(attributes);
  const panel = await waitFor(
    () => view.getByRole('region', { name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}` }),
    { timeout: 6000 },
  );
  await waitFor(
    () =>
      within(panel).getByText(
        'The deposit saved in this comparison (£3,050) is not offered for this car now; these figures use £3,100.',
      ),
    { timeout: 6000 },
  );
  expect(row(panel, 'Customer deposit')).toBe('£3,100.00');
  // Any change keeps the moved deposit as used: the note goes, and the deposit stays £3,100.
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  fireEvent.change(within(panel).getByRole('combobox', { name: 'Term' }), { target: { value: '36' } });
  await waitFor(() => expect(summary(panel)).toMatch(/for 36\smonths/), { timeout: 6000 });
  expect(within(panel).queryByText(/is not offered for this car now/)).toBeNull();
  expect(row(panel, 'Customer deposit')).toBe('£3,100.00');
});

it('says a card’s new finance figures once the visitor’s change to them arrives', async () => {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr', 'mg-mg4-se-lr', 'mg-hs-hybrid-se']));
  const { view, user } = await renderCalculator(attributes);
  const panel = await waitFor(
    () => view.getByRole('region', { name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}` }),
    { timeout: 6000 },
  );
  const live = () =>
    Array.from(panel.parentElement?.querySelectorAll('[aria-live="polite"]') ?? [], (region) => region.textContent);
  // Nothing said of the figures the page opened with.
  expect(live().join('')).not.toContain('a month for');
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  fireEvent.change(within(panel).getByRole('combobox', { name: 'Term' }), { target: { value: '36' } });
  await waitFor(
    () =>
      expect(live()).toContainEqual(
        expect.stringMatching(new RegExp(`^${mg4}: £[\\d,.]+ a month for 36\\smonths at \\d+\\.\\d%\\sAPR`)),
      ),
    {
      timeout: 6000,
    },
  );
});

it('says the new figures after a refused quote, from a live region already on the page while they loaded', async () => {
  const { panel, release } = await depositQuotedAfterRefusal();
  await waitFor(() => within(panel).getByText('Getting a finance example…'), { timeout: 6000 });
  // A region added with its text already in it is not read out: it must be there, empty, before the figures come.
  const regions = () => Array.from(panel.querySelectorAll('[aria-live="polite"]'));
  const waiting = regions();
  expect(waiting.map((region) => region.textContent)).toContain('');
  release();
  await waitFor(() => expect(summary(panel)).toContain('£385.79'), { timeout: 6000 });
  const said = regions().find((region) => region.textContent?.includes('£385.79'));
  expect(said?.textContent).toMatch(new RegExp(`^${mg4}: £385\\.79 a month`));
  expect(waiting).toContain(said);
});

it('says nothing of a restored visit’s finance figures as the page opens, only of a change made there', async () => {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr'], { financeChoices: { 'mg-mg4-se-sr': { term: 36 } } }));
  const { view } = await renderCalculator(attributes);
  const panel = await waitFor(
    () => view.getByRole('region', { name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}` }),
    { timeout: 6000 },
  );
  await waitFor(() => expect(panel.textContent).toMatch(/a month for 36\smonths/), { timeout: 6000 });
  const live = Array.from(
    panel.parentElement?.querySelectorAll('[aria-live="polite"]') ?? [],
    (region) => region.textContent,
  );
  expect(live.join('')).not.toContain('a month for');
});

it('copies a link with the deposit the field shows, applied at once if it was still waiting for the typing pause', async () => {
  const { view, panel, user } = await comparingWithFinance();
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
  const copied = stubClipboard();
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  const deposit = within(panel).getByRole('textbox', { name: 'Deposit' });
  fireEvent.change(deposit, { target: { value: '3600' } });
  fireEvent.click(view.getByRole('button', { name: 'Copy a link to this comparison' }));
  await waitFor(() => expect(copied).toHaveLength(1));
  expect(copied[0]).toMatch(/~mg-mg4-se-sr::3600~/);
  // The figures follow at once too, for what the link holds.
  await waitFor(() => expect(summary(panel)).toContain('£385.79'), { timeout: 6000 });
  // A deposit the lender would not take never waits: the link keeps the one the figures are for.
  fireEvent.change(deposit, { target: { value: '26000' } });
  fireEvent.click(view.getByRole('button', { name: 'Copy a link to this comparison' }));
  await waitFor(() => expect(copied).toHaveLength(2));
  expect(copied[1]).toMatch(/~mg-mg4-se-sr::3600~/);
});

it('keeps a deposit typed just before the visitor leaves the step, applied as they go', async () => {
  const { view, panel, user } = await comparingWithFinance();
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  // A phone review: 5000 typed and Edit vehicle tapped within the 300 ms pause; back on Compare, the deposit was the
  // one before, the typed one gone.
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Deposit' }), { target: { value: '3600' } });
  const back = await editVehicleAndBack(view, user);
  await user.click(within(back).getByRole('button', { name: 'Change term, deposit or mileage' }));
  expect((within(back).getByRole('textbox', { name: 'Deposit' }) as HTMLInputElement).value).toBe('3600');
});

it('keeps a deposit the lender would not take, with its error, when the visitor leaves the step and comes back', async () => {
  const { view, panel, user } = await comparingWithFinance();
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  // A phone trial: "3,1000" for 3,100, then Edit vehicle; back on Compare, the field showed the deposit before it
  // without a word, what they typed gone.
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Deposit' }), { target: { value: '3,1000' } });
  const error = within(panel).getByText(/^Deposit must/).textContent;
  const back = await editVehicleAndBack(view, user);
  // Open as it comes back, the refusal in sight: closed, it showed only in the quote request's dialog (a trial).
  const change = within(back).getByRole('button', { name: 'Change term, deposit or mileage' });
  expect(change.getAttribute('aria-expanded')).toBe('true');
  const field = within(back).getByRole('textbox', { name: 'Deposit' }) as HTMLInputElement;
  await waitFor(() => expect(field.value).toBe('3,1000'), { timeout: 6000 });
  expect(within(back).getByText(/^Deposit must/).textContent).toBe(error);
  // The figures are still the last deposit the lender took.
  expect(summary(back)).toContain('£410.90');
});

it('forgets a refused deposit with the car’s other choices when the car leaves the comparison', async () => {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr', 'mg-mg4-se-lr']));
  const { view, user } = await renderCalculator(attributes);
  const illustration = () =>
    view.getByRole('region', { name: `Your illustration: Personal Contract Purchase (PCP), ${mg4}` });
  const panel = await waitFor(illustration, { timeout: 6000 });
  await waitFor(() => expect(summary(panel)).toContain('£410.90'), { timeout: 6000 });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Deposit' }), { target: { value: '3,1000' } });
  await user.click(view.getByRole('button', { name: `Remove ${mg4}` }));
  await user.click(view.getByRole('button', { name: 'Back' }));
  await user.click(await waitFor(() => view.getByRole('checkbox', { name: mg4 }), { timeout: 6000 }));
  await user.click(view.getByRole('button', { name: /^Compare \(2\)/ }));
  const again = await waitFor(illustration, { timeout: 6000 });
  await user.click(within(again).getByRole('button', { name: 'Change term, deposit or mileage' }));
  const field = within(again).getByRole('textbox', { name: 'Deposit' }) as HTMLInputElement;
  await waitFor(() => expect(field.value).toBe('2600'), { timeout: 6000 });
  expect(within(again).queryByText(/^Deposit must/)).toBeNull();
});
