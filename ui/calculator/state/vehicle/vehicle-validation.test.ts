import { expect, it } from 'vitest';
import { builtInPriceRanges } from '../prices/price-ranges.ts';
import type { VehicleDraft } from './vehicle-data.ts';
import { normaliseVehicleField, parseVehicleDraft, vehicleFieldError } from './vehicle-validation.ts';

const labels = {
  mpg: 'Average MPG',
  mileage: 'Average mileage',
  fuelPrice: 'Average fuel price (per litre)',
  vehicleTax: 'Vehicle tax a year',
};
const draft: VehicleDraft = { fuel: 'diesel', mpg: '38', mileage: '800', mileagePer: 'month', fuelPrice: '1.45' };
const fuelRange = builtInPriceRanges.fuel;
const errorFor = (field: keyof typeof labels, value: string) =>
  vehicleFieldError(field, { ...draft, [field]: value }, labels, fuelRange);
const parse = (changes: Partial<VehicleDraft>) => parseVehicleDraft({ ...draft, ...changes }, fuelRange);

it('accepts the journey’s diesel figures', () => {
  expect(parse({})).toEqual({ fuel: 'diesel', mpg: 38, mileage: 800, mileagePer: 'month', fuelPrice: 1.45 });
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
  // A year's mileage on per month: the period it fits is named.
  expect(errorFor('mileage', '43,334')).toBe(
    'Average mileage must be 43,333 miles a month or less: for 43,334 miles a year, choose per year',
  );
  expect(errorFor('fuelPrice', '0.14')).toBe('Average fuel price (per litre) must be between £0.80 and £2.50');
  expect(errorFor('fuelPrice', '1.4.5')).toBe('Average fuel price (per litre) must be an amount in pounds, like 1.36');
});

it('refuses a fuel price typed in pence and suggests the price meant', () => {
  expect(errorFor('fuelPrice', '145')).toBe(
    'Average fuel price (per litre) must be between £0.80 and £2.50. Did you mean 145.0p? Enter 1.45',
  );
  expect(parse({ fuelPrice: '145' })).toBeUndefined();
  expect(parse({ fuelPrice: '145p' })?.fuelPrice).toBe(1.45);
  expect(normaliseVehicleField('fuelPrice', '136.9p', fuelRange)).toBe('1.37');
});

it('uses a range the configuration narrowed', () => {
  const narrow = { min: 1, max: 2 };
  expect(vehicleFieldError('fuelPrice', { ...draft, fuelPrice: '2.20' }, labels, narrow)).toBe(
    'Average fuel price (per litre) must be between £1.00 and £2.00',
  );
});

it('reads thousands commas and a pound sign as a visitor types them', () => {
  expect(parse({ mileage: '12,000', mileagePer: 'year', fuelPrice: '£1.459' })).toMatchObject({
    mileage: 12000,
    fuelPrice: 1.46,
  });
});

it('keeps a diesel driver’s last petrol price for the hybrids, and a petrol driver’s own', () => {
  expect(parse({ petrolPrice: '1.39' })?.petrolPrice).toBe(1.39);
  expect(parse({ petrolPrice: '139' })?.petrolPrice).toBeUndefined();
  expect(parse({ fuel: 'petrol', fuelPrice: '1.41', petrolPrice: '1.39' })?.petrolPrice).toBe(1.41);
});

it('costs an MPG from 0 to 1 as 1 instead of refusing it (spec section 5), and keeps what was typed', () => {
  expect(errorFor('mpg', '0')).toBeUndefined();
  expect(parse({ mpg: '0.5' })?.mpg).toBe(1);
  // Rewritten as "1", ".45" lost the 45 a phone's decimal key had slipped into (plausibility.ts asks about it).
  expect(normaliseVehicleField('mpg', ' .45 ', fuelRange)).toBe('.45');
});

it('refuses a negative MPG, a slip of the minus key, instead of costing it as 1 mpg', () => {
  expect(errorFor('mpg', '-45')).toBe('Average MPG must be between 1 and 150');
  expect(parse({ mpg: '-3' })).toBeUndefined();
  expect(normaliseVehicleField('mpg', '-45', fuelRange)).toBe('-45');
});

