import { expect, it } from 'vitest';
import { ADMIN, BEARER, FINANCE, listenWithMocks } from '../test-support/mock-fetch.ts';

listenWithMocks();

/** The electric Kia Niro as the mock's registration lookup holds it. */
const kiaNiro = {
  vrm: 'LB71XKE',
  make: 'KIA',
  model: 'NIRO',
  derivative: '64kWh 3 Auto',
  fuelType: 'electric',
  colour: 'White',
  firstRegistered: '2021-09-01',
  capCode: 'KINI643EHEA',
  mileage: 28450,
  mileageRecordedAt: '2026-10-02',
};

interface Models {
  models: { modelName: string; trims: Record<string, unknown>[] }[];
}

async function post<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { method: 'POST', headers: BEARER });
  return { status: response.status, body: (await response.json()) as T };
}

const runningCostModels = (query: string) =>
  post<Models>(`${FINANCE}/api/v1/VehicleData/GetRunningCostModels?${query}`);

it('filters running-cost models by the brand of their edition, case-insensitively', async () => {
  const { body } = await runningCostModels('brand=kia');
  expect(body.models.map((m) => m.modelName)).toEqual(['Kia EV3', 'Kia Niro']);
  expect(body.models.flatMap((m) => m.trims).length).toBe(7);
});

it('strips the OEM fields unless isOem=true', async () => {
  const { body } = await runningCostModels('brand=MG');
  const first = body.models[0]?.trims[0] ?? {};
  expect([body.models.length, 'standaloneRunningCostOTP' in first, first.otp]).toEqual([3, false, 25995]);
});

it('keeps only trims with the OEM fields when isOem=true (MG Direct price £24,995 for the MG4 SE SR)', async () => {
  expect((await runningCostModels('brand=Kia&isOem=true')).body.models).toEqual([]);
  const { body } = await runningCostModels('brand=MG&isOem=true');
  expect(body.models[0]?.trims[0]).toMatchObject({ id: 'mg-mg4-se-sr', standaloneRunningCostOTP: 24995 });
});

it('answers 400 naming brand when it is missing, and serves the whole static file in mock mode without a query', async () => {
  const { status, body } = await runningCostModels('');
  expect([status, body]).toMatchObject([400, { errors: [{ field: 'brand', rule: 'required' }] }]);
  const file = (await fetch('http://localhost/data/api/v1/VehicleData/GetRunningCostModels.json').then((r) =>
    r.json(),
  )) as Models;
  expect(file.models.length).toBe(11);
});

it('filters the mock-mode GET of running-cost models like the real path', async () => {
  const file = (await fetch('http://localhost/data/api/v1/VehicleData/GetRunningCostModels.json?brand=BYD').then((r) =>
    r.json(),
  )) as Models;
  expect(file.models.map((m) => m.modelName)).toEqual(['BYD Dolphin', 'BYD Seal U DM-i', 'BYD Atto 3']);
});

it('lists editions of one model with usable battery and WLTP range', async () => {
  const { body } = await post<{ editions: Record<string, unknown>[] }>(
    `${FINANCE}/api/v1/VehicleData/GetEditions?brand=MG&model=MG4%20EV`,
  );
  expect(body.editions.map((e) => [e.id, e.battery, e.evRange])).toEqual([
    ['mg-mg4-se-sr', 49, 218],
    ['mg-mg4-se-lr', 61.7, 270],
    ['mg-mg4-trophy-lr', 61.7, 260],
  ]);
});

it("lists a brand's models from £22,985 (Yaris) and searches editions by words", async () => {
  const models = await post<{ models: { modelName: string; fromPrice: number }[] }>(
    `${FINANCE}/api/v1/VehicleData/GetModels?brand=Toyota`,
  );
  expect(models.body.models.map((m) => [m.modelName, m.fromPrice])).toContainEqual(['Toyota Yaris', 22985]);
  const search = await post<{ results: { id: string }[] }>(`${FINANCE}/api/v1/VehicleData/Search?term=niro%20ev`);
  expect(search.body.results.map((r) => r.id)).toEqual(['kia-niro-ev-3']);
});

it('is honest about ids: quote q-1 exists, q-2 is a 404', async () => {
  const quote = await fetch(`${ADMIN}/api/v1/quote/getquoterequest?quoteRequestId=q-1`).then((r) => r.json());
  expect(quote).toMatchObject({ quoteRequestId: 'q-1', dealerId: 'd-1001', vehicle: { vehicleId: 'mg-mg4-se-sr' } });
  expect((await fetch(`${ADMIN}/api/v1/quote/getquoterequest?quoteRequestId=q-2`)).status).toBe(404);
});

const lookUp = (query: string) => post<Record<string, unknown>>(`${ADMIN}/api/v1/vrmlookup/getvrmdata?${query}`);

