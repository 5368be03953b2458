import { expect, it } from 'vitest';
import { costedFigureChecks, vehicleFieldCheck } from './plausibility.ts';
import type { VehicleData, VehicleDraft, VehicleNumberField } from './vehicle-data.ts';

const draft: VehicleDraft = { fuel: 'petrol', mpg: '45', mileage: '150', mileagePer: 'week', fuelPrice: '1.36' };
const check = (field: VehicleNumberField, changes: Partial<VehicleDraft>) =>
  vehicleFieldCheck(field, { ...draft, ...changes });

it('asks about an MPG under 10, suggesting the figure a misplaced decimal point came from', () => {
  expect(check('mpg', { mpg: '4.5' })).toBe(
    '4.5 mpg is less than almost any car achieves. Check it is right: did you mean 45?',
  );
  expect(check('mpg', { mpg: '9,9' })).toBe(
    '9.9 mpg is less than almost any car achieves. Check it is right: did you mean 99?',
  );
  expect(check('mpg', { mpg: '1' })).toBe('1 mpg is less than almost any car achieves. Check it is right.');
  expect(check('mpg', { mpg: '10' })).toBeUndefined();
  // Said as typed: rounded to one decimal, 9.95 would read "10 mpg is less than …".
  expect(check('mpg', { mpg: '9.95' })).toBe(
    '9.95 mpg is less than almost any car achieves. Check it is right: did you mean 99.5?',
  );
});

it('asks about an MPG under 1, costed as 1, with the figure a stray decimal point was typed before (a phone review)', () => {
  // A phone's decimal key sits beside the 0: ".45" and "0.45" were rewritten as 1 with no guess, and 45 was lost.
  const costedAs1 = (typed: string) =>
    `${typed} mpg is less than any car achieves, so the figures use 1 mpg, the lowest the calculator accepts. Check it is right`;
  expect(check('mpg', { mpg: '.45' })).toBe(`${costedAs1('0.45')}: did you mean 45?`);
  expect(check('mpg', { mpg: '0.45' })).toBe(`${costedAs1('0.45')}: did you mean 45?`);
  expect(check('mpg', { mpg: '0,45' })).toBe(`${costedAs1('0.45')}: did you mean 45?`);
  // Nothing likely after the point: no guess.
  expect(check('mpg', { mpg: '0' })).toBe(`${costedAs1('0')}.`);
  expect(check('mpg', { mpg: '0.5' })).toBe(`${costedAs1('0.5')}.`);
  expect(check('mpg', { mpg: '0.455' })).toBe(`${costedAs1('0.455')}.`);
  // On the results, as Details said it (the figures there are costed at 1 mpg, which the note already says).
  const costed = { fuel: 'petrol', mpg: 1, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 } as const;
  expect(costedFigureChecks(costed, { mpg: '.45' })).toEqual([
    { field: 'mpg', text: `${costedAs1('0.45')}: did you mean 45?` },
  ]);
  expect(costedFigureChecks(costed, { mpg: '1' })).toEqual([
    {
      field: 'mpg',
      text: '1 mpg is less than almost any car achieves. Check it is right. The figures here are costed at 1 mpg.',
    },
  ]);
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

it('asks about a yearly mileage left on per week, the period’s default, naming the period it fits, not a zero too many', () => {
  // 8,000 is the year's mileage of most drivers: "did you mean 800?" (a week) would cost 41,600 miles a year.
  expect(check('mileage', { mileage: '8000' })).toBe(
    '8,000 miles a week is more than almost anyone drives. Check it is right: for 8,000 miles a year, choose per year.',
  );
  // Under twice a month's most, 780 a month (180 a week) is as likely as 7,800 a year: the zero is asked about.
  expect(check('mileage', { mileage: '7,800', mileagePer: 'month' })).toBe(
    '7,800 miles a month is more than almost anyone drives. Check it is right: did you mean 780?',
  );
  expect(check('mileage', { mileage: '12000', mileagePer: 'month' })).toBe(
    '12,000 miles a month is more than almost anyone drives. Check it is right: for 12,000 miles a year, choose per year.',
  );
  // Up to twice the most, a zero too many is the likelier slip.
  expect(check('mileage', { mileage: '2000' })).toBe(
    '2,000 miles a week is more than almost anyone drives. Check it is right: did you mean 200?',
  );
});

it('asks about fewer than 10 miles a week, naming the period to check, never changing it', () => {
  // A weekly figure left on per year; or the plate lookup's estimate from an MOT record, which "choose per week"
  // would multiply by 52: the visitor checks the period, nothing suggests another.
  expect(check('mileage', { mileage: '150', mileagePer: 'year' })).toBe(
    '150 miles a year is less than almost anyone drives. Check the figure, and that per year is the period you meant.',
  );
  expect(check('mileage', { mileage: '40', mileagePer: 'month' })).toBe(
    '40 miles a month is less than almost anyone drives. Check the figure, and that per month is the period you meant.',
  );
  expect(check('mileage', { mileage: '1.5' })).toBe(
    '1.5 miles a week is less than almost anyone drives. Check the figure, and that per week is the period you meant.',
  );
  expect(check('mileage', { mileage: '1', mileagePer: 'year' })).toBe(
    '1 mile a year is less than almost anyone drives. Check the figure, and that per year is the period you meant.',
  );
  // 10 miles a week, or 520 a year, is what some drivers drive.
  expect(check('mileage', { mileage: '10' })).toBeUndefined();
  expect(check('mileage', { mileage: '520', mileagePer: 'year' })).toBeUndefined();
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

it('says again, for costed figures, each one few mean, with the figure the results use', () => {
  const data = { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 } as const;
  const texts = (changes: Partial<VehicleData>) => costedFigureChecks({ ...data, ...changes }).map(({ text }) => text);
  expect(texts({})).toEqual([]);
  expect(texts({ mpg: 4.5, vehicleTax: 0 })).toEqual([
    '4.5 mpg is less than almost any car achieves. Check it is right: did you mean 45? The figures here are costed at 4.5 mpg.',
  ]);
  expect(texts({ vehicleTax: 1.95 })).toEqual([
    '£1.95 a year is less vehicle tax than any car pays after its first year, unless it pays none. Check it is right: did you mean £195? The figures here are costed with £1.95 a year of vehicle tax.',
  ]);
  expect(costedFigureChecks({ ...data, mileage: 1500 })).toEqual([
    {
      field: 'mileage',
      text: '1,500 miles a week is more than almost anyone drives. Check it is right: did you mean 150? The figures here are costed at 1,500 miles a week.',
    },
  ]);
});

it('asks about a fuel price over £2.00 a litre, more than UK pumps have charged (a phone review: 245p for 145p)', () => {
  expect(check('fuelPrice', { fuelPrice: '245p' })).toBe(
    '£2.45 a litre is more than UK pumps have ever charged. Check it is right.',
  );
  expect(check('fuelPrice', { fuelPrice: '2.01' })).toBe(
    '£2.01 a litre is more than UK pumps have ever charged. Check it is right.',
  );
  expect(check('fuelPrice', { fuelPrice: '2.00' })).toBeUndefined();
  expect(check('fuelPrice', { fuelPrice: '1.45' })).toBeUndefined();
  const costed = { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 2.45 } as const;
  expect(costedFigureChecks(costed)).toEqual([
    {
      field: 'fuelPrice',
      text: '£2.45 a litre is more than UK pumps have ever charged. Check it is right. The figures here are costed at £2.45 a litre.',
    },
  ]);
});
