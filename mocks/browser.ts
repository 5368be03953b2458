import { type SetupWorker, setupWorker } from 'msw/browser';
import { createHandlers } from './handlers/handlers.ts';

/**
 * Starts the MSW service worker (`serviceWorkerUrl`, default `/mockServiceWorker.js`, which `npx msw init <public
 * folder>` writes) with every mock handler, so the page's API and `/data` calls get live answers (filters,
 * calculation, `?mockScenario=` faults). Other requests (Vite's modules, images) pass through untouched. Resolves to
 * the worker, whose handlers Storybook's stories add to (`msw.use`).
 */
export async function startMockWorker(
  options: { quiet?: boolean; serviceWorkerUrl?: string } = {},
): Promise<SetupWorker> {
  const worker = setupWorker(...createHandlers());
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
  });
  return worker;
}
