import { applyScenario } from '@hcuk-genesis/mocks';
import configurationFile from '@hcuk-genesis/mocks/data/api/v1/CostSavingCalculator/Configuration.json' with {
  type: 'json',
};
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it, onTestFinished, vi } from 'vitest';
import { dataLayer, mockServer, renderCalculator, requests, waitForText } from './test/render-calculator.ts';
import { comparingVisit, seedVisit } from './test/seed-visit.ts';
import { withMockServer } from './test/use-mock-server.ts';
import { noMileageDuty } from './use-setup-problems.ts';

withMockServer();

it('keeps what the visitor changed across a remount (a reload)', async () => {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr', 'mg-mg4-se-lr']));
  const first = await renderCalculator();
  await waitFor(() => first.view.getAllByText('Illustrative Cost Difference'), { timeout: 6000 });
  await first.user.click(first.view.getAllByRole('tab', { name: 'Weekly' })[0] as HTMLElement);
  await first.user.click(first.view.getByRole('button', { name: 'Remove MG4 EV SE Long Range 64kWh' }));
  first.host.remove();
  const again = await renderCalculator();
  await waitFor(() => again.view.getAllByRole('tab', { name: 'Weekly', selected: true }), { timeout: 6000 });
  expect(again.view.getAllByRole('tablist')).toHaveLength(1);
  expect(again.view.getByRole('heading', { name: 'Illustrative running cost comparison' })).toBeTruthy();
});

it('starts again on Reset All, and a reload finds the fresh start', async () => {
  seedVisit(
    'MG',
    comparingVisit(['mg-mg4-se-sr'], {
      step: 'vehicle',
      vehicle: { fuel: 'diesel', mpg: '38', mileage: '800', mileagePer: 'month', fuelPrice: '1.45' },
    }),
  );
  const first = await renderCalculator();
  await first.user.click(await waitFor(() => first.view.getByRole('button', { name: 'Reset All' })));
  expect(first.view.getByRole('heading', { name: 'Illustrative current vehicle' })).toBeTruthy();
  // Example figures, not claimed as typical without a source for each (CAP Code 3.7).
  expect(first.view.getByText(/^We have filled in example figures, not your own\./)).toBeTruthy();
  first.host.remove();
  const again = await renderCalculator();
  await waitFor(() => again.view.getByRole('button', { name: 'Next' }));
  expect(again.view.getByRole('navigation', { name: 'Calculator steps' }).querySelectorAll('button')).toHaveLength(0);
});

it('says what failed in the visitor’s words, keeps the detail for analytics, and recovers on Try again', async () => {
  applyScenario(mockServer, 'unauthorized');
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Sorry, we could not load the calculator.');
  expect(view.getByRole('alert').textContent).toBe(
    'Sorry, we could not load the calculator.Try again in a few minutes.Try again',
  );
  const [error] = dataLayer().filter((e) => e.event === 'calculator_error');
  expect(error).toMatchObject({ site_section: 'cost comparison calculator', step_name: 'loading' });
  expect(String(error?.error_detail)).toContain('getConfiguration failed with 401 Unauthorized');
  mockServer.resetHandlers();
  await user.click(view.getByRole('button', { name: 'Try again' }));
  await waitForText(view, 'Illustrative current vehicle');
});

it('keeps the visitor’s values when the calculation fails, and shows the figures after Retry', async () => {
  seedVisit(
    'MG',
    comparingVisit(['mg-mg4-se-sr'], {
      vehicle: { fuel: 'diesel', mpg: '38', mileage: '800', mileagePer: 'month', fuelPrice: '1.45' },
      accepted: { fuel: 'diesel', mpg: 38, mileage: 800, mileagePer: 'month', fuelPrice: 1.45 },
    }),
  );
  mockServer.use(http.get('*/Calculate.json', () => HttpResponse.json({ title: 'Server error' }, { status: 500 })));
  const { view, user } = await renderCalculator();
  // A 500 is tried three times (the SDK's retry rule for a 5xx) before the message shows: about 3 seconds.
  await waitFor(() => view.getByText('Sorry, we could not get the running costs.'), { timeout: 6000 });
  expect(view.getByText('Diesel · 38 mpg · 800 miles per month · £1.45 a litre')).toBeTruthy();
  expect(view.queryByText(/500|server/i)).toBeNull();
  mockServer.resetHandlers();
  await user.click(view.getByRole('button', { name: 'Try again' }));
  await waitFor(() => view.getAllByText('Running Cost Difference'), { timeout: 6000 });
}, 10_000);