it('leaves a fuel price that breaks its rule as typed, so its message is about what the visitor sees', () => {
  for (const typed of ['1.36p', '1,459', '£30', '0.136', '99999999999999999999999'])
    expect(normaliseVehicleField('fuelPrice', typed, fuelRange)).toBe(typed);
  expect(normaliseVehicleField('fuelPrice', ' £1.459 ', fuelRange)).toBe('1.46');
});

it('offers the decimal reading of a comma-decimal price, and never takes it', () => {
  expect(errorFor('fuelPrice', '1,459')).toBe(
    'Average fuel price (per litre) must be between £0.80 and £2.50. Did you mean £1.459? Enter 1.459',
  );
  expect(parse({ fuelPrice: '1,459' })).toBeUndefined();
  // Read as pounds it fits, so it is no slip.
  expect(errorFor('fuelPrice', '1,45')).toBeUndefined();
  // Neither reading fits: the range alone.
  expect(errorFor('fuelPrice', '9,459')).toBe('Average fuel price (per litre) must be between £0.80 and £2.50');
});

it('is invalid while any field breaks a rule', () => {
  expect(parse({ mileage: '' })).toBeUndefined();
  expect(parse({ fuelPrice: '0.04' })).toBeUndefined();
  expect(parse({ mpg: 'Infinity' })).toBeUndefined();
  expect(parse({ mileage: '10001', mileagePer: 'week' })).toBeUndefined();
  expect(parse({ mileage: '520000', mileagePer: 'year' })?.mileage).toBe(520000);
});

it("refuses an MPG over the document's 150 (MilesPerGallon), suggesting the figure a slip of the keyboard made", () => {
  expect(errorFor('mpg', '450')).toBe(
    '450 mpg is more than any car achieves: did you mean 45? Average MPG must be between 1 and 150',
  );
  expect(errorFor('mpg', '5200')).toBe(
    '5,200 mpg is more than any car achieves: did you mean 52? Average MPG must be between 1 and 150',
  );
  expect(errorFor('mpg', '151')).toBe('Average MPG must be between 1 and 150');
  expect(errorFor('mpg', '150')).toBeUndefined();
  expect(parse({ mpg: '450' })).toBeUndefined();
});

it('refuses a full stop between thousands instead of costing 10.000 miles as 10', () => {
  expect(errorFor('mileage', '10.000')).toBe(
    'Average mileage must use a comma, not a full stop, between thousands: for 10,000, enter 10000 or 10,000',
  );
  expect(parse({ mileage: '10.000', mileagePer: 'year' })).toBeUndefined();
  expect(errorFor('vehicleTax', '£1.950')).toBe(
    'Vehicle tax a year must use a comma, not a full stop, between thousands: for £1,950, enter 1950 or 1,950',
  );
  // A decimal that is not three digits is read as one.
  expect(parse({ mileage: '150.5', mileagePer: 'week' })?.mileage).toBe(150.5);
});

it('offers the thousands figure only where it has thousands and the field accepts it', () => {
  // 1,000,000 miles a year is beyond the document's limit: the rule alone, with no example to copy.
  expect(errorFor('mileage', '1.000.000')).toBe('Average mileage must use a comma, not a full stop, between thousands');
  expect(errorFor('vehicleTax', '19.500')).toBe(
    'Vehicle tax a year must use a comma, not a full stop, between thousands',
  );
  // "0.500" is refused, never costed as half a mile or 50p of tax, with no "for 500, enter 500 or 500".
  expect(errorFor('mileage', '0.500')).toBe('Average mileage must use a comma, not a full stop, between thousands');
  expect(errorFor('vehicleTax', '0.500')).toBe(
    'Vehicle tax a year must use a comma, not a full stop, between thousands',
  );
});

it('reads a decimal comma in MPG and the fuel price, as a comma-decimal phone types them, but never in mileage', () => {
  expect(parse({ mpg: '45,5', fuelPrice: '1,36' })).toMatchObject({ mpg: 45.5, fuelPrice: 1.36 });
  expect(parse({ fuelPrice: '136,9p' })?.fuelPrice).toBe(1.37);
  // "10,00" may be 10,000 missing a zero: a whole-number field does not read it as 10.
  expect(errorFor('mileage', '10,00')).toBe('Average mileage must be a number of miles, like 150');
  // A comma before three digits stays a thousands comma, and before four it is refused.
  expect(parse({ mileage: '1,200' })?.mileage).toBe(1200);
  expect(errorFor('mpg', '1,0000')).toBe('Average MPG must be a number, like 45');
});
