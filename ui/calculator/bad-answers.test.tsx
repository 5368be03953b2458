/**
 * Issue 19's table, as a visitor meets it: a provider that answers slightly wrong, then right. Each bad answer is
 * refused at the door (the SDK's validation), shown in place of the part that needed it with the rest of the
 * calculator working, asked once (a 200 is not retried), and Try again asks again and shows the right answer.
 */
import { mg4Result } from '@hcuk-genesis/sdk/test-support';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { expect, it } from 'vitest';
import { mockConfiguration } from './test/mock-configuration.ts';
import { mockServer, renderCalculator, requests, waitForText } from './test/render-calculator.ts';
import { comparingVisit, seedVisit } from './test/seed-visit.ts';
import { withMockServer } from './test/use-mock-server.ts';

withMockServer();

const calls = (file: string) => requests.filter((request) => request.includes(`/${file}`)).length;
/** Each calculation asked, as its basis and home price per kWh, sorted. */
const calculations = () =>
  requests
    .filter((request) => request.includes('/Calculate.json'))
    .map((request) => {
      const query = new URL(request.split(' ')[1] ?? '', 'http://mock.test').searchParams;
      return `${query.get('basis')} at ${query.get('homeChargeCost')}`;
    })
    .sort();
// The headline's calculation: expected real-world figures at the default home price (the standard capped rate).
const headline = 'real-world at 0.2467';
// What is asked beside it once its figures have arrived: the other basis's (official) and the off-peak tariff's (the
// standard tariff's is the headline's own).
const alternatives = ['official at 0.2467', 'real-world at 0.085'];
const answer = (file: string, body: JsonBodyType) =>
  mockServer.use(http.get(`*/${file}`, () => HttpResponse.json(body)));

const mg4 = 'mg-mg4-se-sr';
const { vehicle: _vehicle, ...resultWithoutVehicle } = mg4Result;

for (const [name, body] of [
  ['{"vehicleResults": null}', { vehicleResults: null }],
  ['{}', {}],
  ['a result without vehicle', { vehicleResults: [resultWithoutVehicle] }],
  // Adding up, but below zero: £1,071.66 less a saving of £3,629.60 (a phone review's provider).
  [
    'a running cost below zero',
    {
      vehicleResults: [
        {
          ...mg4Result,
          annualSaving: 3629.6,
          newAnnualRunningCost: -2557.94,
          monthlySaving: 302.47,
          newMonthlyRunningCost: -213.16,
          weeklySaving: 69.8,
          newWeeklyRunningCost: -49.19,
        },
      ],
    },
  ],
] as const) {
  it(`shows a calculation answering ${name} in the results, with the rest working, and Try again asks again`, async () => {
    seedVisit('MG', comparingVisit([mg4]));
    answer('Calculate.json', body);
    const { view, user } = await renderCalculator();
    await waitForText(view, 'Sorry, we could not get the running costs.');
    // Asked once (a 200 is not retried), and nothing is asked beside figures that never came.
    expect(calculations()).toEqual([headline]);
    expect(view.getByRole('alert').textContent).toBe(
      'Sorry, we could not get the running costs.Try again in a few minutes.Try again',
    );
    // In place: the current-vehicle card, its Edit links, the result card and the navigation are all still there.
    expect(view.getByText('Petrol (inc Hybrid) · 45 mpg · 150 miles per week · £1.36 a litre')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' })).toBeTruthy();
    expect(view.getAllByText('Not available').length).toBeGreaterThan(0);
    expect(view.getByRole('button', { name: 'Back' })).toBeTruthy();
    mockServer.resetHandlers();
    await user.click(view.getByRole('button', { name: 'Try again' }));
    await waitFor(() => view.getAllByText('Illustrative Cost Difference'), { timeout: 6000 });
    // The headline's calculation is asked again, then what goes beside it, so the card shows its figures with
    // everything beside them: the saving with official figures and the cost at each home tariff.
    const card = view
      .getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' })
      .closest('li') as HTMLElement;
    await waitFor(
      () =>
        expect(card.textContent).toMatch(
          /on official \(WLTP\) figures \(which favour the new car against the example mpg\).*Running cost by home tariff/,
        ),
      {
        timeout: 6000,
      },
    );
    expect(calculations()).toEqual([...alternatives, headline, headline].sort());
    expect(view.getAllByText('£1,071.66').length).toBeGreaterThan(0);
    expect(view.queryByRole('alert')).toBeNull();
  });
}

it('says on the first step when the models answer "trims": null, keeps the form, and Try again asks again', async () => {
  answer('GetRunningCostModels.json', { models: [{ modelName: 'MG4 EV', trims: null }] });
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Sorry, we could not get the models.');
  expect(calls('GetRunningCostModels.json')).toBe(1);
  expect(view.getByRole('textbox', { name: 'Average MPG' })).toBeTruthy();
  expect(view.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  mockServer.resetHandlers();
  await user.click(view.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(view.queryByText('Sorry, we could not get the models.')).toBeNull(), { timeout: 6000 });
  expect(calls('GetRunningCostModels.json')).toBe(2);
  await user.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, 'How will you charge?');
  await user.click(view.getByRole('button', { name: 'Next' }));
  await waitFor(() => view.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }), { timeout: 6000 });
});

