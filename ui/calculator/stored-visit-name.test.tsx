/**
 * Two calculators of one brand on a page keep a stored visit each (an outside host-page review: sharing one key,
 * each saved over the other, and a reload opened both on the visit saved last).
 */
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mount } from '../test/shadow.ts';
import { storedVisitName } from './stored-visit-name.ts';
import { renderCalculator } from './test/render-calculator.ts';
import { comparingVisit, seedVisit } from './test/seed-visit.ts';
import { withMockServer } from './test/use-mock-server.ts';

withMockServer();

const storedStep = (name: string) =>
  (JSON.parse(sessionStorage.getItem(`hcuk-calculator:${name}`) ?? '{}') as { state?: { step?: string } }).state?.step;

it('names a second calculator of a brand MG#2 by its place among them, and another brand by its own', async () => {
  const first = await mount('<hcuk-test-named brand="MG"></hcuk-test-named>');
  const kia = await mount('<hcuk-test-named brand="Kia"></hcuk-test-named>');
  const second = await mount('<hcuk-test-named brand="MG"></hcuk-test-named>');
  expect([storedVisitName(first, 'MG'), storedVisitName(kia, 'Kia'), storedVisitName(second, 'MG')]).toEqual([
    'MG',
    'Kia',
    'MG#2',
  ]);
});

it('reopens each of two calculators of one brand on its own visit after a reload', async () => {
  // The first calculator's visit had reached the comparison; the second had not started.
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const first = await renderCalculator('brand="MG"');
  const second = await renderCalculator('brand="MG"');
  await waitFor(() => first.view.getByRole('heading', { name: /running cost comparison/ }), { timeout: 6000 });
  await waitFor(() => second.view.getByRole('heading', { name: /current vehicle/ }), { timeout: 6000 });
  await waitFor(() => expect([storedStep('MG'), storedStep('MG#2')]).toEqual(['compare', 'vehicle']));
});
