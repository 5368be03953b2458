import { expect, it } from 'vitest';
import {
  BEARER,
  calculationBody,
  calculationQuery,
  FINANCE,
  JSON_BODY,
  listenWithMocks,
} from '../test-support/mock-fetch.ts';
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
  ['fuelEconomy', { fuelEconomy: '0' }, 'minimum 1'],
  ['fuelEconomy', { fuelEconomy: '0.5' }, 'minimum 1'],
  ['fuelEconomy', { fuelEconomy: '' }, 'required'],
  ['fuelEconomy', { fuelEconomy: '1e400' }, 'finite'],
  ['weeklyMileage', { weeklyMileage: '-10' }, 'exclusiveMinimum 0'],
  ['weeklyMileage', { weeklyMileage: '1e300' }, 'maximum 10000'],
  ['weeklyMileage', { weeklyMileage: 'Infinity' }, 'finite'],
  ['fuelPrice', { fuelPrice: '0' }, 'minimum 0.8'],
  ['fuelPrice', { fuelPrice: '0.79' }, 'minimum 0.8'],
  ['fuelPrice', { fuelPrice: 'abc' }, 'type number'],
  ['fuelPrice', { fuelPrice: 'NaN' }, 'type number'],
  ['fuelPrice', { fuelPrice: '2.51' }, 'maximum 2.5'],
  ['petrolPrice', { petrolPrice: '0.5' }, 'minimum 0.8'],
  ['petrolPrice', { petrolPrice: 'abc' }, 'type number'],
  ['homeChargeCost', { homeChargeCost: '1e999' }, 'finite'],
  ['homeChargeCost', { homeChargeCost: '1.01' }, 'maximum 1'],
  ['rapidChargeCost', { rapidChargeCost: '-0.1' }, 'minimum 0'],
  ['vehicleIds', { vehicleIds: ['mg-mg4-se-sr', 'tesla-model-3'] }, 'known id'],
  ['vehicleIds', { vehicleIds: [] }, 'minItems 1'],
  ['vehicleIds', { vehicleIds: Array.from({ length: 11 }, (_, i) => `id-${i}`) }, 'maxItems 10'],
  ['chargingProfile', { chargingProfile: 'home:0.8,rapid:0.1' }, 'sum 1'],
  ['chargingProfile', { chargingProfile: 'home=80%' }, 'pattern'],
  ['chargingProfile', { chargingProfile: 'constructor:1' }, 'known charge type'],
  ['chargingProfile', { chargingProfile: 'toString:0.5,home:0.5' }, 'pattern'],
  ['chargingProfile', { chargingProfile: '__proto__:1' }, 'pattern'],
  ['chargingProfile', { chargingProfile: 'ultra:0.2,home:0.8' }, 'known charge type'],
  ['constructorChargeCost', { constructorChargeCost: '0.1' }, 'known charge type'],
  ['ultraChargeCost', { ultraChargeCost: '0.89' }, 'known charge type'],
])('answers 400 problem+json naming %s (%j breaks %s)', async (field, overrides, rule) => {
  const body = await problem(overrides);
  expect(body).toMatchObject({
    status: 400,
    title: 'Invalid request',
    type: 'https://hcuk.example/problems/validation',
  });
  expect(body.errors).toContainEqual(expect.objectContaining({ field, rule }));
});

it.each([
  [{ fuelPrice: '136' }, 'fuelPrice must be from 0.8 to 2.5 pounds a litre; 136 looks like pence: send 1.36'],
  [{ petrolPrice: '145.9' }, 'petrolPrice must be from 0.8 to 2.5 pounds a litre; 145.9 looks like pence: send 1.459'],
  [{ homeChargeCost: '8.5' }, 'homeChargeCost must be from 0 to 1 pounds a kWh; 8.5 looks like pence: send 0.085'],
  [{ rapidChargeCost: '79' }, 'rapidChargeCost must be from 0 to 1 pounds a kWh; 79 looks like pence: send 0.79'],
  [{ fuelPrice: '5' }, 'fuelPrice must be from 0.8 to 2.5 pounds a litre'],
  [{ fuelPrice: '0.5' }, 'fuelPrice must be from 0.8 to 2.5 pounds a litre'],
  [{ standardChargeCost: '150' }, 'standardChargeCost must be from 0 to 1 pounds a kWh'],
])(
  'refuses a price outside the UK range, suggesting pence only when a hundredth fits: %j',
  async (overrides, detail) => {
    expect((await problem(overrides)).detail).toBe(detail);
  },
);

