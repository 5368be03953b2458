import { expect, it } from 'vitest';
import type { VehicleDraft } from './vehicle-data.ts';
import { parseVehicleDraft, vehicleFieldError } from './vehicle-validation.ts';

const labels = { mpg: 'Average MPG', mileage: 'Average mileage', fuelPrice: 'Average fuel price (per litre)' };
const draft: VehicleDraft = { fuel: 'diesel', mpg: '38', mileage: '800', mileagePer: 'month', fuelPrice: '1.45' };
const errorFor = (field: keyof typeof labels, value: string) =>
  vehicleFieldError(field, { ...draft, [field]: value }, labels);

it('accepts the journey’s diesel figures', () => {
  expect(parseVehicleDraft(draft)).toEqual({
    fuel: 'diesel',
    mpg: 38,
    mileage: 800,
    mileagePer: 'month',
    fuelPrice: 1.45,
  });
  expect(['mpg', 'mileage', 'fuelPrice'].map((field) => errorFor(field as 'mpg', draft[field as 'mpg']))).toEqual([
    undefined,
    undefined,
    undefined,
  ]);
});

it('names the field and says what to enter when it is empty', () => {
  expect(errorFor('mpg', ' ')).toBe('Enter your average MPG');
  expect(errorFor('mileage', '')).toBe('Enter your average mileage');
  expect(errorFor('fuelPrice', '')).toBe('Enter your average fuel price (per litre)');
});

it('names the rule a typed value breaks', () => {
  expect(errorFor('mpg', 'forty')).toBe('Average MPG must be a number, like 45');
  expect(errorFor('mileage', '0')).toBe('Average mileage must be 1 mile or more');
  expect(errorFor('mileage', '12 miles')).toBe('Average mileage must be a number of miles, like 150');
  expect(errorFor('mileage', '43,334')).toBe('Average mileage must be 43,333 miles a month or less');
  expect(errorFor('fuelPrice', '0.09')).toBe('Average fuel price (per litre) must be £0.10 or more');
  expect(errorFor('fuelPrice', '145')).toBe('Average fuel price (per litre) must be in pounds, like 1.36 for 136p');
  expect(errorFor('fuelPrice', '1.4.5')).toBe('Average fuel price (per litre) must be an amount in pounds, like 1.36');
});

it('reads thousands commas and a pound sign as a visitor types them', () => {
  expect(parseVehicleDraft({ ...draft, mileage: '12,000', mileagePer: 'year', fuelPrice: '£1.459' })).toMatchObject({
    mileage: 12000,
    fuelPrice: 1.46,
  });
});

it('raises an MPG below 1 to 1 instead of refusing it (spec section 5)', () => {
  expect(errorFor('mpg', '0')).toBeUndefined();
  expect(parseVehicleDraft({ ...draft, mpg: '-3' })?.mpg).toBe(1);
});

it('is invalid while any field breaks a rule', () => {
  expect(parseVehicleDraft({ ...draft, mileage: '' })).toBeUndefined();
  expect(parseVehicleDraft({ ...draft, fuelPrice: '0.04' })).toBeUndefined();
  expect(parseVehicleDraft({ ...draft, mpg: 'Infinity' })).toBeUndefined();
  expect(parseVehicleDraft({ ...draft, mileage: '10001', mileagePer: 'week' })).toBeUndefined();
  expect(parseVehicleDraft({ ...draft, mileage: '520000', mileagePer: 'year' })?.mileage).toBe(520000);
});
