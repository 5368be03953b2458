import { type SetupWorker, setupWorker } from 'msw/browser';
import { createHandlers } from './handlers/handlers.ts';

/**
 * Starts the MSW service worker (`/mockServiceWorker.js`) with every mock handler, so the demo page's API and
 * `/data` calls get live answers (filters, calculation, `?mockScenario=` faults). Other requests (Vite's modules,
 * images) pass through untouched. Resolves to the worker, whose handlers Storybook's stories add to (`msw.use`).
 */
export async function startMockWorker(options: { quiet?: boolean } = {}): Promise<SetupWorker> {
  const worker = setupWorker(...createHandlers());
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
  });
  return worker;
}
