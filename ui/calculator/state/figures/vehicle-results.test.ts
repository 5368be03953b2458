import { expect, it } from 'vitest';
import {
  currentCarResult,
  milesPerKwh,
  periodFigures,
  resultsById,
  unbalancedResults,
  usableResult,
  type VehicleResult,
} from './vehicle-results.ts';

/** Pounds to the penny, as the server rounds each figure. */
const toPenny = (pounds: number) => Math.round(pounds * 100) / 100;

/** A result whose savings are its costs' differences, to the penny, as the document requires. */
const result = (vehicleId: string, annual: number): VehicleResult => ({
  vehicleId,
  annualSaving: toPenny(1071.66 - annual),
  monthlySaving: toPenny(89.31 - toPenny(annual / 12)),
  weeklySaving: toPenny(20.61 - toPenny(annual / 52)),
  newAnnualRunningCost: annual,
  newMonthlyRunningCost: toPenny(annual / 12),
  newWeeklyRunningCost: toPenny(annual / 52),
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
  expect(periodFigures(result('a', 303.31), 'monthly')).toEqual({ current: 89.31, next: 25.28, saving: 64.03 });
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
  // A saving that rounds to the costs' difference is taken as that difference (-0.001 is £0.00, the same cost).
  const same = {
    newAnnualRunningCost: 1071.66,
    newMonthlyRunningCost: 89.31,
    newWeeklyRunningCost: 20.61,
    annualSaving: -0.001,
    monthlySaving: 0,
    weeklySaving: 0,
  };
  expect(usableResult(broken(same))?.annualSaving).toBe(0);
});

it('shows no result whose saving is more than a penny from its costs’ difference, in any period', () => {
  const stated = (change: Partial<VehicleResult>) => usableResult({ ...result('a', 303.31), ...change });
  expect(stated({})?.annualSaving).toBe(768.35);
  // A saving ten times the difference of the costs shown beside it (£1,071.66 less £303.31 is £768.35).
  expect(stated({ annualSaving: 7683.5 })).toBeUndefined();
  expect(stated({ annualSaving: 768.37 })).toBeUndefined();
  expect(stated({ monthlySaving: 64.05 })).toBeUndefined();
  expect(stated({ weeklySaving: -14.78 })).toBeUndefined();
  // Adding up within the month, but the month ten times a twelfth of the year: the Monthly tab would disagree with the
  // Annual one (a phone review's provider).
  expect(
    stated({ currentMonthlyRunningCost: 893.1, newMonthlyRunningCost: 252.8, monthlySaving: 640.3 }),
  ).toBeUndefined();
  // A penny either way is a server's rounding (a month's saving from the year's): accepted, and the saving shown is
  // the difference of the costs shown, so the card never contradicts itself.
  expect(stated({ annualSaving: 768.36 })?.annualSaving).toBe(768.35);
  expect(stated({ monthlySaving: 64.02 })?.monthlySaving).toBe(64.03);
  // Each figure to the penny: a server's unrounded figures that round to the same pennies add up.
  expect(stated({ newAnnualRunningCost: 303.314, annualSaving: 768.346 })?.annualSaving).toBe(768.35);
  // Only the vehicles asked about are named.
  const answers = [
    result('a', 303.31),
    { ...result('b', 1), annualSaving: 7683.5 },
    { ...result('c', 1), annualSaving: 1 },
  ];
  expect(unbalancedResults({ vehicleResults: answers }, ['a', 'b'])).toEqual(['b']);
});

it('shows no result with a figure over £100 million, even one whose savings add up', () => {
  expect(usableResult(result('a', 200_000_000))).toBeUndefined();
  expect(unbalancedResults({ vehicleResults: [result('a', 200_000_000)] }, ['a'])).toEqual([]);
});

it('takes the first of two answers for one id, and reads the current car from a usable first result', () => {
  const twice = resultsById({ vehicleResults: [result('a', 1), result('a', 2)] }, ['a']);
  expect(twice.get('a')?.newAnnualRunningCost).toBe(1);
  expect(currentCarResult({ vehicleResults: [result('a', 1)] })?.currentAnnualRunningCost).toBe(1071.66);
  expect(currentCarResult({ vehicleResults: [] })).toBeUndefined();
  expect(currentCarResult({ vehicleResults: null } as never)).toBeUndefined();
  expect(resultsById({ vehicleResults: null } as never, ['a']).size).toBe(0);
});
