import { expect, it } from 'vitest';
import { BEARER, calculationBody, calculationQuery, FINANCE, listenWithMocks } from '../test-support/mock-fetch.ts';
import { calculableIds } from './calculation.ts';
import { staticBody } from './data-files.ts';

listenWithMocks();

async function problem(overrides: Record<string, string | string[]>) {
  const url = `${FINANCE}/api/v1/CostSavingCalculator/Calculate?${calculationQuery(overrides)}`;
  const response = await fetch(url, { headers: BEARER });
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return (await response.json()) as {
    status: number;
    title: string;
    detail: string;
    errors: { field: string; rule: string }[];
  };
}

it.each([
  ['fuelEconomy', { fuelEconomy: '0' }, 'exclusiveMinimum 0'],
  ['fuelEconomy', { fuelEconomy: '' }, 'required'],
  ['weeklyMileage', { weeklyMileage: '-10' }, 'exclusiveMinimum 0'],
  ['fuelPrice', { fuelPrice: '0' }, 'exclusiveMinimum 0'],
  ['fuelPrice', { fuelPrice: 'abc' }, 'exclusiveMinimum 0'],
  ['vehicleIds', { vehicleIds: ['mg-mg4-se-sr', 'tesla-model-3'] }, 'known id'],
  ['vehicleIds', { vehicleIds: [] }, 'minItems 1'],
  ['chargingProfile', { chargingProfile: 'home:0.8,rapid:0.1' }, 'sum 1'],
  ['chargingProfile', { chargingProfile: 'home=80%' }, 'pattern'],
])('answers 400 problem+json naming %s (%j breaks %s)', async (field, overrides, rule) => {
  const body = await problem(overrides);
  expect(body).toMatchObject({
    status: 400,
    title: 'Invalid request',
    type: 'https://hcuk.example/problems/validation',
  });
  expect(body.errors).toContainEqual(expect.objectContaining({ field, rule }));
});

it('says by how much the shares miss 1', async () => {
  const body = await problem({ chargingProfile: 'home:0.8,free:0.05,standard:0.05,rapid:0.05' });
  expect(body.detail).toBe('chargingProfile shares must add up to 1 (they add up to 0.95)');
});

it('names every broken field at once', async () => {
  const body = await problem({ fuelEconomy: '0', weeklyMileage: '0', vehicleIds: ['nope'] });
  expect(body.errors.map((e) => e.field)).toEqual(['fuelEconomy', 'weeklyMileage', 'vehicleIds']);
});

it('rejects the JSON reading the same way', async () => {
  const response = await fetch(`${FINANCE}/api/v1/CostSavingCalculator/Calculate`, {
    method: 'POST',
    headers: BEARER,
    body: JSON.stringify(calculationBody({ chargingProfile: undefined, chargeCosts: undefined, vehicleIds: ['x'] })),
  });
  const body = (await response.json()) as { errors: { field: string }[] };
  expect([response.status, body.errors.map((e) => e.field)]).toEqual([400, ['chargingProfile', 'vehicleIds']]);
});

it('accepts exactly the offered trims: the four with runningCostCalcAllowed false are not calculable', () => {
  const trims = staticBody('getRunningCostModels').models.flatMap((model) => model.trims);
  const offered = trims.flatMap((trim) => (trim.id && trim.runningCostCalcAllowed ? [trim.id] : []));
  expect([...calculableIds()].sort()).toEqual(offered.sort());
  expect(trims.filter((trim) => !trim.runningCostCalcAllowed).map((trim) => trim.id)).toEqual([
    'mg-hs-hybrid-trophy',
    'mg-cyberster-gt',
    'mg-cyberster-trophy',
    'kia-ev3-gt-line-s-lr',
  ]);
});

it('refuses by query a trim the calculator hides (MG Cyberster GT), naming vehicleIds and the id', async () => {
  const body = await problem({ vehicleIds: ['mg-mg4-se-sr', 'mg-cyberster-gt'] });
  expect(body.errors).toEqual([
    {
      field: 'vehicleIds',
      rule: 'calculable vehicle id',
      message: 'vehicleIds has vehicles the calculator does not offer: mg-cyberster-gt',
    },
  ]);
});

it('refuses the same hidden trim in the JSON reading, and still calls no-such-vehicle unknown', async () => {
  const post = (vehicleIds: string[]) =>
    fetch(`${FINANCE}/api/v1/CostSavingCalculator/Calculate`, {
      method: 'POST',
      headers: BEARER,
      body: JSON.stringify(calculationBody({ vehicleIds })),
    });
  const answers = await Promise.all([post(['mg-cyberster-gt']), post(['no-such-vehicle']), post(['mg-mg4-se-sr'])]);
  const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
    errors?: { rule: string; message: string }[];
  }[];
  expect(answers.map((a) => [a.status, a.headers.get('content-type')])).toEqual([
    [400, 'application/problem+json'],
    [400, 'application/problem+json'],
    [200, 'application/json'],
  ]);
  expect(bodies.map((b) => b.errors?.map((e) => `${e.rule}: ${e.message}`))).toEqual([
    ['calculable vehicle id: vehicleIds has vehicles the calculator does not offer: mg-cyberster-gt'],
    ['known id: vehicleIds has unknown vehicle ids: no-such-vehicle'],
    undefined,
  ]);
});
