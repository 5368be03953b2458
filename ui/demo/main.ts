/**
 * The `npm start` demo page: starts the mock service worker first (so every API call is answered in mock mode),
 * then registers the elements exactly as the one-script embed does, and wires the catalogue.
 */
import { registerAllElements } from '../elements/register-all.ts';
import { logTrackingEvent, wireCatalogue } from './catalogue.ts';

try {
  await (await import('../../mocks/browser.ts')).startMockWorker();
} catch (error) {
  // The catalogue still works without mocks; only the calculator's API calls would fail.
  console.warn('[hcuk] demo: the mock service worker did not start, so API calls are not mocked', error);
}

window.hcukConfig = {
  ...window.hcukConfig,
  api: { mock: true, ...window.hcukConfig?.api },
  onTrackingEvent: logTrackingEvent,
};
wireCatalogue();
registerAllElements();
