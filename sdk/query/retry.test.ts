import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { CallbackError } from '../errors/callback-error.ts';
import { NetworkError } from '../errors/network-error.ts';
import { ResponseBodyError } from '../errors/response-body-error.ts';
import { shouldRetry } from './retry.ts';

const apiError = (status: number) => new ApiError(status, '', 'getConfiguration', 'https://x.test', null);

/** How many retries TanStack Query would make under the rule before giving up. */
function retriesFor(error: unknown): number {
  let failureCount = 0;
  while (shouldRetry(failureCount, error)) failureCount += 1;
  return failureCount;
}

it('never retries 400, 401 or 404', () => {
  expect([400, 401, 404].map((status) => retriesFor(apiError(status)))).toEqual([0, 0, 0]);
});

it('retries 500 and 503 twice, then stops', () => {
  expect([500, 503].map((status) => retriesFor(apiError(status)))).toEqual([2, 2]);
});

it('retries an error with no status (network failure) twice', () => {
  expect(retriesFor(new NetworkError('getConfiguration', 'https://x.test', new TypeError('fetch failed')))).toBe(2);
  expect(retriesFor(new Error('anything'))).toBe(2);
});

it('never retries a caller’s own abort or time limit (an SDK review: an app’s own signal was asked again)', () => {
  expect(retriesFor(new DOMException('stopped', 'AbortError'))).toBe(0);
  expect(retriesFor(new DOMException('signal timed out', 'TimeoutError'))).toBe(0);
  // The SDK's own timeoutMs is a NetworkError ("no response within"), a failure of the network: retried as before.
  const late = new NetworkError('getConfiguration', 'https://x.test', new DOMException('no response', 'TimeoutError'));
  expect(retriesFor(late)).toBe(2);
});

it('never retries the SDK’s own refusal of an argument or of a caller’s callback: it would fail the same way', () => {
  const refused = new Error("[hcuk] calculateByQuery: the configuration's charge types must be home, free, …");
  expect(retriesFor(refused)).toBe(0);
  expect(retriesFor(new CallbackError('getConfiguration', 'securityWorker', new Error('no session')))).toBe(0);
});

it('never retries a 200 whose body breaks the document or is not JSON: its status, 200, is known', () => {
  const url = 'https://x.test/api/v1/CostSavingCalculator/Calculate';
  const schema = new ResponseBodyError({
    operationId: 'calculateByQuery',
    url,
    reason: 'schema',
    pointer: '/vehicleResults',
    rule: 'must be array',
  });
  const notJson = new ResponseBodyError({
    operationId: 'calculateByQuery',
    url,
    reason: 'not-json',
    bodyStart: '{"vehicleResults": [',
    cause: new SyntaxError('Unexpected end of JSON input'),
  });
  expect([retriesFor(schema), retriesFor(notJson)]).toEqual([0, 0]);
});

it('for every status: 5xx is retried twice, anything else not at all', () => {
  fc.assert(
    fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
      expect(retriesFor(apiError(status))).toBe(status >= 500 ? 2 : 0);
    }),
  );
});
