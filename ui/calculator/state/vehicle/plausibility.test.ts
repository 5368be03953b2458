import { expect, it } from 'vitest';
import { vehicleFieldCheck } from './plausibility.ts';
import type { VehicleDraft } from './vehicle-data.ts';

const draft: VehicleDraft = { fuel: 'petrol', mpg: '45', mileage: '150', mileagePer: 'week', fuelPrice: '1.36' };
const check = (field: 'mpg' | 'mileage' | 'vehicleTax', changes: Partial<VehicleDraft>) =>
  vehicleFieldCheck(field, { ...draft, ...changes });

it('asks about an MPG under 10, suggesting the figure a misplaced decimal point came from', () => {
  expect(check('mpg', { mpg: '4.5' })).toBe(
    '4.5 mpg is less than almost any car achieves. Check it is right: did you mean 45?',
  );
  expect(check('mpg', { mpg: '9,9' })).toBe(
    '9.9 mpg is less than almost any car achieves. Check it is right: did you mean 99?',
  );
  // An MPG raised to 1 (spec section 5) is asked about, with no guess.
  expect(check('mpg', { mpg: '1' })).toBe('1 mpg is less than almost any car achieves. Check it is right.');
  expect(check('mpg', { mpg: '10' })).toBeUndefined();
});

it('asks about more than 1,000 miles a week, in the period the visitor chose', () => {
  expect(check('mileage', { mileage: '1500' })).toBe(
    '1,500 miles a week is more than almost anyone drives. Check it is right: did you mean 150?',
  );
  expect(check('mileage', { mileage: '1000' })).toBeUndefined();
  expect(check('mileage', { mileage: '100,000', mileagePer: 'year' })).toBe(
    '100,000 miles a year is more than almost anyone drives. Check it is right: did you mean 10,000?',
  );
  expect(check('mileage', { mileage: '52000', mileagePer: 'year' })).toBeUndefined();
  expect(check('mileage', { mileage: '4334', mileagePer: 'month' })).toBe(
    '4,334 miles a month is more than almost anyone drives. Check it is right.',
  );
});

it('asks about more than £1,000 of vehicle tax a year', () => {
  expect(check('vehicleTax', { vehicleTax: '1950' })).toBe(
    '£1,950 a year is more vehicle tax than any car pays after its first year. Check it is right: did you mean £195?',
  );
  expect(check('vehicleTax', { vehicleTax: '£1,000' })).toBeUndefined();
  expect(check('vehicleTax', { vehicleTax: 'lots' })).toBeUndefined();
});

it('asks about vehicle tax between £0 and £20 a year, which no car pays, with the pounds a slip probably meant', () => {
  expect(check('vehicleTax', { vehicleTax: '1.95' })).toBe(
    '£1.95 a year is less vehicle tax than any car pays after its first year, unless it pays none. Check it is right: did you mean £195?',
  );
  expect(check('vehicleTax', { vehicleTax: '19' })).toBe(
    '£19 a year is less vehicle tax than any car pays after its first year, unless it pays none. Check it is right.',
  );
  // £0 (historic and exempt vehicles) and £20 (the lowest yearly rate after a car's first year) are real rates.
  expect(check('vehicleTax', { vehicleTax: '0' })).toBeUndefined();
  expect(check('vehicleTax', { vehicleTax: '20' })).toBeUndefined();
  // A hundred times £0.05 is £5, no rate either: nothing to suggest.
  expect(check('vehicleTax', { vehicleTax: '0.05' })).toBe(
    '£0.05 a year is less vehicle tax than any car pays after its first year, unless it pays none. Check it is right.',
  );
});
