/**
 * Generated hostile requests for the mock server's fuzz test: methods fetch cannot send, targets with traversal and
 * broken percent-encoding, queries with non-finite numbers and prototype names, foreign origins, bad content types,
 * bodies of any JSON shape, provider states of any shape, nesting up to 40,000 deep and bodies over the limit.
 */
import fc from 'fast-check';
import { mockOperations } from '../handlers/operation-types.ts';
import { providerStates } from '../server/provider-states.ts';
import type { RawRequest } from './raw-request.ts';

// Node's client sends only targets and header values of visible Latin-1 characters; the rest never leaves it.
const visible = fc.string({ unit: fc.constantFrom(...'aZ09-._~!$&\'()*+,;=:@/?%[]{}"<>\\^`|#é£'), maxLength: 24 });
const hostileText = fc.oneof(
  visible,
  fc.constantFrom('', '%', '%E0%A4%A', '..', '../..', '//', '[::1', 'constructor', '__proto__', 'toString', '1e308'),
);
const hostileNumber = fc.constantFrom('NaN', 'Infinity', '-0', '1e308', '-1', '0', '0.0000001', '10001', '4.5e1');

const apiPaths = [...new Set(mockOperations.map((operation) => operation.path))];
const target = fc.oneof(
  fc.constantFrom(...apiPaths, ...apiPaths.map((path) => `/data${path}.json`), '/__health', '/__pact/provider-states'),
  fc.array(hostileText, { maxLength: 5 }).map((segments) => `/${segments.join('/')}`),
  fc.constantFrom('//[::1', '///', '/data/../../package.json', '/data/%2e%2e/%2e%2e/package.json', '/%00'),
);
const queryNames = ['brand', 'isOem', 'fuelType', 'fuelEconomy', 'fuelPrice', 'weeklyMileage', 'chargingProfile'];
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(...queryNames, 'vehicleIds', 'homeChargeCost', 'page', 'pageSize', 'limit', '__proto__', 'term'),
      fc.oneof(hostileText, hostileNumber),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : ''));

// The scenarios that fail on purpose (server-error, unavailable: 5xx; slow: 2 s) are documented behaviour, not
// defects, so they are never asked for; every other scenario, and unknown ones, are.
const scenario = fc.constantFrom('unauthorized', 'not-found', 'malformed', 'empty', 'nonsense', '');
// The same for the one provider state that makes the configuration answer 503.
const states = Object.keys(providerStates).filter((state) => state !== 'the calculator configuration is unavailable');

const headers = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'x/é'),
    origin: fc.constantFrom('http://localhost:5173', 'https://evil.example', 'null', 'http://[::1]:1'),
    authorization: fc.constantFrom('Bearer fuzz-token', 'Bearer', 'Basic Zm9vOmJhcg=='),
    'x-mock-scenario': scenario,
    'x-client-id': visible,
  },
  { requiredKeys: [] },
);

const anything = fc.jsonValue({ maxDepth: 4 });
const body = fc.option(
  fc.oneof(
    anything.map((value) => JSON.stringify(value)),
    fc
      .record({ state: fc.oneof(fc.constantFrom(...states), anything), action: anything, params: anything })
      .map((value) => JSON.stringify(value)),
    fc
      .dictionary(fc.constantFrom(...queryNames, 'vehicleIds', 'toString', '__proto__'), anything)
      .map((value) => JSON.stringify(value)),
    fc.integer({ min: 1, max: 40_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.constantFrom('{"state":', '{"toString": 1}', '"\\ud800"', '[1,]', 'x'.repeat(70_000)),
  ),
  { nil: undefined },
);

const method = fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND');
/** One generated hostile request: method, target with query, headers and body, some deliberately broken. */
export const hostileRequest: fc.Arbitrary<RawRequest> = fc
  .record({ method, target, query, headers, body })
  .map(({ target, query, ...rest }) => ({ ...rest, target: `${target}${query}` }));
