import { readFileSync } from 'node:fs';
import { encodeChargingProfile } from '@hcuk-genesis/sdk';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { adminAnswers } from './admin-answers.ts';
import { rawFromQuery, validateCalculation } from './calculation-request.ts';
import { financeAnswers } from './finance-answers.ts';
import { createMockState } from './mock-state.ts';
import { calculationLimits, MAX_BODY_BYTES, pagingLimits, priceLimits } from './request-limits.ts';

type Schema = Record<string, unknown>;
interface Document {
  info: Schema;
  paths: Record<string, Record<string, { parameters: { name?: string; schema?: Schema }[] }>>;
  components: { schemas: Record<string, { properties?: Record<string, Schema> } & Schema> };
}
const documentOf = (group: string) =>
  parse(readFileSync(new URL(`../../openapi/${group}.yaml`, import.meta.url), 'utf8')) as Document;
const finance = documentOf('finance');
const admin = documentOf('admin');
const queryParameter = (name: string) =>
  finance.paths['/api/v1/CostSavingCalculator/Calculate']?.get?.parameters.find((p) => p.name === name)?.schema;
const bodyProperty = (name: string) => finance.components.schemas.CalculationRequest?.properties?.[name];
// A `$ref` (PricePerLitre, PricePerKwh) is followed to its schema, as a validator would.
const resolved = (schema: Schema | undefined): Schema | undefined =>
  typeof schema?.$ref === 'string' ? finance.components.schemas[schema.$ref.split('/').pop() ?? ''] : schema;
const bounds = (schema: Schema | undefined) => {
  const target = resolved(schema);
  const picked: Schema = {};
  for (const key of ['minimum', 'exclusiveMinimum', 'maximum', 'minItems', 'maxItems'])
    if (target?.[key] !== undefined) picked[key] = target[key];
  // The pence slip (`x-pence-slip`) and the figures a form asks about (`x-plausible-*`) come with the bounds, as the
  // generated rules carry them; the mock enforces neither.
  if (target?.['x-pence-slip'] === true) picked.penceSlip = true;
  if (target?.['x-plausible-minimum'] !== undefined) picked.plausibleMinimum = target['x-plausible-minimum'];
  if (target?.['x-plausible-maximum'] !== undefined) picked.plausibleMaximum = target['x-plausible-maximum'];
  return picked;
};

it('enforces exactly the bounds the finance document states, in both readings', () => {
  for (const name of ['fuelEconomy', 'fuelPrice', 'petrolPrice', 'weeklyMileage', 'vehicleIds'] as const) {
    expect([name, bounds(queryParameter(name))]).toEqual([name, calculationLimits[name]]);
    expect([name, bounds(bodyProperty(name))]).toEqual([name, calculationLimits[name]]);
  }
  for (const type of ['home', 'free', 'standard', 'rapid'])
    expect([type, bounds(queryParameter(`${type}ChargeCost`))]).toEqual([type, calculationLimits.chargeCost]);
  expect(bounds(finance.components.schemas.PricePerKwh)).toEqual(calculationLimits.chargeCost);
  expect(bounds(finance.components.schemas.PricePerLitre)).toEqual(calculationLimits.fuelPrice);
});

it('uses the configured price ranges only to narrow the document, and always accepts a free charge at £0', () => {
  expect(priceLimits(undefined)).toEqual({
    fuel: { minimum: 0.8, maximum: 2.5 },
    chargeCost: { minimum: 0, maximum: 1 },
  });
  expect(priceLimits({ fuel: { min: 1, max: 2 }, electricity: { min: 0.05, max: 0.9 } })).toEqual({
    fuel: { minimum: 1, maximum: 2 },
    chargeCost: { minimum: 0, maximum: 0.9 },
  });
  expect(priceLimits({ fuel: { min: 0.1, max: 10 }, electricity: { min: 0, max: 10 } })).toEqual(priceLimits({}));
});

it('enforces the documented paging bounds and body size', () => {
  const search = finance.components.schemas.UsedVehicleSearchRequest?.properties;
  expect([bounds(search?.page), bounds(search?.pageSize)]).toEqual([pagingLimits.page, pagingLimits.pageSize]);
  const limit = admin.paths['/api/v1/autocomplete/autocomplete']?.get?.parameters.find((p) => p.name === 'limit');
  expect(bounds(limit?.schema)).toEqual(pagingLimits.limit);
  expect([finance.info['x-max-body-bytes'], admin.info['x-max-body-bytes']]).toEqual([MAX_BODY_BYTES, MAX_BODY_BYTES]);
});

