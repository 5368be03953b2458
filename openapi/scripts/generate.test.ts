import { describe, expect, it } from 'vitest';
import { findDrift, groups, readDocument } from './generate.ts';
import { operationEntries } from './operations-table.ts';
import { buildRulesModule } from './request-rules.ts';

const documents = { finance: await readDocument('finance'), admin: await readDocument('admin') };

describe('generated code', () => {
  it('matches the committed sdk/generated files', async () => {
    expect(await findDrift(documents)).toEqual([]);
  });

  it('names the drifted file when a schema changes without regenerating', async () => {
    const changed = structuredClone(documents);
    const trim = changed.finance.components?.schemas?.Trim as { properties: Record<string, unknown> };
    trim.properties.towingCapacityKg = { type: 'number' };
    expect(await findDrift(changed)).toEqual(['sdk/generated/finance.ts', 'sdk/generated/finance-validators.ts']);
  });

  it('names the operation definitions when an operation moves', async () => {
    const changed = structuredClone(documents);
    // Renamed in place, so the operations keep their order and only what holds the path changes.
    changed.admin.paths = Object.fromEntries(
      Object.entries(changed.admin.paths).map(([path, item]) => [
        path === '/api/v1/quote/getquoterequest' ? '/api/v1/quote/getquoterequest-v2' : path,
        item,
      ]),
    );
    expect(await findDrift(changed)).toEqual([
      'sdk/generated/admin.ts',
      'sdk/generated/admin-definitions.ts',
      'sdk/generated/admin-validated-definitions.ts',
    ]);
  });
});

describe('rules modules', () => {
  it('gives a parameter its own plausible bounds where one schema serves several, through a $ref too', () => {
    const price = { $ref: '#/components/schemas/PricePerKwh' };
    const module = buildRulesModule('test', {
      paths: {
        '/calculate': {
          get: {
            operationId: 'calculate',
            parameters: [
              { name: 'home', in: 'query', schema: price, 'x-plausible-minimum': 0.05, 'x-plausible-maximum': 0.45 },
              { $ref: '#/components/parameters/Rapid' },
              { name: 'free', in: 'query', schema: price },
            ],
          },
        },
      },
      components: {
        parameters: { Rapid: { name: 'rapid', in: 'query', schema: price, 'x-plausible-minimum': 0.25 } as never },
        schemas: { PricePerKwh: { type: 'number', minimum: 0, maximum: 1 } as never },
      },
    });
    expect(module).toContain(
      'export const calculatePlausible = { home: { plausibleMinimum: 0.05, plausibleMaximum: 0.45 }, rapid: { plausibleMinimum: 0.25 } } as const;',
    );
  });
});

