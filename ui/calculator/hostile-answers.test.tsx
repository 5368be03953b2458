/**
 * Issue 19's other defects, as a visitor meets them: answers that pass the document and still must not mislead or
 * break the calculator (repeated ids, charge types named after Object.prototype's members, figures that are no
 * figures).
 */
import { waitFor } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { expect, it, onTestFinished, vi } from 'vitest';
import { mockConfiguration, mockModels } from './test/mock-configuration.ts';
import { mockServer, renderCalculator, requests, waitForText } from './test/render-calculator.ts';
import { comparingVisit, seedVisit } from './test/seed-visit.ts';
import { withMockServer } from './test/use-mock-server.ts';

withMockServer();

const answer = (file: string, body: JsonBodyType) =>
  mockServer.use(http.get(`*/${file}`, () => HttpResponse.json(body)));
const mgModels = mockModels.models.filter((model) => model.modelName.startsWith('MG'));
const mg4 = mgModels.find((model) => model.modelName === 'MG4 EV');
const [sr, lr] = mg4?.trims ?? [];

it('offers three trims sharing one id as one card, the first, and compares that car', async () => {
  const impostors = [
    { ...lr, id: sr?.id, vendorVehicleDescription: 'Impostor One' },
    { ...lr, id: sr?.id, vendorVehicleDescription: 'Impostor Two' },
  ];
  answer('GetRunningCostModels.json', { models: [{ modelName: 'MG4 EV', trims: [sr, ...impostors] }] });
  seedVisit('MG', { ...comparingVisit([]), step: 'select' });
  const { view, user } = await renderCalculator();
  const card = await waitFor(() => view.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }), {
    timeout: 6000,
  });
  expect(view.getAllByRole('checkbox')).toHaveLength(1);
  expect(view.queryByText('Impostor One')).toBeNull();
  await user.click(card);
  expect(view.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  await user.click(view.getByRole('button', { name: 'Compare (1)' }));
  await waitFor(() => view.getAllByText('£1,071.66'), { timeout: 6000 });
  expect(view.getByRole('heading', { level: 3, name: 'MG4 EV SE Standard Range 51kWh' })).toBeTruthy();
  expect(view.queryByText(/Impostor/)).toBeNull();
});

it('edits charge types named constructor, __proto__ and toString like any other, and Next works', async () => {
  const hostile = JSON.parse(`{
    "types": { "home": "Home", "free": "Free", "standard": "Standard/Fast", "rapid": "Rapid/Ultra",
      "constructor": "Kerbside", "__proto__": "Workplace" },
    "prices": { "home": 0.085, "free": 0, "standard": 0.52, "rapid": 0.79, "toString": 0.3, "__proto__": 0.2 },
    "defaults": { "home": 0.7, "free": 0.05, "standard": 0.05, "rapid": 0.1, "toString": 0.1 }
  }`);
  answer('Configuration.json', {
    ...mockConfiguration,
    types: hostile.types,
    prices: hostile.prices,
    chargingProfiles: [{ name: 'Mixed', defaults: hostile.defaults }, ...mockConfiguration.chargingProfiles],
  });
  const { view, user, host } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  await user.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, 'How will you charge?');
  expect(view.getByRole('slider', { name: 'Kerbside' }).getAttribute('aria-valuetext')).toBe('0 percent');
  expect(view.getByRole('slider', { name: 'Workplace' }).getAttribute('aria-valuetext')).toBe('0 percent');
  expect(view.getByRole('slider', { name: 'toString' }).getAttribute('aria-valuetext')).toBe('10 percent');
  expect(view.getByRole('button', { name: 'Change Workplace price, 20.0p per kWh' })).toBeTruthy();
  expect(host.shadowRoot?.textContent).not.toMatch(/NaN|function/);
  expect(view.getByText('100%')).toBeTruthy();
  await user.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, 'Choose models to compare');
});

const result = (vehicleId: string) => ({
  vehicleId,
  annualSaving: -0.001,
  monthlySaving: -0.001,
  weeklySaving: -0.001,
  newAnnualRunningCost: 1071.661,
  newMonthlyRunningCost: 89.311,
  newWeeklyRunningCost: 20.611,
  currentAnnualRunningCost: 1071.66,
  currentMonthlyRunningCost: 89.31,
  currentWeeklyRunningCost: 20.61,
  electricityCost: 0.173,
  electricShare: 1,
  vehicle: { evRange: -5, battery: 1e308, mpg: null, capVehicleDescription: 'MG4' },
});

it('never shows a figure that is no figure: no −£0.00, no negative range, no 309-digit price', async () => {
  answer('Calculate.json', { vehicleResults: [result('mg-mg4-se-sr')] });
  answer('GetRunningCostModels.json', {
    models: [{ modelName: 'MG4 EV', trims: [{ ...sr, otp: 1e308 }] }],
  });
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  // On a fixed day before the mileage duty starts, an electric car's headline says until when it holds.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const { view, host } = await renderCalculator();
  await waitFor(() => view.getByText('Costs the same to run a year until March 2028, on the example figures'), {
    timeout: 6000,
  });
  const text = host.shadowRoot?.querySelector('.calc')?.textContent ?? '';
  expect(text).toContain('Illustrative Cost Difference£0.00');
  expect(text).not.toMatch(/\u2212£0\.00|-£0\.00|-5 miles|NaN|0000000000/);
  expect(view.queryByText('Official electric range (WLTP)')).toBeNull();
  expect(view.queryByText('Battery capacity')).toBeNull();
  expect(view.queryByText('On-the-Road Price')).toBeNull();
  await (await waitFor(() => view.getByRole('button', { name: 'Back' }))).click();
  await waitFor(() => view.getByText('Price on request'), { timeout: 6000 });
});

it('refuses a string figure or a null saving as a failed calculation, never £NaN or £0.00', async () => {
  for (const change of [{ annualSaving: '768.35' }, { annualSaving: null }]) {
    answer('Calculate.json', { vehicleResults: [{ ...result('mg-mg4-se-sr'), ...change }] });
    seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
    const { view, host } = await renderCalculator();
    await waitForText(view, 'Sorry, we could not get the running costs.');
    const panel = view.getByRole('tabpanel');
    expect(panel.textContent).toBe('Not available');
    expect(host.shadowRoot?.querySelector('.calc-current')?.textContent).not.toMatch(/£NaN|£0\.00/);
    host.remove();
    requests.length = 0;
  }
});
