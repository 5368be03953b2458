/**
 * Component-test support: the calculator element in jsdom, answered by the real mock handlers (MSW in node) in
 * mock mode, with Testing Library queries scoped to its shadow root.
 */

import { setupMockServer } from '@hcuk-genesis/mocks/node';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerHcukCostSavingCalculator } from '../../elements/cost-saving-calculator/hcuk-cost-saving-calculator.tsx';
import { mount, shadowQueries } from '../../test/shadow.ts';

/** Where mock mode reads `/data` files from in these tests. */
export const mockBase = 'http://mock.test';

/** The mock handlers in node; call `listen` / `resetHandlers` / `close` around the tests. */
export const mockServer = setupMockServer();

/** Every request the calculator made, as `METHOD path?query`. */
export const requests: string[] = [];
mockServer.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
});

/** Mounts `<hcuk-cost-saving-calculator {attributes}>` in mock mode; resolves once its first step shows. */
export async function renderCalculator(attributes = 'brand="MG"') {
  window.hcukConfig = { ...window.hcukConfig, api: { mock: { baseUrl: mockBase } } };
  registerHcukCostSavingCalculator();
  const host = await mount(`<hcuk-cost-saving-calculator ${attributes}></hcuk-cost-saving-calculator>`);
  const view = shadowQueries(host);
  const user = userEvent.setup();
  return { host, view, user };
}

/** Waits until `text` is on screen inside the calculator (e.g. a step heading). */
export async function waitForText(view: ReturnType<typeof shadowQueries>, text: string | RegExp) {
  return waitFor(() => view.getByText(text), { timeout: 6000 });
}

export { screen };

/** Types `value` into a text input as a visitor would leave it (change, then blur): userEvent cannot focus inside a shadow root in jsdom. */
export function enter(input: HTMLElement, value: string): void {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** The events pushed onto `window.dataLayer` so far. */
export const dataLayer = (): Record<string, unknown>[] =>
  (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
