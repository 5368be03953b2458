import { mg4Result } from '@hcuk-genesis/sdk/test-support';
import { expect, it } from 'vitest';
import {
  BEARER,
  calculationBody,
  calculationQuery,
  FINANCE,
  JSON_BODY,
  listenWithMocks,
} from '../test-support/mock-fetch.ts';
import { staticBody } from './data-files.ts';

listenWithMocks();

const calculateUrl = `${FINANCE}/api/v1/CostSavingCalculator/Calculate`;
const dataUrl = 'http://localhost:5173/data/api/v1/CostSavingCalculator/Calculate.json';

async function results(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, headers: { ...BEARER, ...init.headers } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { vehicleResults: Record<string, unknown>[] }).vehicleResults;
}

// The MG4 SE SR at the defaults, worked out in the fixture's comment (£768.35 a year saved).
const mg4 = mg4Result;

it('calculates the MG4 by query: £1071.66 now, £303.31 electric, £768.35 saved a year', async () => {
  expect(await results(`${calculateUrl}?${calculationQuery()}`)).toEqual([mg4]);
});

it('calculates the same figures from the JSON body of calculate', async () => {
  expect(
    await results(calculateUrl, { method: 'POST', headers: JSON_BODY, body: JSON.stringify(calculationBody()) }),
  ).toEqual([mg4]);
});

it('calculates the mock-mode GET /data/.../Calculate.json from its query, without a token', async () => {
  expect(await fetch(`${dataUrl}?${calculationQuery()}`).then((r) => r.json())).toEqual({ vehicleResults: [mg4] });
});

it('ships Calculate.json with exactly what the handler computes for the MG4, a plug-in hybrid and a hybrid', async () => {
  const ids = ['mg-mg4-se-sr', 'kia-niro-phev-3', 'mg-hs-hybrid-se'];
  const computed = await results(`${calculateUrl}?${calculationQuery({ vehicleIds: ids })}`);
  expect(staticBody('calculate')).toEqual({ vehicleResults: computed });
  expect(computed[0]).toEqual(mg4);
});

it('costs a hybrid with the fuel formula: Yaris at 68.9 mpg is 7800/68.9 x 4.54609 x 1.36 = £699.93, saving 1071.66 - 699.93 = £371.73', async () => {
  const [yaris] = await results(`${calculateUrl}?${calculationQuery({ vehicleIds: ['toyota-yaris-icon'] })}`);
  expect(yaris).toMatchObject({
    newAnnualRunningCost: 699.93,
    annualSaving: 371.73,
    monthlySaving: 30.98,
    weeklySaving: 7.15,
    electricityCost: 0,
    electricShare: 0,
    vehicle: { evRange: null, battery: null, mpg: 68.9 },
  });
});

// Diesel 38 mpg, 800 miles a month (9600 a year, 184.6 a week) at £1.45; petrol £1.36: the issue 16 journey.
const dieselDriver = {
  fuelType: 'diesel',
  fuelEconomy: '38',
  fuelPrice: '1.45',
  weeklyMileage: String((800 * 12) / 52),
};

it('costs the MG HS Hybrid+ at the petrol price for a diesel driver: 9600/51.3 x 4.54609 x 1.36 = £1156.99, not £1233.56', async () => {
  const query = calculationQuery({ ...dieselDriver, vehicleIds: ['mg-hs-hybrid-se'] });
  const [hybrid] = await results(`${calculateUrl}?${query}`);
  expect(hybrid).toMatchObject({
    currentAnnualRunningCost: 1665.3,
    newAnnualRunningCost: 1156.99,
    annualSaving: 508.31,
    electricShare: 0,
    vehicle: { mpg: 51.3 },
  });
});

it("uses the configuration's petrol price (£1.36) for a diesel driver's hybrid when the request sends none", async () => {
  const query = calculationQuery({ ...dieselDriver, petrolPrice: [], vehicleIds: ['mg-hs-hybrid-se'] });
  const [hybrid] = await results(`${calculateUrl}?${query}`);
  expect(hybrid?.newAnnualRunningCost).toBe(1156.99);
});

