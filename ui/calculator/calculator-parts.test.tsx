import { waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { expect, it } from 'vitest';
import { costSavingCalculatorDefinition } from '../elements/cost-saving-calculator/cost-saving-calculator-definition.ts';
import { firstRenderHoldMs } from '../elements/define-element.ts';
import { mockBase, mockServer, renderCalculator } from './test/render-calculator.ts';
import { withMockServer } from './test/use-mock-server.ts';

withMockServer();

const rendered = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll('[part]')).flatMap((node) => (node.getAttribute('part') ?? '').split(/\s+/));

it('renders exactly the CSS parts its definition declares, while loading, over the steps and in a dialog', async () => {
  // A configuration slower than the element holds its first render for: the loading indicator shows meanwhile.
  const configuration = `${mockBase}/data/api/v1/CostSavingCalculator/Configuration.json`;
  mockServer.use(http.get(configuration, () => delay(firstRenderHoldMs + 400), { once: true }));
  const { host, view, user } = await renderCalculator('brand="MG" show-vehicle-cta vehicle-cta-href="/offers/{id}"');
  const root = host.shadowRoot as ShadowRoot;
  // Mounted, with the configuration still on its way: the loading indicator.
  const seen = new Set<string>(
    await waitFor(() => {
      const parts = rendered(root);
      expect(parts).toContain('ring');
      return parts;
    }),
  );
  const look = () => {
    for (const part of rendered(root)) seen.add(part);
  };
  await user.click(await waitFor(() => view.getByRole('button', { name: 'How do I work out my mileage?' })));
  await waitFor(() => view.getByRole('dialog'));
  look();
  await user.click(view.getByRole('button', { name: 'Close' }));
  await user.click(view.getByRole('button', { name: 'Next' }));
  await user.click(await waitFor(() => view.getByRole('button', { name: 'Next' })));
  await user.click(await waitFor(() => view.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' })));
  await user.click(view.getByRole('button', { name: 'Compare (1)' }));
  await waitFor(() => view.getAllByText('Illustrative Cost Difference'), { timeout: 6000 });
  look();
  expect([...seen].sort()).toEqual(costSavingCalculatorDefinition.parts.map(({ name }) => name).sort());
});
