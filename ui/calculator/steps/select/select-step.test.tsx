import { fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { generatedCatalogue } from '../../../test/generated-catalogue.ts';
import { atModels, cardDescriptions } from '../../test/at-step.ts';
import { dataLayer, mockServer, renderCalculator } from '../../test/render-calculator.ts';
import { comparingVisit, seedVisit } from '../../test/seed-visit.ts';
import { withMockServer } from '../../test/use-mock-server.ts';

withMockServer();

it('offers only calculable editions with an id, and hides models with none', async () => {
  const { view, host } = await atModels('Kia');
  expect(cardDescriptions(host)).toHaveLength(5);
  expect(view.queryByText('Kia EV3 GT-Line S')).toBeNull();
  const mg = await atModels('MG');
  expect(
    within(mg.host.shadowRoot as unknown as HTMLElement).queryByRole('radio', { name: 'MG Cyberster' }),
  ).toBeNull();
});

it('says the models are compared with the example car until the figures are the visitor’s own', async () => {
  const example = await atModels('MG');
  example.view.getByText('Pick up to 3 electric or hybrid models to compare with the example car.');
  expect(example.view.queryByText(/your current car/)).toBeNull();
  example.host.remove();
  const accepted = { fuel: 'petrol', mpg: 40, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 } as const;
  seedVisit('MG', { ...comparingVisit([], { accepted }), step: 'select' });
  const own = await renderCalculator('brand="MG"');
  await waitFor(() => own.view.getByText('Pick up to 3 electric or hybrid models to compare with your current car.'), {
    timeout: 6000,
  });
});

it('filters to one model, clears back to all models, and tracks the filter', async () => {
  const { view, user, host } = await atModels();
  expect(cardDescriptions(host)).toHaveLength(5);
  await user.click(view.getByRole('radio', { name: 'MG4 EV' }));
  expect(cardDescriptions(host)).toEqual([
    'MG4 EV SE Standard Range 51kWh',
    'MG4 EV SE Long Range 64kWh',
    'MG4 EV Trophy Long Range 64kWh',
  ]);
  await user.click(view.getByRole('button', { name: 'Clear' }));
  expect(cardDescriptions(host)).toHaveLength(5);
  // Clear is gone: focus is on the filter's All Models, not on the page.
  const allModels = view.getByRole('radio', { name: 'All Models' });
  expect((allModels.getRootNode() as ShadowRoot).activeElement).toBe(allModels);
  expect(dataLayer()).toContainEqual({
    event: 'filter',
    site_section: 'cost comparison calculator',
    filter_name: 'MG4 EV',
  });
});

it('says what the grid shows after a new filter or sort, and nothing as the step opens', async () => {
  const { view, user, host } = await atModels();
  const said = () =>
    Array.from(
      host.shadowRoot?.querySelectorAll('[aria-live="polite"]') ?? [],
      (region) => region.textContent ?? '',
    ).filter(Boolean);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(said()).toEqual([]);
  await user.click(view.getByRole('radio', { name: 'MG4 EV' }));
  await waitFor(() => expect(said()).toEqual(['MG4 EV, Model: Showing 3 of 3']));
  fireEvent.change(view.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-desc' } });
  await waitFor(() => expect(said()).toEqual(['MG4 EV, Price (high to low): Showing 3 of 3']));
  await user.click(view.getByRole('radio', { name: 'All Models' }));
  await waitFor(() => expect(said()).toEqual(['All Models, Price (high to low): Showing 5 of 5']));
});

it('sorts by price either way', async () => {
  const { view, host } = await atModels();
  fireEvent.change(view.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-asc' } });
  expect(cardDescriptions(host)[0]).toBe('MG4 EV SE Standard Range 51kWh');
  fireEvent.change(view.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-desc' } });
  expect(cardDescriptions(host)[0]).toBe('MG4 EV Trophy Long Range 64kWh');
});

it('dims the other cards at the maximum, keeps them in reach with the reason, and frees a place on Remove', async () => {
  const { view, user, host } = await atModels('MG', 'max-compare="2"');
  expect(view.getByRole('heading', { name: 'Select up to 2 to compare' })).toBeTruthy();
  // Compare is never disabled: pressed with nothing chosen, it says what to do and stays on the step.
  await user.click(view.getByRole('button', { name: 'Compare (0)' }));
  expect(
    view.getAllByText('Select at least one model to compare.').every((text) => text.closest('[role="status"]')),
  ).toBe(true);
  expect(view.getByRole('heading', { name: 'Choose models to compare' })).toBeTruthy();
  const boxes = view.getAllByRole('checkbox');
  await user.click(boxes[0] as HTMLElement);
  await user.click(boxes[1] as HTMLElement);
  const unavailable = () =>
    view.getAllByRole('checkbox').filter((box) => box.getAttribute('aria-disabled') === 'true') as HTMLInputElement[];
  expect(unavailable()).toHaveLength(3);
  // Said in a status region, so a screen reader hears why the other cards are no longer offered.
  expect(
    view
      .getAllByText('You can compare up to 2 electric and hybrid vehicles at a time.')
      .some((text) => text.closest('[role="status"]')),
  ).toBe(true);
  // An unavailable card stays in the Tab order, says why when it is reached, and a press chooses nothing.
  const third = unavailable()[0] as HTMLInputElement;
  expect(third.disabled).toBe(false);
  const root = third.getRootNode() as ShadowRoot;
  const description = (third.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => root.getElementById(id)?.textContent)
    .join(' ');
  expect(description).toMatch(/You can compare up to 2 electric and hybrid vehicles at a time\.$/);
  await user.click(third);
  expect(third.checked).toBe(false);
  expect(view.getByRole('button', { name: 'Compare (2)' })).toBeTruthy();
  const [first, second] = cardDescriptions(host);
  await user.click(view.getByRole('button', { name: `Remove ${first}` }));
  expect(host.shadowRoot?.activeElement?.getAttribute('aria-label')).toBe(`Remove ${second}`);
  expect(unavailable()).toHaveLength(0);
  await user.click(view.getByRole('button', { name: 'Clear all' }));
  // Said again only when Compare is pressed again with nothing chosen.
  expect(view.getByRole('button', { name: 'Compare (0)' })).toBeTruthy();
  expect(view.queryByText('Select at least one model to compare.')).toBeNull();
});

it('shows one model at a time with filter-single-model', async () => {
  const { view, user, host } = await atModels('MG', 'filter-single-model');
  expect(view.queryByRole('radio', { name: 'All Models' })).toBeNull();
  expect(view.getByRole('radio', { name: 'MG HS' })).toHaveProperty('checked', true);
  expect(cardDescriptions(host)).toEqual(['MG HS Plug-in Hybrid SE', 'MG HS Hybrid+ SE']);
  await user.click(view.getByRole('radio', { name: 'MG4 EV' }));
  expect(cardDescriptions(host)).toHaveLength(3);
});

it('shows the manufacturer-direct description and price with oem', async () => {
  const { view } = await atModels('MG', 'oem');
  expect(view.getByText('MG4 EV SE Standard Range 51kWh, MG Direct price')).toBeTruthy();
  expect(view.getByText('£24,995')).toBeTruthy();
});

it('compares the selection', async () => {
  const { view, user } = await atModels();
  await user.click(view.getAllByRole('checkbox')[0] as HTMLElement);
  await user.click(view.getByRole('button', { name: 'Compare (1)' }));
  await waitFor(() => view.getByRole('heading', { name: 'Illustrative running cost comparison' }));
});

it('shows a brand with 5,000 trims a page at a time, Show more moving focus to the first new card', async () => {
  mockServer.use(http.get('*/GetRunningCostModels.json', () => HttpResponse.json(generatedCatalogue(5000))));
  const { view, user, host } = await atModels();
  expect(cardDescriptions(host)).toHaveLength(60);
  expect(view.getByText('Showing 60 of 5,000').getAttribute('role')).toBe('status');
  await user.click(view.getByRole('button', { name: 'Show 60 more' }));
  expect(cardDescriptions(host)).toHaveLength(120);
  expect(host.shadowRoot?.activeElement?.getAttribute('aria-labelledby')).toBe(
    view.getAllByRole('checkbox')[60]?.getAttribute('aria-labelledby'),
  );
  expect(view.getByText('Showing 120 of 5,000')).toBeTruthy();
  await user.click(view.getByRole('radio', { name: 'Model 7' }));
  expect(cardDescriptions(host)).toHaveLength(60);
  expect(cardDescriptions(host)[0]).toBe('Model 7 Edition 1 BEV');
  await user.click(view.getByRole('button', { name: 'Show 40 more' }));
  expect(cardDescriptions(host)).toHaveLength(100);
  expect(view.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
});

it('keeps a card checked on a later page checked, and in the basket, after the filter changes', async () => {
  mockServer.use(http.get('*/GetRunningCostModels.json', () => HttpResponse.json(generatedCatalogue(5000))));
  const { view, user } = await atModels();
  await user.click(view.getByRole('button', { name: 'Show 60 more' }));
  await user.click(view.getByRole('checkbox', { name: 'Model 1 Edition 88 BEV' }));
  await user.click(view.getByRole('radio', { name: 'Model 2' }));
  expect(view.getByRole('button', { name: 'Remove Model 1 Edition 88 BEV' })).toBeTruthy();
  await user.click(view.getByRole('radio', { name: 'All Models' }));
  await user.click(view.getByRole('button', { name: 'Show 60 more' }));
  expect(view.getByRole('checkbox', { name: 'Model 1 Edition 88 BEV' })).toHaveProperty('checked', true);
});

it('labels each card’s range and a hybrid’s mpg as official (WLTP) figures, as the comparison does (CAP Code 3.7)', async () => {
  const mg = await atModels('MG');
  expect(mg.view.getByText('218-mile official electric range (WLTP)')).toBeTruthy();
  const kia = await atModels('Kia');
  expect(kia.view.getAllByText(/^\d+(\.\d)? mpg official \(WLTP\)$/).length).toBeGreaterThan(0);
  expect(kia.view.queryByText(/^\d+(\.\d)? mpg$/)).toBeNull();
});