it('accepts the edges of the price ranges and a free charge type at £0', async () => {
  const edges = calculationQuery({ fuelPrice: '0.8', petrolPrice: '2.5', freeChargeCost: '0', rapidChargeCost: '1' });
  const response = await fetch(`${FINANCE}/api/v1/CostSavingCalculator/Calculate?${edges}`, { headers: BEARER });
  expect(response.status).toBe(200);
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
    headers: { ...BEARER, ...JSON_BODY },
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
      headers: { ...BEARER, ...JSON_BODY },
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

it('refuses a fuel price typed in pence in the JSON reading too, with the same suggestion', async () => {
  const response = await fetch(`${FINANCE}/api/v1/CostSavingCalculator/Calculate`, {
    method: 'POST',
    headers: { ...BEARER, ...JSON_BODY },
    body: JSON.stringify(calculationBody({ fuelPrice: 1.45, petrolPrice: 136 })),
  });
  const body = (await response.json()) as { errors: { field: string; rule: string; message: string }[] };
  expect([response.status, body.errors]).toEqual([
    400,
    [
      {
        field: 'petrolPrice',
        rule: 'maximum 2.5',
        message: 'petrolPrice must be from 0.8 to 2.5 pounds a litre; 136 looks like pence: send 1.36',
      },
    ],
  ]);
});

const postBody = (text: string) =>
  fetch(`${FINANCE}/api/v1/CostSavingCalculator/Calculate`, {
    method: 'POST',
    headers: { ...BEARER, ...JSON_BODY },
    body: text,
  });

it.each([
  ['fuelEconomy', '{"fuelEconomy":1e400}', 'finite'],
  ['chargingProfile', '{"chargingProfile":{"constructor":1}}', 'known charge type'],
  ['chargingProfile', '{"chargingProfile":{"__proto__":1}}', 'known charge type'],
  ['__proto__ChargeCost', '{"chargeCosts":{"__proto__":0.1}}', 'known charge type'],
  ['toStringChargeCost', '{"chargeCosts":{"toString":0.1}}', 'known charge type'],
  ['vehicleIds', '{"vehicleIds":["mg-mg4-se-sr",7]}', 'type string'],
])('refuses %s in the JSON reading (%s breaks %s)', async (field, json, rule) => {
  const text = JSON.stringify(calculationBody()).replace(/}$/, `,${json.slice(1, -1)}}`);
  const response = await postBody(text);
  const body = (await response.json()) as { errors: { field: string; rule: string }[] };
  expect([response.status, body.errors]).toEqual([400, [expect.objectContaining({ field, rule })]]);
});

it('answers a repeated vehicle once, and refuses more than the document’s 10 ids however many repeat', async () => {
  const twice = await postBody(JSON.stringify(calculationBody({ vehicleIds: ['mg-mg4-se-sr', 'mg-mg4-se-sr'] })));
  const answered = (await twice.json()) as { vehicleResults: { vehicleId: string }[] };
  expect([twice.status, answered.vehicleResults.map((result) => result.vehicleId)]).toEqual([200, ['mg-mg4-se-sr']]);
  const ids = Array.from({ length: 20 }, () => 'mg-mg4-se-sr');
  const response = await postBody(JSON.stringify(calculationBody({ vehicleIds: ids })));
  const body = (await response.json()) as { errors: { field: string; rule: string }[] };
  expect([response.status, body.errors]).toEqual([
    400,
    [{ field: 'vehicleIds', rule: 'must have at most 10 items', message: 'vehicleIds must have at most 10 items' }],
  ]);
});
