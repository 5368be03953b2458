/**
 * Issue 19's stored state, as a visitor's reload meets it: a stored visit never shows what its data cannot support,
 * never more than max-compare, never a number its field refuses, and never takes long however much is stored.
 */
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderCalculator, requests, waitForText } from './test/render-calculator.ts';
import { comparingVisit, seedVisit } from './test/seed-visit.ts';
import { withMockServer } from './test/use-mock-server.ts';

withMockServer();

const mg = ['mg-mg4-se-sr', 'mg-mg4-se-lr', 'mg-mg4-trophy-lr', 'mg-hs-phev-se', 'mg-hs-hybrid-se'];

it('restores a stored comparison of nothing on the models step, not as an empty comparison', async () => {
  seedVisit('MG', comparingVisit([]));
  const { view } = await renderCalculator();
  await waitForText(view, 'Choose models to compare');
  expect(view.queryByRole('complementary', { name: /^(Your|Example) vehicle$/ })).toBeNull();
  expect(requests.some((request) => request.includes('Calculate'))).toBe(false);
});

it('restores the models step without charging done on the charging step', async () => {
  seedVisit('MG', { ...comparingVisit([]), step: 'select', savedCharging: null });
  const { view } = await renderCalculator();
  await waitForText(view, 'How will you charge?');
});

it('compares at most max-compare of five stored editions, the first three', async () => {
  seedVisit('MG', comparingVisit(mg));
  const { view } = await renderCalculator('brand="MG" max-compare="3"');
  await waitFor(() => expect(view.getAllByText('Illustrative Cost Difference')).toHaveLength(3), { timeout: 6000 });
  expect(view.getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'))).toEqual([
    'Remove MG4 EV SE Standard Range 51kWh',
    'Remove MG4 EV SE Long Range 64kWh',
    'Remove MG4 EV Trophy Long Range 64kWh',
  ]);
  const calculation = requests.find((request) => request.includes('Calculate')) ?? '';
  expect(calculation.match(/vehicleIds=/g)).toHaveLength(3);
});

it('discards a stored mileage of 1e308 instead of skipping the 10,000 limit', async () => {
  const visit = comparingVisit(['mg-mg4-se-sr']);
  seedVisit('MG', {
    ...visit,
    accepted: { fuel: 'petrol', mpg: 45, mileage: 1e308, mileagePer: 'week', fuelPrice: 1.36 },
  });
  const { view } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  expect(view.getByRole('textbox', { name: 'Average mileage' })).toHaveProperty('value', '150');
  expect(requests.some((request) => request.includes('Calculate'))).toBe(false);
});

it('reaches the models step with 30,000 stored ids, keeping the one still offered', async () => {
  const stored = [...Array.from({ length: 30_000 }, (_, i) => `gone-${i}`)];
  seedVisit('MG', { ...comparingVisit([]), step: 'select', selected: ['mg-mg4-se-lr', ...stored] });
  const { view } = await renderCalculator('brand="MG" max-compare="6"');
  await waitFor(() => view.getByRole('button', { name: 'Compare (1)' }), { timeout: 6000 });
  expect(view.getByRole('checkbox', { name: 'MG4 EV SE Long Range 64kWh' })).toHaveProperty('checked', true);
});

/** The `hcuk-step-change` details the page hears while `run` runs. */
async function stepChangesDuring(run: () => Promise<void>): Promise<unknown[]> {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent).detail);
  document.addEventListener('hcuk-step-change', listener);
  try {
    await run();
    return heard;
  } finally {
    document.removeEventListener('hcuk-step-change', listener);
  }
}

it('tells the host once that a stored visit opens on the comparison, from the first step, and a new visit nothing', async () => {
  const stored = await stepChangesDuring(async () => {
    seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
    const { view } = await renderCalculator();
    await waitForText(view, 'Illustrative running cost comparison');
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  expect(stored).toEqual([{ step: 'compare', previous: 'vehicle' }]);
  document.body.replaceChildren();
  sessionStorage.clear();
  const fresh = await stepChangesDuring(async () => {
    const { view } = await renderCalculator();
    await waitForText(view, 'Illustrative current vehicle');
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  expect(fresh).toEqual([]);
});
