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

it('reads the other basis’s result where it heads the card too: official figures that the real-world ones contradict', () => {
  // The hybrid saves on official figures (the ones shown) and costs £50 more a year on expected real-world ones.
  const realWorld = { basis: 'real-world' as const, result: result('hs', 1071.66, 1121.66) };
  const alternativesOf = (id: string) => (id === 'hs' ? { other: realWorld, tariffs: [] } : { tariffs: [] });
  expect(resultsSummary(rows.slice(1), 'annual', builtInTexts, () => undefined, duty, alternativesOf)).toBe(
    'Annual figures. Your vehicle: £1,071.66. ' +
      'MG HS Hybrid+ SE: estimated running cost £900.00. Estimated saving: about £172 a year. ' +
      // Two lines of one card are said alike: whole pounds, as one is £100 or more.
      'Estimated to cost about £50 more a year with expected real-world figures.',
  );
  // Official figures beside real-world ones that point the other way are not read at all, as the card shows none.
  const official = { basis: 'official' as const, result: result('hs', 1071.66, 1121.66) };
  expect(
    resultsSummary(
      rows.slice(1),
      'annual',
      builtInTexts,
      () => undefined,
      duty,
      () => ({ other: official, tariffs: [] }),
    ),
  ).not.toContain('official');
});

it('never heads an electric car with the other basis beside the mileage duty’s lines, whose duty it leaves out', () => {
  // The MG4 saves on official figures (shown) until March 2028; on real-world ones it would cost more. Its lines are
  // the duty's, so the real-world figure, which leaves the duty out, is not read as a line of the card.
  const realWorld = { basis: 'real-world' as const, result: result('mg4', 1071.66, 1100) };
  const said = resultsSummary(
    rows.slice(0, 1),
    'annual',
    builtInTexts,
    () => undefined,
    duty,
    () => ({
      other: realWorld,
      tariffs: [],
    }),
  );
  expect(said).toContain('until March 2028. Estimated saving: about £129 a year from April 2028');
  expect(said).not.toContain('real-world');
});