it('shows a bad models answer on the models step in place of the cards, and Try again asks again', async () => {
  seedVisit('MG', { ...comparingVisit([]), step: 'select' });
  answer('GetRunningCostModels.json', { models: [{ modelName: 'MG4 EV', trims: null }] });
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Sorry, we could not get the models.');
  expect(view.getByRole('heading', { name: 'Choose models to compare' })).toBeTruthy();
  expect(view.getByRole('navigation', { name: 'Calculator steps' }).querySelectorAll('button').length).toBe(2);
  mockServer.resetHandlers();
  await user.click(view.getByRole('button', { name: 'Try again' }));
  await waitFor(() => view.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }), { timeout: 6000 });
  expect(calls('GetRunningCostModels.json')).toBe(2);
});

const { chargingProfiles, content, initialCalcOptions, types, ...rest } = mockConfiguration;
for (const [name, body] of [
  ['no chargingProfiles', { ...rest, content, initialCalcOptions, types }],
  ['no content', { ...rest, chargingProfiles, initialCalcOptions, types }],
  ['no initialCalcOptions', { ...rest, chargingProfiles, content, types }],
  ['no types', { ...rest, chargingProfiles, content, initialCalcOptions }],
  [
    'a profile with defaults: null',
    { ...mockConfiguration, chargingProfiles: [{ ...chargingProfiles[0], defaults: null }] },
  ],
] as const) {
  it(`shows a configuration with ${name} in the calculator's place, and Try again asks again`, async () => {
    answer('Configuration.json', body);
    const { view, user } = await renderCalculator();
    await waitForText(view, 'Sorry, we could not load the calculator.');
    expect(calls('Configuration.json')).toBe(1);
    mockServer.resetHandlers();
    await user.click(view.getByRole('button', { name: 'Try again' }));
    await waitForText(view, 'Illustrative current vehicle');
    expect(calls('Configuration.json')).toBe(2);
  });
}

it('reloads a stored comparison while the calculation answers wrong: the problem in place, then the figures', async () => {
  seedVisit('MG', comparingVisit([mg4, 'mg-hs-hybrid-se']));
  answer('Calculate.json', { vehicleResults: null });
  const first = await renderCalculator();
  await waitForText(first.view, 'Sorry, we could not get the running costs.');
  first.host.remove();
  const again = await renderCalculator();
  await waitForText(again.view, 'Sorry, we could not get the running costs.');
  expect(again.view.getByRole('heading', { name: 'Illustrative running cost comparison' })).toBeTruthy();
  mockServer.resetHandlers();
  await again.user.click(again.view.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(again.view.getAllByText('Illustrative Cost Difference')).toHaveLength(2), {
    timeout: 6000,
  });
});
