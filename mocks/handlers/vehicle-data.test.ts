import { expect, it } from 'vitest';
import { ADMIN, BEARER, FINANCE, listenWithMocks } from '../test-support/mock-fetch.ts';

listenWithMocks();

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

it('is honest about ids: quote q-1 exists, q-2 is a 404; LB71 XKE is found, other VRMs are 404', async () => {
  const quote = await fetch(`${ADMIN}/api/v1/quote/getquoterequest?quoteRequestId=q-1`).then((r) => r.json());
  expect(quote).toMatchObject({ quoteRequestId: 'q-1', dealerId: 'd-1001', vehicle: { vehicleId: 'mg-mg4-se-sr' } });
  expect((await fetch(`${ADMIN}/api/v1/quote/getquoterequest?quoteRequestId=q-2`)).status).toBe(404);
  const vrm = await fetch(`${ADMIN}/api/v1/vrmlookup/getvrmdata?vrm=lb71%20xke`, { method: 'POST' });
  expect([vrm.status, ((await vrm.json()) as { mileage: number }).mileage]).toEqual([200, 28450]);
  expect((await fetch(`${ADMIN}/api/v1/vrmlookup/getvrmdata?vrm=AB12CDE`, { method: 'POST' })).status).toBe(404);
});

it('echoes what changed: notification state and recorded mileage', async () => {
  const notification = await fetch(`${ADMIN}/api/v1/notification/updatestate?notificationId=n-9001&state=archived`, {
    method: 'POST',
  }).then((r) => r.json());
  expect(notification).toMatchObject({ id: 'n-9001', state: 'archived' });
  const mileage = await fetch(`${ADMIN}/api/v1/vrmlookup/updatevehiclemileage?vrm=LB71XKE&mileage=31950`, {
    method: 'POST',
  }).then((r) => r.json());
  expect(mileage).toMatchObject({ vrm: 'LB71XKE', mileage: 31950 });
});