it.each([
  ['LB71XKE', 'KIA', 'NIRO', 'electric', '2021-09-01', 28450, '2026-10-02', undefined],
  ['YK19FHD', 'FORD', 'FOCUS', 'petrol', '2019-03-29', 41230, '2026-03-18', 50.4],
  ['WR68TNV', 'VOLKSWAGEN', 'GOLF', 'diesel', '2018-09-21', 78940, '2026-08-07', 53.3],
  ['LC20UHX', 'TOYOTA', 'COROLLA', 'hybrid', '2020-06-12', 36480, '2026-05-28', 62.8],
  ['SN65OXR', 'MG', 'MG3', 'petrol', '2015-09-30', 52870, '2026-01-15', undefined],
])('looks up %s: %s %s, %s, first registered %s, %i miles on %s, official mpg %s', async (...row) => {
  const [vrm] = row;
  const { status, body } = await lookUp(`vrm=${vrm}`);
  const { make, model, fuelType, firstRegistered, mileage, mileageRecordedAt, officialMpg } = body;
  expect([status, vrm, make, model, fuelType, firstRegistered, mileage, mileageRecordedAt, officialMpg]).toEqual([
    200,
    ...row,
  ]);
});

it('answers AB12CDE, a well-formed mark no vehicle has, 404 without repeating the mark', async () => {
  const { status, body } = await lookUp('vrm=AB12CDE');
  expect([status, body]).toEqual([
    404,
    {
      type: 'https://hcuk.example/problems/not-found',
      title: 'Not found',
      status: 404,
      detail: 'No vehicle is registered with that mark.',
    },
  ]);
});

it.each([
  ['lower case', 'vrm=lb71xke'],
  ['a space', 'vrm=LB71%20XKE'],
  ['a mark in no UK format', 'vrm=LB71XK'],
  ['eight digits', 'vrm=12345678'],
  ['a quote and SQL', "vrm=LB71XKE'%3B--"],
])('answers a vrm with %s 400 naming vrm, before any lookup and without repeating it', async (_, query) => {
  const { status, body } = await lookUp(query);
  const message = 'vrm must be a UK registration mark in capitals with no spaces, like LB71XKE';
  expect([status, body.errors]).toEqual([400, [{ field: 'vrm', rule: 'pattern', message }]]);
});

it('answers a missing vrm 400 naming vrm as required', async () => {
  const { status, body } = await lookUp('');
  expect([status, body.errors]).toEqual([400, [{ field: 'vrm', rule: 'required', message: 'vrm is required' }]]);
});

const updateMileage = (query: string) =>
  post<Record<string, unknown>>(`${ADMIN}/api/v1/vrmlookup/updatevehiclemileage?${query}`);

it('echoes what changed: notification state, and the mileage recorded today for the looked-up vehicle', async () => {
  const notification = await fetch(`${ADMIN}/api/v1/notification/updatestate?notificationId=n-9001&state=archived`, {
    method: 'POST',
  }).then((r) => r.json());
  expect(notification).toMatchObject({ id: 'n-9001', state: 'archived' });
  const today = new Date().toISOString().slice(0, 10);
  const kia = await updateMileage('vrm=LB71XKE&mileage=31950');
  expect([kia.status, kia.body]).toEqual([200, { ...kiaNiro, mileage: 31950, mileageRecordedAt: today }]);
  const golf = await updateMileage('vrm=WR68TNV&mileage=80125');
  expect([golf.body.make, golf.body.fuelType, golf.body.mileage, golf.body.officialMpg]).toEqual([
    'VOLKSWAGEN',
    'diesel',
    80125,
    53.3,
  ]);
  // Nothing is kept: the lookup still answers the recorded mileage.
  expect((await lookUp('vrm=LB71XKE')).body.mileage).toBe(28450);
});

it('updates a mileage only for a registered, well-formed mark and a whole number of 0 or more', async () => {
  expect((await updateMileage('vrm=AB12CDE&mileage=100')).status).toBe(404);
  const both = await updateMileage('vrm=lb71%20xke&mileage=-5');
  expect([both.status, (both.body.errors as { field: string; rule: string }[]).map((e) => [e.field, e.rule])]).toEqual([
    400,
    [
      ['vrm', 'pattern'],
      ['mileage', 'minimum 0'],
    ],
  ]);
  const fraction = await updateMileage('vrm=LB71XKE&mileage=31950.5');
  expect(fraction.body.errors).toEqual([
    { field: 'mileage', rule: 'type integer', message: 'mileage must be a whole number' },
  ]);
  const missing = await updateMileage('vrm=LB71XKE');
  expect(missing.body.errors).toEqual([{ field: 'mileage', rule: 'required', message: 'mileage is required' }]);
});