const state = createMockState();
const fieldsOf = async (answer: unknown) =>
  answer instanceof Response && answer.status === 400
    ? ((await answer.json()) as { errors: { field: string; rule: string }[] }).errors
    : answer;

it.each([
  [{ page: 0, pageSize: 12 }, 'page', 'minimum 1'],
  [{ page: 1.5, pageSize: 12 }, 'page', 'type integer'],
  [{ page: 1, pageSize: 101 }, 'pageSize', 'maximum 100'],
  [{ page: 1, pageSize: '1e400' }, 'pageSize', 'finite'],
])('refuses used-vehicle paging %j naming %s (%s)', async (body, field, rule) => {
  const answer = financeAnswers.usedVehicleSearch({ query: new URLSearchParams(), body, state });
  expect(await fieldsOf(answer)).toEqual([expect.objectContaining({ field, rule })]);
});

it.each([
  ['0', 'minimum 1'],
  ['51', 'maximum 50'],
  ['2.5', 'type integer'],
  ['ten', 'type number'],
])('refuses autocomplete limit=%s (%s)', async (limit, rule) => {
  const answer = adminAnswers.autocomplete({
    query: new URLSearchParams({ term: 'North', limit }),
    body: undefined,
    state,
  });
  expect(await fieldsOf(answer)).toEqual([expect.objectContaining({ field: 'limit', rule })]);
});

const query = (values: Record<string, string>) =>
  new URLSearchParams({
    fuelType: 'petrol',
    chargingProfile: 'home:0.8,free:0.05,standard:0.05,rapid:0.1',
    vehicleIds: 'mg-mg4-se-sr',
    ...values,
  });
const answer = (values: Record<string, string>) =>
  financeAnswers.calculateByQuery({ query: query(values), body: undefined, state: createMockState() });
const anyNumber = fc.oneof(
  fc.double(),
  fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
  fc.constantFrom('1e400', '-1e400', 'Infinity', 'NaN', '0x1f', '1e308', '5e-324'),
);

it('answers 400 naming a field, or 200 with every figure a finite number, whatever numbers it is sent', async () => {
  await fc.assert(
    fc.asyncProperty(anyNumber, anyNumber, anyNumber, anyNumber, async (mpg, price, mileage, homePrice) => {
      const result = answer({
        fuelEconomy: String(mpg),
        fuelPrice: String(price),
        weeklyMileage: String(mileage),
        homeChargeCost: String(homePrice),
      });
      if (result instanceof Response) {
        expect(result.status).toBe(400);
        const problem = (await result.json()) as { errors: { field: string }[] };
        expect(problem.errors.length).toBeGreaterThan(0);
        return;
      }
      for (const vehicle of result.vehicleResults) {
        const { vehicle: _details, vehicleId: _id, ...figures } = vehicle;
        for (const figure of Object.values(figures)) expect(Number.isFinite(figure)).toBe(true);
      }
    }),
    { numRuns: 300 },
  );
});

const shareSets = fc
  .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 4, maxLength: 4 })
  .filter((weights) => weights.some((weight) => weight > 0))
  .map((weights) => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const [home = 0, free = 0, standard = 0, rapid = 0] = weights.map((weight) => weight / total);
    return { home, free, standard, rapid };
  });

it('accepts every charging profile the SDK encodes from shares that add up to 1', () => {
  const idSets = { known: new Set(['mg-mg4-se-sr']), calculable: new Set(['mg-mg4-se-sr']) };
  fc.assert(
    fc.property(shareSets, (shares) => {
      const raw = rawFromQuery(query({ fuelEconomy: '45', fuelPrice: '1.36', weeklyMileage: '150' }));
      raw.chargingProfile = encodeChargingProfile(shares);
      expect(validateCalculation(raw, idSets)).not.toBeInstanceOf(Array);
    }),
    { numRuns: 500 },
  );
});

it('accepts an equal three-way split, which four-decimal rounding alone sends as 0.9999', () => {
  const idSets = { known: new Set(['mg-mg4-se-sr']), calculable: new Set(['mg-mg4-se-sr']) };
  const raw = rawFromQuery(query({ fuelEconomy: '45', fuelPrice: '1.36', weeklyMileage: '150' }));
  raw.chargingProfile = encodeChargingProfile({ home: 1 / 3, standard: 1 / 3, rapid: 1 / 3 });
  expect(raw.chargingProfile).toBe('home:0.3334,standard:0.3333,rapid:0.3333');
  expect(validateCalculation(raw, idSets)).toMatchObject({ shares: { home: 0.3334, standard: 0.3333 } });
});
