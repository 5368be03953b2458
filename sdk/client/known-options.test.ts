import { expect, it } from 'vitest';
import { createAdminClient } from './create-admin-client.ts';
import { createFinanceClient } from './create-finance-client.ts';

const fetch = async () => new Response('{}');

it('refuses a misspelt option, which would leave the client on the production host unsaid', () => {
  // From JavaScript, or an options object spread from elsewhere: TypeScript refuses only a literal's extra key.
  const options = { baseURL: 'http://127.0.0.1:4010', fetch } as unknown as Parameters<typeof createFinanceClient>[0];
  expect(() => createFinanceClient(options)).toThrow(
    '[hcuk] unknown option "baseURL": did you mean baseUrl?; the options are environment, baseUrl, antiForgeryToken, clientId, headerNames, mock, fetch, validateResponses, securityWorker, tokenTimeoutMs.',
  );
  const admin = { baseUrl: 'http://127.0.0.1:4010', timeout: 5000 } as unknown as Parameters<
    typeof createAdminClient
  >[0];
  expect(() => createAdminClient(admin)).toThrow(/^\[hcuk\] unknown option "timeout"; the options are /);
});

it('takes one options object for both clients: the admin client ignores the token options', () => {
  const shared = { baseUrl: 'http://127.0.0.1:4010', fetch, securityWorker: () => 'token', tokenTimeoutMs: 5000 };
  expect(createFinanceClient(shared).identity).toBe('http://127.0.0.1:4010');
  expect(createAdminClient(shared).identity).toBe('http://127.0.0.1:4010');
});
