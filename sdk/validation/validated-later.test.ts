import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createFinanceClientFor } from '../client/create-finance-client-for.ts';
import { calculateByQuery, getConfiguration } from '../definitions.ts';
import { CallbackError } from '../errors/callback-error.ts';
import { ResponseBodyError } from '../errors/response-body-error.ts';
import { dieselCalculation } from '../test-support/diesel-calculation.ts';
import { failure } from '../test-support/failure.ts';
import { json, type RecordingFetch, recordingFetch } from '../test-support/recording-fetch.ts';
import * as validated from '../validated.ts';
import { validatedLater } from './validated-later.ts';

const baseUrl = 'https://finance.test';
const securityWorker = () => 'token-1';
const configuration = JSON.parse(
  readFileSync(new URL('../../mocks/data/api/v1/CostSavingCalculator/Configuration.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** A client of getConfiguration alone, its validator from `loader`, answered by `fetch`. */
const configurationClient = (
  loader: Parameters<typeof validatedLater<typeof getConfiguration>>[1],
  fetch: RecordingFetch,
) => createFinanceClientFor([validatedLater(getConfiguration, loader)], { baseUrl, fetch, securityWorker });

/** A loader that counts its calls and resolves once `release` is called, as a chunk download would. */
function controlledLoader() {
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const loader = Object.assign(
    () => {
      loader.calls += 1;
      return ready.then(() => validated.getConfiguration);
    },
    { calls: 0 },
  );
  return { loader, release };
}

it('refuses a body that breaks the schema once the validator has loaded, as the validated definition does', async () => {
  const { loader, release } = controlledLoader();
  const fetch = recordingFetch(() => json({ ...configuration, chargingProfiles: [] }));
  const finance = configurationClient(loader, fetch);
  let settled = false;
  const call = failure(finance.getConfiguration()).finally(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  // The answer has arrived, but nothing is returned before the validator has checked it.
  expect(fetch.requests).toHaveLength(1);
  expect(settled).toBe(false);
  release();
  const error = await call;
  expect(error).toBeInstanceOf(ResponseBodyError);
  expect(error).toMatchObject({
    operationId: 'getConfiguration',
    pointer: '/chargingProfiles',
    rule: 'must have at least 1 item',
  });
  expect((error as Error).message).toContain('https://finance.test/api/v1/CostSavingCalculator/Configuration');
});

it('returns a valid body, and downloads the validator once for every call', async () => {
  const { loader, release } = controlledLoader();
  release();
  const fetch = recordingFetch(() => json(configuration));
  const finance = configurationClient(loader, fetch);
  expect(await finance.getConfiguration()).toEqual(configuration);
  expect(await finance.getConfiguration()).toEqual(configuration);
  expect(loader.calls).toBe(1);
});

it('fails the call when the download fails, and asks again at the next call', async () => {
  let calls = 0;
  const loader = () => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(validated.getConfiguration);
  };
  const fetch = recordingFetch(() => json(configuration));
  const finance = configurationClient(loader, fetch);
  const error = await failure(finance.getConfiguration());
  expect(error).toBeInstanceOf(CallbackError);
  expect(error).toMatchObject({ operationId: 'getConfiguration', option: 'validatedLater', status: undefined });
  // The stack (what consoles and error trackers show) carries the same message.
  expect((error as Error).stack).toContain('was not returned unchecked');
  expect((error as Error).message).toBe(
    '[hcuk] getConfiguration: the validatedLater loader failed (Failed to fetch dynamically imported module), so the answer from https://finance.test/api/v1/CostSavingCalculator/Configuration was not returned unchecked; the next call asks it again.',
  );
  expect(await finance.getConfiguration()).toEqual(configuration);
  expect(calls).toBe(2);
});

it("refuses a loader that gives another operation's definition, or one without its validator", async () => {
  const fetch = recordingFetch(() => json(configuration));
  const wrong = createFinanceClientFor(
    // @ts-expect-error: a loader of another operation's definition does not type-check; at run time it is refused.
    [validatedLater(getConfiguration, () => Promise.resolve(validated.calculateByQuery))],
    { baseUrl, fetch, securityWorker },
  );
  await expect(wrong.getConfiguration()).rejects.toThrow(
    "[hcuk] validatedLater(getConfiguration): the loader gave calculateByQuery's definition: give getConfiguration from '@hcuk-genesis/sdk/validated'",
  );
  const plain = createFinanceClientFor([validatedLater(getConfiguration, () => Promise.resolve(getConfiguration))], {
    baseUrl,
    fetch,
    securityWorker,
  });
  await expect(plain.getConfiguration()).rejects.toThrow(
    "the loader gave getConfiguration's definition without its validator",
  );
});

it('counts as validated: validateResponses: true accepts it, and false leaves the loader alone', async () => {
  let calls = 0;
  const loader = () => {
    calls += 1;
    return Promise.resolve(validated.calculateByQuery);
  };
  const fetch = recordingFetch(() => json({ vehicleResults: null }));
  const later = validatedLater(calculateByQuery, loader);
  const checked = createFinanceClientFor([later], { baseUrl, fetch, securityWorker, validateResponses: true });
  await expect(checked.calculateByQuery(dieselCalculation)).rejects.toMatchObject({
    pointer: '/vehicleResults',
    rule: 'must be array',
  });
  const unchecked = createFinanceClientFor([later], { baseUrl, fetch, securityWorker, validateResponses: false });
  expect(await unchecked.calculateByQuery(dieselCalculation)).toEqual({ vehicleResults: null });
  expect(calls).toBe(1);
});

it("rejects with the caller's abort while the validator is still downloading", async () => {
  const { loader } = controlledLoader();
  const fetch = recordingFetch(() => json(configuration));
  const finance = configurationClient(loader, fetch);
  const controller = new AbortController();
  const call = failure(finance.getConfiguration(undefined, { signal: controller.signal }));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(fetch.requests).toHaveLength(1);
  controller.abort(new DOMException('the visitor moved on', 'AbortError'));
  expect(await call).toMatchObject({ name: 'AbortError', message: 'the visitor moved on' });
});

it('gives up on a validator that is still downloading when the time limit runs out, less what the request took', async () => {
  const { loader } = controlledLoader();
  const fetch = recordingFetch(() => json(configuration));
  const finance = configurationClient(loader, fetch);
  const started = Date.now();
  const error = await failure(finance.getConfiguration(undefined, { timeoutMs: 50 }));
  // The answer came; the validator did not: the error says which, not "no response".
  expect(error).toMatchObject({ name: 'CallbackError', operationId: 'getConfiguration', option: 'validatedLater' });
  expect((error as Error).message).toBe(
    `[hcuk] getConfiguration: the validatedLater loader gave no validator within 50 ms, so the answer from ${baseUrl}/api/v1/CostSavingCalculator/Configuration was not returned unchecked; the next call asks it again.`,
  );
  expect((error as Error).cause).toMatchObject({ name: 'TimeoutError' });
  expect(Date.now() - started).toBeLessThan(1000);
});
