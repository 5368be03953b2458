/**
 * Starts a demo page: the mock service worker first (so every API call is answered in mock mode), then
 * `hcukConfig` with the event log as the tracking callback, then the elements, exactly as the one-script embed
 * registers them.
 */
import { registerAllElements } from '../elements/register-all.ts';
import { logTrackingEvent } from './event-log.ts';

/** Runs `wire` (the page's own controls) before the elements upgrade. */
export async function startDemo(wire: () => void): Promise<void> {
  try {
    await (await import('@hcuk-genesis/mocks/browser')).startMockWorker();
  } catch (error) {
    // The pages still work without mocks; only the calculator's API calls would fail.
    console.warn('[hcuk] demo: the mock service worker did not start, so API calls are not mocked', error);
  }
  window.hcukConfig = {
    ...window.hcukConfig,
    api: { mock: true, ...window.hcukConfig?.api },
    onTrackingEvent: logTrackingEvent,
  };
  wire();
  registerAllElements();
}
