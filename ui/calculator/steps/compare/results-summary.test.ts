import configuration from '@hcuk-genesis/mocks/data/api/v1/CostSavingCalculator/Configuration.json' with {
  type: 'json',
};
import { expect, it } from 'vitest';
import type { ResultRow } from '../../state/figures/index.ts';
import { builtInTexts } from '../../state/texts/index.ts';
import { resultsSummary } from './results-summary.ts';

const result = (vehicleId: string, current: number, next: number) => ({
  vehicleId,
  currentAnnualRunningCost: current,
  newAnnualRunningCost: next,
  annualSaving: Math.round((current - next) * 100) / 100,
  currentMonthlyRunningCost: 0,
  newMonthlyRunningCost: 0,
  monthlySaving: 0,
  currentWeeklyRunningCost: 0,
  newWeeklyRunningCost: 0,
  weeklySaving: 0,
  electricityCost: 0,
  electricShare: 1,
  vehicle: { evRange: 218, battery: 49, mpg: null, capVehicleDescription: '' },
});
const edition = (id: string, description: string, powerTrain: 'bev' | 'hev') =>
  ({ id, description, powerTrain, price: 25995 }) as unknown as ResultRow['edition'];
const rows: ResultRow[] = [
  { edition: edition('mg4', 'MG4 EV SE', 'bev'), result: result('mg4', 1071.66, 708.7) },
  { edition: edition('hs', 'MG HS Hybrid+ SE', 'hev'), result: result('hs', 1071.66, 900) },
];
const duty = { rates: configuration.mileageDuty, annualMiles: 7800, now: Date.parse('2026-11-27T12:00:00Z') };

it('reads an electric car’s two headlines while the duty is still to start, as its card shows them', () => {
  expect(resultsSummary(rows, 'annual', builtInTexts, () => undefined, duty)).toBe(
    'Annual figures. Your vehicle: £1,071.66. ' +
      'MG4 EV SE: estimated running cost £708.70. Estimated saving: about £363 a year until March 2028. ' +
      'Estimated saving: about £129 a year from April 2028, after the mileage duty (eVED). ' +
      'MG HS Hybrid+ SE: estimated running cost £900.00. Estimated saving: about £172 a year.',
  );
});

it('reads one headline each without the duty’s rates', () => {
  expect(resultsSummary(rows, 'annual', builtInTexts, () => undefined, { ...duty, rates: undefined })).toContain(
    'MG4 EV SE: estimated running cost £708.70. Estimated saving: about £363 a year. MG HS',
  );
});
