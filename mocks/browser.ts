import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers/handlers.ts';

/**
 * Starts the MSW service worker (`/mockServiceWorker.js`) with every mock handler, so the demo page's API and
 * `/data` calls get live answers (filters, calculation, `?mockScenario=` faults). Other requests (Vite's modules,
 * images) pass through untouched.
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...createHandlers());
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass' });
}
