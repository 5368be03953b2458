import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { costSavingCalculatorDefinition } from '../elements/cost-saving-calculator/cost-saving-calculator-definition.ts';
import { renderCalculator } from './test/render-calculator.ts';
import { comparingVisit, seedVisit } from './test/seed-visit.ts';
import { withMockServer } from './test/use-mock-server.ts';

withMockServer();

const rendered = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll('[part]')).flatMap((node) => (node.getAttribute('part') ?? '').split(/\s+/));

it('renders exactly the CSS parts its definition declares, while loading, over the steps and in a dialog', async () => {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { host, view, user } = await renderCalculator('brand="MG" show-vehicle-cta vehicle-cta-href="/offers/{id}"');
  const root = host.shadowRoot as ShadowRoot;
  // Mounted, with the configuration still on its way: the loading indicator.
  const seen = new Set<string>(rendered(root));
  await waitFor(() => view.getAllByText('Illustrative Cost Difference'), { timeout: 3000 });
  for (const part of rendered(root)) seen.add(part);
  await user.click(view.getByRole('button', { name: 'Edit vehicle' }));
  await user.click(await waitFor(() => view.getByRole('button', { name: 'How do I work out my mileage?' })));
  await waitFor(() => view.getByRole('dialog'));
  for (const part of rendered(root)) seen.add(part);
  expect([...seen].sort()).toEqual(costSavingCalculatorDefinition.parts.map(({ name }) => name).sort());
});
