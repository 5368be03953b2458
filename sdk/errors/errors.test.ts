import { createServer } from 'node:net';
import { inspect } from 'node:util';
import { expect, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { failure } from '../test-support/failure.ts';
import { json, recordingFetch } from '../test-support/recording-fetch.ts';
import { ApiError } from './api-error.ts';
import { NetworkError } from './network-error.ts';
import { ResponseBodyError } from './response-body-error.ts';

const baseUrl = 'https://admin.test';

it('throws ApiError with the parsed problem body for a JSON error', async () => {
  const problem = { title: 'Not found', status: 404, detail: 'No quote request q-404.' };
  const fetch = recordingFetch(() => json(problem, 404));
  const error = await failure(createAdminClient({ baseUrl, fetch }).getQuoteRequest({ quoteRequestId: 'q-404' }));
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 404,
    operationId: 'getQuoteRequest',
    url: 'https://admin.test/api/v1/quote/getquoterequest?quoteRequestId=q-404',
    body: problem,
  });
  expect((error as Error).message).toBe(
    '[hcuk] getQuoteRequest failed with 404 from https://admin.test/api/v1/quote/getquoterequest?quoteRequestId=q-404: No quote request q-404.',
  );
  // As Node prints it (console.log, an uncaught error): under the name the SDK exports, no internal one.
  expect(inspect(error).split('\n')[0]).toBe(`ApiError: ${(error as Error).message}`);
});

it('throws ApiError with the text body and status text for a non-JSON error', async () => {
  const fetch = recordingFetch(() => new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }));
  const error = await failure(createAdminClient({ baseUrl, fetch }).autocomplete({ term: 'x' }));
  expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway', body: 'upstream timed out' });
});

it('gives ApiError the response’s headers: a 429’s Retry-After says how long to wait', async () => {
  const problem = { title: 'Too many requests', status: 429 };
  const fetch = recordingFetch(
    () =>
      new Response(JSON.stringify(problem), {
        status: 429,
        headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '600' },
      }),
  );
  const error = await failure(createAdminClient({ baseUrl, fetch }).autocomplete({ term: 'x' }));
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).headers.get('Retry-After')).toBe('600');
});

it('throws NetworkError with no status, the cause and a hint when nothing answers', async () => {
  // A real closed port on this machine: listen, note the port, close.
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  const error = await failure(createAdminClient({ baseUrl: `http://127.0.0.1:${port}` }).autocomplete({ term: 'x' }));
  expect(error).toBeInstanceOf(NetworkError);
  expect(error).toMatchObject({ status: undefined, operationId: 'autocomplete' });
  expect((error as Error).cause).toBeInstanceOf(TypeError);
  expect((error as Error).message).toMatch(
    new RegExp(
      `^\\[hcuk\\] autocomplete: no response from http://127\\.0\\.0\\.1:${port}/api/v1/autocomplete/autocomplete\\?term=x .*Check the baseUrl.*connect-src\\.$`,
    ),
  );
});

it('throws ResponseBodyError naming the operation when a 200 body is not JSON', async () => {
  const fetch = recordingFetch(() => new Response('<html>maintenance</html>', { status: 200 }));
  const error = await failure(createAdminClient({ baseUrl, fetch }).getDealerUsers({ dealerId: 'd-1001' }));
  expect(error).toBeInstanceOf(ResponseBodyError);
  expect(error).toMatchObject({
    status: undefined,
    operationId: 'getDealerUsers',
    bodyStart: '<html>maintenance</html>',
  });
  expect((error as Error).message).toContain('[hcuk] getDealerUsers: the response from https://admin.test/');
});

it('returns the parsed data of a successful response', async () => {
  const users = { dealerId: 'd-1001', users: [] };
  const fetch = recordingFetch(() => json(users));
  expect(await createAdminClient({ baseUrl, fetch }).getDealerUsers({ dealerId: 'd-1001' })).toEqual(users);
});

it('lets an abort through as it is, not as a NetworkError', async () => {
  const controller = new AbortController();
  controller.abort();
  const error = await failure(
    createAdminClient({ baseUrl: 'http://127.0.0.1:9' }).autocomplete({ term: 'x' }, { signal: controller.signal }),
  );
  expect(error).not.toBeInstanceOf(NetworkError);
  expect((error as Error).name).toBe('AbortError');
});
