import { setupServer } from 'msw/node';
import { createHandlers, type HandlerOptions } from './handlers/handlers.ts';

/** The MSW node server of the mocks. */
export type MockNodeServer = ReturnType<typeof setupServer>;

/** An MSW node server with every mock handler (call `.listen()`); options as {@link createHandlers}. */
export function setupMockServer(options: HandlerOptions = {}): MockNodeServer {
  return setupServer(...createHandlers(options));
}
