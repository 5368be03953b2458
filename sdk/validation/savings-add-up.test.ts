import { expect, it } from 'vitest';
import { savingsMismatch, type VehicleResult } from './savings-add-up.ts';

/** The document's example MG4 result against a petrol car: each saving the difference of its two costs. */
const mg4 = {
  vehicleId: 'mg-mg4-se-sr',
  currentAnnualRunningCost: 1071.66,
  newAnnualRunningCost: 303.31,
  annualSaving: 768.35,
  currentMonthlyRunningCost: 89.31,
  newMonthlyRunningCost: 25.28,
  monthlySaving: 64.03,
  currentWeeklyRunningCost: 20.61,
  newWeeklyRunningCost: 5.83,
  weeklySaving: 14.78,
} as VehicleResult;

it('accepts savings that are their costs’ differences, to the penny or within one', () => {
  expect(savingsMismatch(mg4)).toBeUndefined();
  // A month's saving rounded from the year's (768.35 / 12 = 64.03) against 89.31 - 25.29 = 64.02.
  expect(savingsMismatch({ ...mg4, newMonthlyRunningCost: 25.29 })).toBeUndefined();
});

it('refuses a month or a week that is not the year’s share: twelve and fifty-two of them make a year', () => {
  // A provider's monthly figures ten times over, still adding up within the month.
  expect(
    savingsMismatch({
      ...mg4,
      currentMonthlyRunningCost: 893.1,
      newMonthlyRunningCost: 252.8,
      monthlySaving: 640.3,
    }),
  ).toBe('the monthly current running cost £893.1 is not £1071.66 over 12');
  expect(savingsMismatch({ ...mg4, newWeeklyRunningCost: 5.85, weeklySaving: 14.76 })).toBe(
    'the weekly new running cost £5.85 is not £303.31 over 52',
  );
  // 303.31 / 12 = 25.2758: 25.27 and 25.29 are within the penny a server's rounding may take.
  expect(savingsMismatch({ ...mg4, newMonthlyRunningCost: 25.27, monthlySaving: 64.04 })).toBeUndefined();
});

it('names the period whose saving is not the difference, with the three figures', () => {
  expect(savingsMismatch({ ...mg4, annualSaving: 868.35 })).toBe(
    'the annual saving £868.35 is not £1071.66 less £303.31',
  );
  expect(savingsMismatch({ ...mg4, weeklySaving: 14.8 })).toBe('the weekly saving £14.8 is not £20.61 less £5.83');
});
