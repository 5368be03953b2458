/** Starts the mock handlers for a test file, and resets requests, handlers and storage after each test. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer, requests } from './render-calculator.ts';

/** Call once at the top of a test file. */
export function withMockServer(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mockServer.resetHandlers();
    requests.length = 0;
    sessionStorage.clear();
  });
  afterAll(() => mockServer.close());
}
