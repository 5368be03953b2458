import { expect, it } from 'vitest';
import {
  currentCarResult,
  milesPerKwh,
  periodFigures,
  resultsById,
  usableResult,
  type VehicleResult,
} from './vehicle-results.ts';

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

it('shows no result whose money figures are not figures, and leaves out implausible vehicle figures', () => {
  const broken = (change: Record<string, unknown>) => ({ ...result('a', 303.31), ...change }) as VehicleResult;
  expect(usableResult(broken({ annualSaving: '768.35' }))).toBeUndefined();
  expect(usableResult(broken({ monthlySaving: null }))).toBeUndefined();
  expect(usableResult(broken({ newAnnualRunningCost: 1e308 }))).toBeUndefined();
  expect(usableResult(broken({ electricShare: Number.NaN }))).toBeUndefined();
  expect(usableResult(broken({ vehicle: null }))).toBeUndefined();
  const odd = usableResult(broken({ vehicle: { evRange: -5, battery: 1e308, mpg: 0, capVehicleDescription: 'MG4' } }));
  expect(odd?.vehicle).toEqual({ evRange: null, battery: null, mpg: null, capVehicleDescription: 'MG4' });
  expect(usableResult(broken({ annualSaving: -0.001 }))?.annualSaving).toBe(-0.001);
});

it('takes the first of two answers for one id, and reads the current car from a usable first result', () => {
  const twice = resultsById({ vehicleResults: [result('a', 1), result('a', 2)] }, ['a']);
  expect(twice.get('a')?.newAnnualRunningCost).toBe(1);
  expect(currentCarResult({ vehicleResults: [result('a', 1)] })?.currentAnnualRunningCost).toBe(1071.66);
  expect(currentCarResult({ vehicleResults: [] })).toBeUndefined();
  expect(currentCarResult({ vehicleResults: null } as never)).toBeUndefined();
  expect(resultsById({ vehicleResults: null } as never, ['a']).size).toBe(0);
});