it('says so in place when the models cannot be loaded, and when a brand has none', async () => {
  seedVisit('MG', { ...comparingVisit([]), step: 'select' });
  mockServer.use(
    http.get('*/GetRunningCostModels.json', () => HttpResponse.json({ title: 'Not found' }, { status: 404 })),
  );
  const broken = await renderCalculator();
  await waitForText(broken.view, 'Sorry, we could not get the models.');
  expect(broken.view.getByRole('alert').textContent).not.toContain('404');
  broken.host.remove();
  mockServer.resetHandlers();
  seedVisit('Ford', { ...comparingVisit([]), step: 'select' });
  const none = await renderCalculator('brand="Ford"');
  await waitForText(none.view, 'No models are available to compare for this brand at the moment.');
});

it('says on the first step when the brand offers no models, with what the visitor can do', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { view } = await renderCalculator('brand="Ford"');
  await waitForText(view, 'Sorry, there are no Ford models to compare at the moment.');
  expect(view.getByText('Try again, or come back later. Anything you enter here is kept.')).toBeTruthy();
  expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(view.getByRole('textbox', { name: 'Average MPG' })).toBeTruthy();
  // And the page's developer hears it once, in case the brand is misspelt.
  await waitFor(() =>
    expect(warn.mock.calls.filter(([text]) => String(text).includes('brand="Ford" has no models'))).toHaveLength(1),
  );
  warn.mockRestore();
});

it('uses the locale’s texts and falls back to default key by key', async () => {
  const { view } = await renderCalculator('brand="MG" locale="cy-GB"');
  // cy-GB has a title but no illustrative title: that one comes from default.
  await waitForText(view, 'Illustrative current vehicle');
  expect(view.getByRole('button', { name: 'Nesaf' })).toBeTruthy();
  expect(view.getByRole('textbox', { name: 'Average MPG' })).toBeTruthy();
  expect(view.getByRole('navigation', { name: 'Calculator steps' }).textContent).toContain('Gwefru');
  // The mock's Welsh gives 10 of the texts: the rest are English, so the calculator is marked as English, and a screen
  // reader does not read a page of English in a Welsh voice (WCAG 3.1.2).
  expect(view.getByRole('button', { name: 'Nesaf' }).closest('[lang]')?.getAttribute('lang')).toBe('en-GB');
});

it('marks its texts as English on a page in a language the configuration has no texts for', async () => {
  document.documentElement.lang = 'fr';
  onTestFinished(() => {
    document.documentElement.lang = '';
  });
  const { view } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  expect(view.getByRole('button', { name: 'Next' }).closest('[lang]')?.getAttribute('lang')).toBe('en-GB');
});

it('follows the page’s language when a single-page app changes it, without its own locale', async () => {
  document.documentElement.lang = 'en-GB';
  onTestFinished(() => {
    document.documentElement.lang = '';
  });
  const { view } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  expect(view.getByRole('button', { name: 'Next' })).toBeTruthy();
  act(() => {
    document.documentElement.lang = 'cy-GB';
  });
  await waitFor(() => view.getByRole('button', { name: 'Nesaf' }));
});

it('sends a virtual page view for each step shown', async () => {
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  await user.click(view.getByRole('button', { name: 'Next' }));
  await waitForText(view, 'How will you charge?');
  const views = dataLayer().filter((e) => e.event === 'virtual_pageview');
  expect(views.map((e) => e.step_name)).toEqual(['Vehicle details', 'Charging costs']);
  expect(requests.every((request) => !request.includes('Calculate'))).toBe(true);
});

it('tells the host’s developer once that brand is missing, while the visitor is told the calculator is not set up', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const { host, view } = await renderCalculator('max-compare="3"');
    await waitForText(view, 'Sorry, the calculator is not available at the moment.');
    host.setAttribute('max-compare', '2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const said = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('brand'));
    expect(said).toEqual([
      '[hcuk] <hcuk-cost-saving-calculator> needs brand, the brand whose editions are offered (brand="MG"): without it none are.',
    ]);
  } finally {
    warn.mockRestore();
  }
});

it('tells the lender’s developer once when the configuration has no mileage duty, and says nothing when it has', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { mileageDuty: _, ...withoutDuty } = configurationFile;
  try {
    const said = () => warn.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('mileageDuty'));
    const withIt = await renderCalculator();
    await waitForText(withIt.view, 'Illustrative current vehicle');
    expect(said()).toEqual([]);
    withIt.host.remove();
    mockServer.use(http.get('*/CostSavingCalculator/Configuration.json', () => HttpResponse.json(withoutDuty)));
    const { view } = await renderCalculator();
    await waitForText(view, 'Illustrative current vehicle');
    await waitFor(() => expect(said()).toEqual([noMileageDuty]));
  } finally {
    warn.mockRestore();
  }
});
