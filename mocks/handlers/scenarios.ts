import { delay, HttpResponse } from 'msw';
import { problemResponse } from './problem.ts';

/** The fault scenarios every mock operation (except `getToken`) can be asked to play. */
export const scenarios = [
  'server-error',
  'unavailable',
  'unauthorized',
  'not-found',
  'slow',
  'malformed',
  'empty',
] as const;
/** One fault scenario. */
export type Scenario = (typeof scenarios)[number];

/** Request header that selects a scenario. */
export const SCENARIO_HEADER = 'x-mock-scenario';
/** Query parameter (on the request, or on the page URL in the browser) that selects a scenario. */
export const SCENARIO_QUERY = 'mockScenario';
/** How long the `slow` scenario waits, in milliseconds (2 s). */
export const SLOW_DELAY_MS = 2000;
/** The body of the `malformed` scenario: truncated JSON, served with status 200. */
export const MALFORMED_BODY = '{"vehicleResults": [{"annualSaving": 768.35, "vehicle": {';

function isScenario(value: string): value is Scenario {
  return (scenarios as readonly string[]).includes(value);
}

function pageScenario(): string | null {
  // In the browser the handlers run in the page, so `?mockScenario=` on the demo page's URL applies to every call.
  const search = (globalThis as { location?: { search?: string } }).location?.search;
  return search ? new URLSearchParams(search).get(SCENARIO_QUERY) : null;
}

/** The scenario a request asks for (header, then query, then page URL), null for none, or a 400 for an unknown one. */
export function readScenario(request: Request): Scenario | null | Response {
  const value =
    request.headers.get(SCENARIO_HEADER) ?? new URL(request.url).searchParams.get(SCENARIO_QUERY) ?? pageScenario();
  if (value === null || value === '') return null;
  if (isScenario(value)) return value;
  return problemResponse(
    400,
    'Invalid request',
    `unknown mock scenario "${value}"; use one of ${scenarios.join(', ')}`,
    [{ field: SCENARIO_QUERY, rule: 'enum', message: `${SCENARIO_QUERY} must be one of ${scenarios.join(', ')}` }],
  );
}

/** The failure a scenario answers with before the operation runs, after waiting for `slow`; null to carry on. */
export async function scenarioFailure(scenario: Scenario, operationId: string): Promise<Response | null> {
  switch (scenario) {
    case 'server-error':
      return problemResponse(500, 'Internal server error', `mock scenario server-error on ${operationId}`);
    case 'unavailable':
      return problemResponse(503, 'Service unavailable', `mock scenario unavailable on ${operationId}`);
    case 'unauthorized':
      return problemResponse(401, 'Unauthorized', `mock scenario unauthorized on ${operationId}`);
    case 'not-found':
      return problemResponse(404, 'Not found', `mock scenario not-found on ${operationId}`);
    case 'slow':
      await delay(SLOW_DELAY_MS);
      return null;
    default:
      return null;
  }
}

/** The operation's response validator (`@hcuk-genesis/sdk/validators`): undefined when the body keeps the rules. */
export type BodyCheck = (body: unknown) => unknown;

/**
 * Rewrites a successful answer for `malformed` (invalid JSON) and `empty` (every top-level list the document lets be
 * empty, emptied: `check` is the operation's response validator).
 */
export async function scenarioAnswer(scenario: Scenario, response: Response, check?: BodyCheck): Promise<Response> {
  if (!response.ok) return response;
  if (scenario === 'malformed') {
    return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  if (scenario === 'empty') {
    const body = JSON.stringify(emptyLists(await response.json(), check));
    return new HttpResponse(body, { status: response.status, headers: { 'Content-Type': 'application/json' } });
  }
  return response;
}

/**
 * The same body with every top-level array (or the body itself, when it is an array) emptied, except one the
 * document says may not be empty (`minItems`), which `check` refuses emptied: the scenario shows empty states, not
 * an answer the SDK's validation would refuse.
 */
export function emptyLists(body: unknown, check: BodyCheck = () => undefined): unknown {
  if (Array.isArray(body)) return check([]) === undefined ? [] : body;
  if (body === null || typeof body !== 'object') return body;
  let emptied: Record<string, unknown> = { ...body };
  for (const [key, value] of Object.entries(body)) {
    if (!Array.isArray(value)) continue;
    const tried = { ...emptied, [key]: [] };
    if (check(tried) === undefined) emptied = tried;
  }
  return emptied;
}
