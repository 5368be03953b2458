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
const duty = {
  rates: configuration.mileageDuty,
  annualMiles: 7800,
  now: Date.parse('2026-11-27T12:00:00Z'),
  example: { car: false, mpg: false, mileage: false },
  toCheck: () => false,
};

it('reads an electric car’s two headlines while the duty is still to start, as its card shows them', () => {
  expect(resultsSummary(rows, 'annual', builtInTexts, () => undefined, duty)).toBe(
    'Annual figures. Your vehicle: £1,071.66. ' +
      'MG4 EV SE: estimated running cost £708.70. Estimated saving: about £363 a year until March 2028. ' +
      'Estimated saving: about £129 a year from April 2028, after the mileage duty (eVED). ' +
      'MG HS Hybrid+ SE: estimated running cost £900.00. Estimated saving: about £172 a year.',
  );
});

it('says once, before the headlines, that the figures are the example vehicle’s (CAP Code 3.1)', () => {
  expect(
    resultsSummary(rows, 'annual', builtInTexts, () => undefined, {
      ...duty,
      example: { car: true, mpg: true, mileage: true },
    }),
  ).toBe(
    'Annual figures. Example vehicle: £1,071.66. ' +
      'MG4 EV SE: estimated running cost £708.70. Estimated saving: about £363 a year until March 2028. ' +
      'Estimated saving: about £129 a year from April 2028, after the mileage duty (eVED). ' +
      'MG HS Hybrid+ SE: estimated running cost £900.00. Estimated saving: about £172 a year.',
  );
});

it('says once, with the current car’s figure, which of the visitor’s figures are still the example’s', () => {
  expect(
    resultsSummary(rows, 'annual', builtInTexts, () => undefined, {
      ...duty,
      example: { car: false, mpg: false, mileage: true },
    }),
  ).toBe(
    'Annual figures. Your vehicle: £1,071.66, at the example mileage. ' +
      'MG4 EV SE: estimated running cost £708.70. Estimated saving: about £363 a year until March 2028. ' +
      'Estimated saving: about £129 a year from April 2028, after the mileage duty (eVED). ' +
      'MG HS Hybrid+ SE: estimated running cost £900.00. Estimated saving: about £172 a year.',
  );
  // A figure to check is said with each claim that rests on it, as on the cards.
  expect(
    resultsSummary(rows, 'annual', builtInTexts, () => undefined, { ...duty, toCheck: (train) => train === 'bev' }),
  ).toContain(
    'Estimated saving: about £363 a year until March 2028, if the figures to check under Your vehicle are right. ',
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
      'Estimated to cost about £50 more a year, with expected real-world figures.',
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

/** The annual summary of `shown`, with the other basis's result for its one vehicle costing `cost` a year. */
const beside = (shown: ResultRow[], basis: 'real-world' | 'official', cost: number) =>
  resultsSummary(
    shown,
    'annual',
    builtInTexts,
    () => undefined,
    duty,
    (id) => ({
      other: { basis, result: result(id, 1071.66, cost) },
      tariffs: [],
    }),
  );

it('reads an electric car’s real-world lines with the duty beside its official ones, where any points another way', () => {
  // The MG4 saves on official figures (shown) until March 2028 and with the duty from April (£362.96, then £128.96
  // after £234 of duty). Its duty lines are the headline, so the real-world figures get their own, the duty counted
  // the same way, and read as the card shows them.
  const summary = (realWorldCost: number) => beside(rows.slice(0, 1), 'real-world', realWorldCost);
  // Costs £28.34 more from the start on real-world figures, £262.34 more with the duty.
  expect(summary(1100)).toContain(
    'until March 2028. Estimated saving: about £129 a year from April 2028, after the mileage duty (eVED). ' +
      'Estimated to cost about £28 more a year until March 2028, with expected real-world figures. ' +
      'Estimated to cost about £262 more a year from April 2028, after the mileage duty (eVED), with expected real-world figures.',
  );
  // Saves £171.66 until March 2028 on real-world figures too, but costs £62.34 more with the duty: the second line
  // points the other way, so both are read.
  expect(summary(900)).toContain(
    'Estimated saving: about £172 a year until March 2028, with expected real-world figures. ' +
      'Estimated to cost about £62 more a year from April 2028, after the mileage duty (eVED), with expected real-world figures.',
  );
  // Saves on both lines (£271.66, then £37.66): the headline is the official figures' two lines, and the smaller
  // line that qualifies the first is read after them, as the card shows it.
  expect(summary(800)).toContain(
    'Estimated saving: about £129 a year from April 2028, after the mileage duty (eVED). ' +
      'Estimated saving: about £272 a year until March 2028, with expected real-world figures.',
  );
  expect(summary(800)).not.toContain('£38');
});

it('reads the smaller line that qualifies a headline, and none where both bases give the same figure', () => {
  // Real-world figures shown (the hybrid saves £171.66); official ones save more, £271.66, and favour the new car.
  const summary = (officialCost: number) => beside(rows.slice(1), 'official', officialCost);
  expect(summary(800)).toBe(
    'Annual figures. Your vehicle: £1,071.66. MG HS Hybrid+ SE: estimated running cost £900.00. ' +
      'Estimated saving: about £172 a year. ' +
      'Estimated saving: about £272 a year, on official (WLTP) figures (which favour the new car against your own mpg).',
  );
  // The same cost on both bases (charging that is all free costs nothing on either): no second line, and nothing
  // said to favour the new car.
  expect(summary(900)).not.toContain('official');
});

it('says four lines of one card alike: whole pounds when either pair is', () => {
  // Weekly: the official figures save £6.98 until March 2028 and £2.48 with £4.50 of duty, in pennies; real-world ones
  // cost £104 more, so every line is in whole pounds.
  const weekly = resultsSummary(
    [
      {
        edition: rows[0]?.edition as ResultRow['edition'],
        result: { ...result('mg4', 1071.66, 708.7), weeklySaving: 6.98 },
      },
    ],
    'weekly',
    builtInTexts,
    () => undefined,
    duty,
    () => ({
      other: { basis: 'real-world' as const, result: { ...result('mg4', 1071.66, 1100), weeklySaving: -104 } },
      tariffs: [],
    }),
  );
  expect(weekly).toContain(
    'Estimated saving: about £7 a week until March 2028. Estimated saving: about £2 a week from',
  );
  expect(weekly).toContain(
    'Estimated to cost about £104 more a week until March 2028, with expected real-world figures.',
  );
});

it('reads a request to check a figure few visitors mean right after the current car’s cost, before any saving', () => {
  const check =
    '4.5 mpg is less than almost any car achieves. Check it is right: did you mean 45? The figures here are costed at 4.5 mpg.';
  expect(resultsSummary(rows.slice(1), 'annual', builtInTexts, () => undefined, duty, undefined, [check])).toBe(
    `Annual figures. Your vehicle: £1,071.66. ${check} ` +
      'MG HS Hybrid+ SE: estimated running cost £900.00. Estimated saving: about £172 a year.',
  );
});
