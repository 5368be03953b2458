import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it, vi } from 'vitest';
import { mockConfiguration } from '../../test/mock-configuration.ts';
import { mockBase, mockServer, renderCalculator } from '../../test/render-calculator.ts';
import { comparingVisit, seedVisit } from '../../test/seed-visit.ts';
import { withMockServer } from '../../test/use-mock-server.ts';

withMockServer();

/** The mock configuration with `terms` as the default content's terms. */
function configurationWithTerms(terms: string) {
  const content = mockConfiguration.content;
  const compare = { ...content.default?.compare, terms };
  return { ...mockConfiguration, content: { ...content, default: { ...content.default, compare } } };
}

it("renders the terms' HTML only once they are opened; until then they are text, for printing", async () => {
  const terms = '<p>Figures are estimates &amp; may change.</p><img src="/account/logout" alt="">';
  mockServer.use(
    http.get(`${mockBase}/data/api/v1/CostSavingCalculator/Configuration.json`, () =>
      HttpResponse.json(configurationWithTerms(terms)),
    ),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { host, view, user } = await renderCalculator('brand="MG"');
  // Two words apart, not "ConditionsShow terms".
  const toggle = await view.findByRole('button', { name: 'Terms and Conditions Show terms' }, { timeout: 6000 });
  const region = () => host.shadowRoot?.querySelector('.calc-terms__content');
  // No image element, so nothing in the terms is requested before the visitor asks to read them.
  expect(region()?.querySelector('img')).toBeNull();
  expect(region()?.textContent).toBe('Figures are estimates & may change.');

  await user.click(toggle);
  await waitFor(() => expect(region()?.querySelector('img')?.getAttribute('src')).toBe('/account/logout'));
  expect(region()?.querySelector('p')?.textContent).toBe('Figures are estimates & may change.');
});

it('brings the opened terms into view at once, without gliding, for a visitor who asked for less motion', async () => {
  const scrolls: ScrollIntoViewOptions[] = [];
  // The page's own (ui/test/setup.ts stubs it for jsdom), put back after; matchMedia as a visitor with reduced
  // motion set has it (jsdom has none).
  const pageScroll = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = (options) => {
    scrolls.push(options as ScrollIntoViewOptions);
  };
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
  try {
    seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
    const { view, user } = await renderCalculator('brand="MG"');
    const toggle = await view.findByRole('button', { name: /Terms and Conditions/ }, { timeout: 6000 });
    scrolls.length = 0;
    await user.click(toggle);
    await waitFor(() => expect(scrolls).toEqual([{ behavior: 'auto', block: 'nearest' }]));
  } finally {
    Element.prototype.scrollIntoView = pageScroll;
    vi.unstubAllGlobals();
  }
});
