import fc from 'fast-check';
import { expect, it } from 'vitest';
import { mockSetup } from '../../test/mock-configuration.ts';
import { comparedExample, isDefaultData } from './default-data.ts';
import { draftFrom } from './vehicle-data.ts';

const initial = mockSetup.initial;

it('is representative while the data equals the initial options, whatever showOnLoad and the default prices', () => {
  fc.assert(
    fc.property(
      fc.boolean(),
      fc.double({ min: 0.1, max: 3, noNaN: true }),
      fc.double({ min: 0.1, max: 3, noNaN: true }),
      (showOnLoad, petrolPrice, dieselPrice) => {
        const options = { ...initial, showOnLoad, petrolPrice, dieselPrice };
        expect(isDefaultData(draftFrom(initial), options)).toBe(true);
        expect(
          isDefaultData({ fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 }, options),
        ).toBe(true);
      },
    ),
  );
});

it('stops being representative as soon as any compared value changes', () => {
  const changes = fc.oneof(
    fc.record({
      mpg: fc
        .integer({ min: 1, max: 200 })
        .filter((n) => n !== initial.mpg)
        .map(String),
    }),
    fc.record({
      mileage: fc
        .integer({ min: 1, max: 5000 })
        .filter((n) => n !== initial.mileage)
        .map(String),
    }),
    fc.record({
      fuelPrice: fc
        .integer({ min: 10, max: 300 })
        .filter((p) => p !== 136)
        .map((p) => (p / 100).toFixed(2)),
    }),
    fc.record({ fuel: fc.constant('diesel' as const) }),
    fc.record({ mileagePer: fc.constantFrom('month' as const, 'year' as const) }),
  );
  fc.assert(fc.property(changes, (change) => !isDefaultData({ ...draftFrom(initial), ...change }, initial)));
});

it('compares typed numbers by value', () => {
  expect(isDefaultData({ ...draftFrom(initial), mpg: '45.0', fuelPrice: '1.360' }, initial)).toBe(true);
});

it('reads each field as its rule does: a decimal comma is the default, a full stop between thousands is not', () => {
  expect(isDefaultData({ ...draftFrom(initial), mpg: '45,0', fuelPrice: '1,36' }, initial)).toBe(true);
  expect(isDefaultData({ ...draftFrom(initial), fuelPrice: '136p' }, initial)).toBe(true);
  // "150.000" miles is refused, never read as the default 150.
  expect(isDefaultData({ ...draftFrom(initial), mileage: '150.000' }, initial)).toBe(false);
});

it('counts a vehicle tax the visitor gave as theirs, unless it is the configuration’s own or none was given', () => {
  const example = { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 } as const;
  expect(initial.vehicleTax).toBe(195);
  expect(isDefaultData({ ...example, vehicleTax: 1950 }, initial)).toBe(false);
  expect(isDefaultData({ ...draftFrom(initial), vehicleTax: '1,950' }, initial)).toBe(false);
  expect(isDefaultData({ ...example, vehicleTax: 195 }, initial)).toBe(true);
  expect(isDefaultData({ ...draftFrom(initial), vehicleTax: '' }, initial)).toBe(true);
  expect(isDefaultData(example, initial)).toBe(true);
});

it('says what of a comparison is the example’s: the car, its mpg and its mileage, each by itself', () => {
  const example = { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 } as const;
  // No vehicle data yet: the comparison is the example's whole.
  expect(comparedExample(null, initial)).toEqual({ car: true, mpg: true, mileage: true });
  expect(comparedExample(example, initial)).toEqual({ car: true, mpg: true, mileage: true });
  // The visitor's own mpg: the car is theirs, the mileage still the example's.
  expect(comparedExample({ ...example, mpg: 40 }, initial)).toEqual({ car: false, mpg: false, mileage: true });
  // Their own tax alone: the car is theirs, its mpg and mileage still the example's.
  expect(comparedExample({ ...example, vehicleTax: 1950 }, initial)).toEqual({ car: false, mpg: true, mileage: true });
  // The same miles typed a year (7,800) are the visitor's: they chose the period and typed the figure.
  expect(comparedExample({ ...example, mileage: 7800, mileagePer: 'year' }, initial)).toEqual({
    car: false,
    mpg: true,
    mileage: false,
  });
});
