/** Mounts a calculator whose stored visit is already at the models step (vehicle and charging done). */

import { waitFor } from '@testing-library/react';
import { initialCalculatorState } from '../state/store/index.ts';
import { mockSetup } from './mock-configuration.ts';
import { renderCalculator } from './render-calculator.ts';
import { seedVisit } from './seed-visit.ts';

/** The calculator at the models step for `brand`, with `attributes` added to the tag. */
export async function atModels(brand = 'MG', attributes = '') {
  const start = initialCalculatorState(mockSetup);
  seedVisit(brand, {
    ...start,
    step: 'select',
    vehicleSaved: true,
    accepted: { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 },
    savedCharging: start.charging,
  });
  const rendered = await renderCalculator(`brand="${brand}" ${attributes}`);
  await waitFor(() => rendered.view.getByRole('combobox', { name: 'Sort by' }), { timeout: 3000 });
  return rendered;
}

/** The descriptions of the edition cards on show, in order. */
export function cardDescriptions(host: HTMLElement): string[] {
  const root = host.shadowRoot as ShadowRoot;
  return Array.from(root.querySelectorAll('input[type="checkbox"]')).map(
    (box) => root.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
  );
}
