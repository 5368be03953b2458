import { getResponse, http, RequestHandler } from 'msw';
import { SCENARIO_HEADER, type Scenario } from './handlers/scenarios.ts';
import type { MockNodeServer } from './node.ts';

/** What `applyScenario` needs of an MSW server or browser worker. */
export type HandlerHost = Pick<MockNodeServer, 'listHandlers' | 'use'>;

/**
 * Makes every later request to `server` (an MSW node server or browser worker) whose URL matches `path` (default
 * every request) play `scenario` (until `server.resetHandlers()`), as if each carried the `x-mock-scenario` header:
 * for tests and stories that cannot set headers, such as UI tests going through the SDK.
 */
export function applyScenario(server: HandlerHost, scenario: Scenario, path = '*'): void {
  const override = http.all(path, async ({ request }) => {
    if (request.headers.has(SCENARIO_HEADER)) return undefined;
    const headers = new Headers(request.headers);
    headers.set(SCENARIO_HEADER, scenario);
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
    const others = server
      .listHandlers()
      .filter((handler): handler is RequestHandler => handler !== override && handler instanceof RequestHandler);
    return getResponse(others, new Request(request.url, { method: request.method, headers, body }));
  });
  server.use(override);
}
