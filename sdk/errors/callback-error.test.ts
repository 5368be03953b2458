import { expect, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { createFinanceClient } from '../client/create-finance-client.ts';
import { failure } from '../test-support/failure.ts';
import { json, recordingFetch } from '../test-support/recording-fetch.ts';
import { CallbackError } from './callback-error.ts';

const baseUrl = 'https://finance.test';

it('reports an anti-forgery function that throws as a CallbackError naming the operation, with the cause', async () => {
  const fetch = recordingFetch();
  const original = new Error('cookie jar is locked');
  const admin = createAdminClient({
    baseUrl,
    fetch,
    antiForgeryToken: () => {
      throw original;
    },
  });
  const error = await failure(admin.getQuoteRequest({ quoteRequestId: 'q-1' }));
  expect(error).toBeInstanceOf(CallbackError);
  expect(error).toMatchObject({ operationId: 'getQuoteRequest', option: 'antiForgeryToken', cause: original });
  expect((error as Error).message).toBe(
    '[hcuk] getQuoteRequest: the antiForgeryToken function failed (cookie jar is locked), so the request was not sent. Fix the function passed as antiForgeryToken.',
  );
  expect(fetch.requests).toEqual([]);
});

it.each([
  ['throws', () => Promise.reject(new TypeError('vault offline')), 'vault offline'],
  ['returns a token with a line break', () => 'abc\ndef', 'it contains a line break (U+000A) at position 3'],
])('reports a security worker that %s as a CallbackError naming the operation', async (_, worker, detail) => {
  const fetch = recordingFetch();
  const finance = createFinanceClient({ baseUrl, fetch, securityWorker: worker });
  const error = await failure(finance.getModels({ brand: 'MG' }));
  expect(error).toBeInstanceOf(CallbackError);
  expect(error).toMatchObject({ operationId: 'getModels', option: 'securityWorker' });
  expect((error as Error).message).toContain(detail);
  expect(fetch.requests).toEqual([]);
});

it('reports an anti-forgery function returning a value fetch cannot send, before anything is sent', async () => {
  const fetch = recordingFetch();
  const admin = createAdminClient({ baseUrl, fetch, antiForgeryToken: async () => 'tok\u00e9n' });
  const error = await failure(admin.autocomplete({ term: 'x' }));
  expect(error).toMatchObject({ name: 'CallbackError', operationId: 'autocomplete' });
  expect((error as Error).message).toContain('it contains "é" (U+00E9) at position 3');
  expect(fetch.requests).toEqual([]);
});

it('leaves the default token worker failures as they are: an ApiError naming getToken', async () => {
  const fetch = recordingFetch(() => json({ title: 'Down', status: 503 }, 503));
  const error = await failure(createFinanceClient({ baseUrl, fetch }).getModels({ brand: 'MG' }));
  expect(error).toMatchObject({ name: 'ApiError', operationId: 'getToken', status: 503 });
});
