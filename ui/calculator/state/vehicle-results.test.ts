import { expect, it } from 'vitest';
import { milesPerKwh, periodFigures, resultsById, type VehicleResult } from './vehicle-results.ts';

const result = (vehicleId: string, annual: number): VehicleResult => ({
  vehicleId,
  annualSaving: 1071.66 - annual,
  monthlySaving: 0,
  weeklySaving: 0,
  newAnnualRunningCost: annual,
  newMonthlyRunningCost: annual / 12,
  newWeeklyRunningCost: annual / 52,
  currentAnnualRunningCost: 1071.66,
  currentMonthlyRunningCost: 89.31,
  currentWeeklyRunningCost: 20.61,
  electricityCost: 0.173,
  electricShare: 1,
  vehicle: { evRange: 218, battery: 49, mpg: null, capVehicleDescription: 'MG4' },
});

it('matches results by the echoed id, whatever their order', () => {
  const echoed = resultsById({ vehicleResults: [result('b', 2), result('a', 1)] }, ['a', 'b']);
  expect(echoed.get('a')?.newAnnualRunningCost).toBe(1);
  expect(echoed.get('b')?.newAnnualRunningCost).toBe(2);
});

it('leaves out answers for vehicles no longer asked about', () => {
  const map = resultsById({ vehicleResults: [result('a', 1), result('gone', 2)] }, ['a']);
  expect([...map.keys()]).toEqual(['a']);
});

it('reads each period’s figures and the efficiency', () => {
  expect(periodFigures(result('a', 303.31), 'monthly')).toEqual({ current: 89.31, next: 303.31 / 12, saving: 0 });
  expect(periodFigures(result('a', 303.31), 'annual').saving).toBeCloseTo(768.35, 2);
  expect(milesPerKwh(result('a', 1))).toBeCloseTo(4.449, 3);
});