describe('operations tables', () => {
  const finance = operationEntries(documents.finance);
  const admin = operationEntries(documents.admin);

  it('covers 34 operations on 33 paths', () => {
    expect(finance).toHaveLength(22);
    expect(admin).toHaveLength(12);
    expect(new Set([...finance, ...admin].map((entry) => entry.path)).size).toBe(33);
  });

  it('marks every finance operation secure except Token/Index, and no admin operation', () => {
    expect(finance.filter((entry) => !entry.secure).map((entry) => entry.operationId)).toEqual(['getToken']);
    expect(admin.filter((entry) => entry.secure)).toEqual([]);
  });

  it('describes both readings of the calculation on one path', () => {
    const calculation = finance.filter((entry) => entry.path === '/api/v1/CostSavingCalculator/Calculate');
    expect(calculation.map(({ operationId, method, body }) => ({ operationId, method, body }))).toEqual([
      { operationId: 'calculateByQuery', method: 'get', body: null },
      { operationId: 'calculate', method: 'post', body: 'object' },
    ]);
    expect(calculation[0]?.query).toEqual([
      'fuelType',
      'fuelEconomy',
      'fuelPrice',
      'petrolPrice',
      'weeklyMileage',
      'chargingProfile',
      'vehicleIds',
      'homeChargeCost',
      'freeChargeCost',
      'standardChargeCost',
      'rapidChargeCost',
      'basis',
    ]);
  });

  it('includes path-level parameters in every operation of the path', () => {
    const changed = structuredClone(documents.admin);
    const item = changed.paths['/api/v1/dealerusers/getdealerusers'] as Record<string, unknown>;
    item.parameters = [{ name: 'region', in: 'query', schema: { type: 'string' } }];
    const entry = operationEntries(changed).find((e) => e.operationId === 'getDealerUsers');
    expect(entry?.query).toEqual(['region', 'dealerId']);
  });

  it('makes every GET and every POST marked x-query a query, and the rest mutations', () => {
    const mutations = [...finance, ...admin].filter((entry) => entry.kind === 'mutation');
    expect(mutations.map((entry) => entry.operationId)).toEqual([
      'clearCache',
      'clearOemDealerCache',
      'getToken',
      'updateNotificationState',
      'initialPayloadRequest',
      'proposalSubmitted',
      'decisionReturned',
      'saveQuoteRequest',
      'sendGridEvent',
      'updateVehicleMileage',
    ]);
    expect(mutations.every((entry) => entry.method === 'post')).toBe(true);
  });

  it('lets x-query override the method, and rejects an x-query that is not a boolean', () => {
    const changed = structuredClone(documents.admin);
    const get = changed.paths['/api/v1/dealerusers/getdealerusers']?.get as Record<string, unknown>;
    get['x-query'] = false;
    expect(operationEntries(changed).find((e) => e.operationId === 'getDealerUsers')?.kind).toBe('mutation');
    get['x-query'] = 'yes';
    expect(() => operationEntries(changed)).toThrow('[hcuk] getDealerUsers: x-query must be true or false, got "yes"');
  });

  it('lists the query parameters marked x-personal-data, and refuses a mark that is not a boolean or not on a query', () => {
    expect(
      [...finance, ...admin].filter((entry) => 'personal' in entry).map((e) => [e.operationId, e.personal]),
    ).toEqual([
      ['getVrmData', ['vrm']],
      ['updateVehicleMileage', ['vrm']],
    ]);
    const changed = structuredClone(documents.admin);
    const get = changed.paths['/api/v1/dealerusers/getdealerusers']?.get as { parameters: Record<string, unknown>[] };
    get.parameters.push({ name: 'email', in: 'query', schema: { type: 'string' }, 'x-personal-data': true });
    expect(operationEntries(changed).find((e) => e.operationId === 'getDealerUsers')?.personal).toEqual(['email']);
    get.parameters.push({ name: 'phone', in: 'query', schema: { type: 'string' }, 'x-personal-data': 'yes' });
    expect(() => operationEntries(changed)).toThrow(
      "[hcuk] getDealerUsers: phone's x-personal-data must be true or false",
    );
    get.parameters.splice(-1, 1, { name: 'X-Email', in: 'header', 'x-personal-data': true });
    expect(() => operationEntries(changed)).toThrow(
      '[hcuk] getDealerUsers: x-personal-data marks query parameters only, not the header X-Email',
    );
  });

  it('refuses a parameter the SDK could not send as the document says, by operation and name', () => {
    const refusal = (parameter: Record<string, unknown>) => {
      const changed = structuredClone(documents.admin);
      const get = changed.paths['/api/v1/dealerusers/getdealerusers']?.get as { parameters: unknown[] };
      get.parameters.push(parameter);
      try {
        operationEntries(changed);
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({ name: 'ids', in: 'query', schema: { type: 'array', items: { type: 'string' } } })).toBe(
      'accepted',
    );
    expect(
      refusal({ name: 'max', in: 'query', style: 'form', explode: true, schema: { type: ['integer', 'null'] } }),
    ).toBe('accepted');
    expect(refusal({ name: 'dealerId', in: 'path', required: true, schema: { type: 'string' } })).toBe(
      '[hcuk] getDealerUsers: the path parameter dealerId cannot be sent: the SDK sends query parameters, headers and JSON bodies only',
    );
    expect(refusal({ name: 'session', in: 'cookie', schema: { type: 'string' } })).toMatch(
      /the cookie parameter session cannot/,
    );
    expect(
      refusal({ name: 'ids', in: 'query', explode: false, schema: { type: 'array', items: { type: 'string' } } }),
    ).toBe(
      '[hcuk] getDealerUsers: the query parameter ids cannot be sent: the SDK sends the form style, exploded (OpenAPI’s default), only',
    );
    expect(refusal({ name: 'ids', in: 'query', style: 'pipeDelimited', schema: { type: 'array' } })).toMatch(
      /form style/,
    );
    expect(refusal({ name: 'filter', in: 'query', schema: { $ref: '#/components/schemas/QuoteRequest' } })).toBe(
      '[hcuk] getDealerUsers: the query parameter filter cannot be sent: the SDK sends single values and lists of them in the query only',
    );
    expect(refusal({ name: 'pairs', in: 'query', schema: { type: 'array', items: { type: 'array' } } })).toMatch(
      /single values and lists/,
    );
    expect(refusal({ name: 'sort', in: 'query', schema: { enum: ['price', 'name'] } })).toBe('accepted');
    expect(refusal({ name: 'box', in: 'query', schema: { enum: [{ x: 1 }] } })).toMatch(/single values and lists/);
    expect(
      refusal({ name: 'ids', in: 'query', schema: { type: 'array', items: { type: ['string', 'null'] } } }),
    ).toMatch(/a list item cannot be null/);
    expect(refusal({ name: 'ids', in: 'query', schema: { type: 'array', items: { const: null } } })).toMatch(
      /a list item cannot be null/,
    );
    expect(refusal({ name: 'next', in: 'query', allowReserved: true, schema: { type: 'string' } })).toMatch(
      /percent-encodes every value/,
    );
    expect(refusal({ name: 'where', in: 'query', content: { 'application/json': {} } })).toMatch(/not its content/);
    // A reference outside this document's components is not read as a local one of the same name.
    expect(refusal({ name: 'q', in: 'query', schema: { $ref: 'other.yaml#/components/schemas/QuoteRequest' } })).toBe(
      '[hcuk] unresolvable $ref other.yaml#/components/schemas/QuoteRequest',
    );
    expect(refusal({ $ref: '#/components/parameters/Missing' })).toBe(
      '[hcuk] unresolvable $ref #/components/parameters/Missing',
    );
    const formBody = structuredClone(documents.admin);
    const post = Object.values(formBody.paths).find((item) => item.post)?.post as { requestBody: unknown };
    post.requestBody = { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } };
    expect(() => operationEntries(formBody)).toThrow(/: the SDK sends JSON request bodies only/);
  });

  it('rejects an operationId that a client property already uses', () => {
    const changed = structuredClone(documents.admin);
    const get = changed.paths['/api/v1/dealerusers/getdealerusers']?.get as Record<string, unknown>;
    get.operationId = 'identity';
    expect(() => operationEntries(changed)).toThrow('operationId "identity" is taken by the client; rename it');
  });

  it('declares the anti-forgery and client id headers on every operation', () => {
    for (const entry of [...finance, ...admin]) {
      expect(entry.header, entry.operationId).toEqual(['RequestVerificationToken', 'X-Client-Id']);
    }
  });
});

/** A media type's example: its `example`, or the first of its named `examples` (Prism's default answer). */
type Media = { example?: unknown; examples?: Record<string, { value?: unknown }> };
const firstExample = (media: Media | undefined) => media?.example ?? Object.values(media?.examples ?? {})[0]?.value;

type Operation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  'x-provisional'?: boolean;
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
};

describe.each(groups)('the %s document', (group) => {
  const document = documents[group] as unknown as {
    tags: { name: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { responses: Record<string, { content?: Record<string, Media> }> };
  };
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));

  it('gives every operation a camelCase operationId, a summary, a declared tag and a 2xx example', () => {
    const tagNames = document.tags.map((tag) => tag.name);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(tagNames, operation.operationId).toContain(operation.tags?.[0]);
      const [, success] = Object.entries(operation.responses).find(([status]) => status.startsWith('2')) ?? [];
      const resolved = success?.$ref ? document.components.responses[success.$ref.split('/').at(-1) ?? ''] : success;
      expect(firstExample(resolved?.content?.['application/json']), operation.operationId).toBeDefined();
    }
  });

  it('has unique operationIds', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