it("follows the sent petrol price, and a petrol driver's own fuel price when none is sent", async () => {
  const sent = calculationQuery({ ...dieselDriver, petrolPrice: '1.5', vehicleIds: ['mg-hs-hybrid-se'] });
  const petrol = calculationQuery({ fuelPrice: '1.5', petrolPrice: [], vehicleIds: ['mg-hs-hybrid-se'] });
  // 9600 / 51.3 x 4.54609 x 1.50 = 1276.10; 7800 / 51.3 x 4.54609 x 1.50 = 1036.83.
  const answers = await Promise.all([sent, petrol].map((q) => results(`${calculateUrl}?${q}`)));
  expect(answers.map(([result]) => result?.newAnnualRunningCost)).toEqual([1276.1, 1036.83]);
});

it('splits plug-in hybrids at 800 miles a week (114.3 a day): Niro 40 mi 35%, HS 75 mi 65.63%, Seal U 50 mi 43.75%', async () => {
  // Niro: 14560 electric miles at 0.173 x 11.1/40 = 698.99, 27040 petrol miles / 53 x 4.54609 x 1.36 = 3154.33.
  const query = calculationQuery({
    ...dieselDriver,
    weeklyMileage: '800',
    vehicleIds: ['kia-niro-phev-3', 'mg-hs-phev-se', 'byd-seal-u-dmi-boost'],
  });
  const list = await results(`${calculateUrl}?${query}`);
  expect(list.map((r) => [r.vehicleId, r.electricShare, r.newAnnualRunningCost, r.vehicle])).toEqual([
    ['kia-niro-phev-3', 0.35, 3853.32, expect.objectContaining({ evRange: 40, battery: 11.1, mpg: 53 })],
    ['mg-hs-phev-se', 0.6563, 3765.72, expect.objectContaining({ evRange: 75, battery: 24.7, mpg: 40 })],
    ['byd-seal-u-dmi-boost', 0.4375, 3882.1, expect.objectContaining({ evRange: 50, battery: 18.3, mpg: 53 })],
  ]);
});

it('costs a plug-in hybrid within its range each day as all-electric: the Niro at 150 miles a week (21.4 a day)', async () => {
  const [niro] = await results(`${calculateUrl}?${calculationQuery({ vehicleIds: ['kia-niro-phev-3'] })}`);
  // 0.173 x 7800 x 11.1 / 40 = 374.46, no petrol.
  expect(niro).toMatchObject({ electricShare: 1, newAnnualRunningCost: 374.46, electricityCost: 0.173 });
});

it('follows diesel, mileage, profile and prices: 200 mi/wk at 50 mpg, £1.45, no home charger, Kia EV3 Air', async () => {
  // Current 10400/50 x 4.54609 x 1.45 = 1371.10; blended 0.4x0.52 + 0.5x0.79 = 0.603; new 0.603 x 10400 x 58.3/270 = 1354.11.
  const query = calculationQuery({
    fuelType: 'diesel',
    fuelEconomy: '50',
    fuelPrice: '1.45',
    weeklyMileage: '200',
    chargingProfile: 'home:0,free:0.1,standard:0.4,rapid:0.5',
    vehicleIds: ['kia-ev3-air-sr'],
  });
  const [ev3] = await results(`${calculateUrl}?${query}`);
  expect(ev3).toMatchObject({
    currentAnnualRunningCost: 1371.1,
    currentMonthlyRunningCost: 114.26,
    currentWeeklyRunningCost: 26.37,
    newAnnualRunningCost: 1354.11,
    newMonthlyRunningCost: 112.84,
    newWeeklyRunningCost: 26.04,
    annualSaving: 16.99,
    monthlySaving: 1.42,
    weeklySaving: 0.33,
    electricityCost: 0.603,
  });
});

it('uses the sent charge price: BYD Seal U PHEV at home 7p is 0.161 x 7800 x 18.3/50 = £459.62', async () => {
  const query = calculationQuery({ vehicleIds: ['byd-seal-u-dmi-boost'], homeChargeCost: '0.07' });
  const [sealU] = await results(`${calculateUrl}?${query}`);
  expect(sealU).toMatchObject({ electricityCost: 0.161, newAnnualRunningCost: 459.62, annualSaving: 612.04 });
});

it('answers one result per vehicle in request order, the current cost the same on each', async () => {
  const ids = ['toyota-yaris-icon', 'mg-mg4-se-sr', 'kia-niro-phev-3'];
  const list = await results(`${calculateUrl}?${calculationQuery({ vehicleIds: ids })}`);
  expect(list.map((r) => r.vehicleId)).toEqual(ids);
  expect(new Set(list.map((r) => r.currentAnnualRunningCost))).toEqual(new Set([1071.66]));
});
