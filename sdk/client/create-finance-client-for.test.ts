import { expect, it } from 'vitest';
import * as adminOperation from '../generated/admin-definitions.ts';
import * as financeOperation from '../generated/finance-definitions.ts';
import { adminMutations } from '../query/admin-mutations.ts';
import { adminQueries } from '../query/admin-queries.ts';
import { financeMutations } from '../query/finance-mutations.ts';
import { financeQueries } from '../query/finance-queries.ts';
import { createQueryClient } from '../query/query-client.ts';
import { json, pathsOf, recordingFetch } from '../test-support/recording-fetch.ts';
import { createAdminClientFor } from './create-admin-client-for.ts';
import { createFinanceClientFor } from './create-finance-client-for.ts';

const baseUrl = 'https://finance.test';
const calculator = [
  financeOperation.getConfiguration,
  financeOperation.getRunningCostModels,
  financeOperation.calculateByQuery,
] as const;
const models = { models: [{ modelName: 'MG4 EV', trims: [] }] };

it('has a method for each picked operation and nothing else beside identity', () => {
  const finance = createFinanceClientFor(calculator, { baseUrl, fetch: recordingFetch() });
  expect(Object.keys(finance)).toEqual(['getConfiguration', 'getRunningCostModels', 'calculateByQuery', 'identity']);
});

it('fetches the bearer token for secure calls even when getToken was not picked, without offering it', async () => {
  const fetch = recordingFetch((request) =>
    request.url.endsWith('/Token/Index')
      ? json({ accessToken: 'token-1', tokenType: 'Bearer', expiresIn: 3600 })
      : json(models),
  );
  const finance = createFinanceClientFor([financeOperation.getRunningCostModels], { baseUrl, fetch });
  expect(await finance.getRunningCostModels({ brand: 'MG' })).toEqual(models);
  expect(pathsOf(fetch)).toEqual(['/api/v1/Token/Index', '/api/v1/VehicleData/GetRunningCostModels']);
  expect(fetch.requests[1]?.headers.get('Authorization')).toBe('Bearer token-1');
  expect('getToken' in finance).toBe(false);
});

it('builds query and mutation factories for the picked operations only', async () => {
  const fetch = recordingFetch(() => json(models));
  const finance = createFinanceClientFor([...calculator, financeOperation.clearCache], {
    baseUrl,
    fetch,
    securityWorker: () => 'token-1',
  });
  expect(Object.keys(financeQueries(finance))).toEqual([
    'getConfiguration',
    'getRunningCostModels',
    'calculateByQuery',
  ]);
  expect(Object.keys(financeMutations(finance))).toEqual(['clearCache']);
  const options = financeQueries(finance).getRunningCostModels({ brand: 'MG' });
  expect(options.queryKey).toEqual(['finance', 'getRunningCostModels', { brand: 'MG' }, baseUrl]);
  expect(await createQueryClient().fetchQuery(options)).toEqual(models);
});

it('does the same for the admin group', () => {
  const admin = createAdminClientFor([adminOperation.getQuoteRequest, adminOperation.saveQuoteRequest], {
    baseUrl: 'https://admin.test',
    fetch: recordingFetch(),
  });
  expect(Object.keys(admin)).toEqual(['getQuoteRequest', 'saveQuoteRequest', 'identity']);
  expect(Object.keys(adminQueries(admin))).toEqual(['getQuoteRequest']);
  expect(Object.keys(adminMutations(admin))).toEqual(['saveQuoteRequest']);
});

it('still builds queries from a spread copy of a client', () => {
  const finance = createFinanceClientFor(calculator, { baseUrl, fetch: recordingFetch() });
  expect(Object.keys(financeQueries({ ...finance }))).toEqual([
    'getConfiguration',
    'getRunningCostModels',
    'calculateByQuery',
  ]);
});

it('says which item is not a definition, as a misspelt name from JavaScript would give', () => {
  const misspelt = (financeOperation as Record<string, unknown>).getConfigurtion as typeof financeOperation.getToken;
  expect(() => createFinanceClientFor([financeOperation.getToken, misspelt])).toThrow(
    '[hcuk] createFinanceClientFor: item 1 is not an operation definition',
  );
  expect(() => financeQueries({ raw: {}, identity: 'x' } as never)).toThrow(
    '[hcuk] queries need a client from createFinanceClient or createAdminClient (or *For)',
  );
});
