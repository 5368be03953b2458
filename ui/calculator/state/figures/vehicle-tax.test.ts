import configuration from '@hcuk-genesis/mocks/data/api/v1/CostSavingCalculator/Configuration.json' with {
  type: 'json',
};
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { parseVehicleDraft, vehicleFieldError } from '../vehicle/vehicle-validation.ts';
import { periodFigures, type VehicleResult } from './vehicle-results.ts';
import { newCarTax, taxRatesEnded, yearlyTax } from './vehicle-tax.ts';

const rates = configuration.vehicleTax;

it('taxes a new car at the standard rate, plus the supplement above its power train’s list-price threshold', () => {
  expect(newCarTax({ powerTrain: 'bev', price: 25995 }, rates)).toBe(195);
  // An electric car between £40,000 and £50,000 pays no supplement; a hybrid above £40,000 does.
  expect(newCarTax({ powerTrain: 'bev', price: 42795 }, rates)).toBe(195);
  expect(newCarTax({ powerTrain: 'hev', price: 42795 }, rates)).toBe(620);
  expect(newCarTax({ powerTrain: 'bev', price: 54995 }, rates)).toBe(620);
  expect(newCarTax({ powerTrain: 'phev', price: 40000 }, rates)).toBe(195);
  expect(newCarTax({ powerTrain: 'phev', price: null }, rates)).toBe(195);
});

it('leaves tax out when the configuration has no rates or the visitor’s car was not asked', () => {
  expect(yearlyTax({ powerTrain: 'bev', price: 25995 }, undefined, rates)).toBeUndefined();
  expect(yearlyTax({ powerTrain: 'bev', price: 25995 }, 195, undefined)).toBeUndefined();
  expect(yearlyTax({ powerTrain: 'bev', price: 54995 }, 35, rates)).toEqual({ current: 35, next: 620 });
});

it('says until when the rates applied once their last day has passed', () => {
  expect(taxRatesEnded(rates, Date.parse('2026-03-31T12:00:00Z'))).toBeUndefined();
  expect(taxRatesEnded(rates, Date.parse('2026-04-01T00:00:01Z'))).toBe('March 2026');
  expect(taxRatesEnded(undefined, Date.parse('2026-04-01T00:00:01Z'))).toBeUndefined();
});

const result = (current: number, next: number): VehicleResult => ({
  vehicleId: 'x',
  annualSaving: current - next,
  monthlySaving: Math.round((current / 12) * 100) / 100 - Math.round((next / 12) * 100) / 100,
  weeklySaving: Math.round((current / 52) * 100) / 100 - Math.round((next / 52) * 100) / 100,
  newAnnualRunningCost: next,
  newMonthlyRunningCost: Math.round((next / 12) * 100) / 100,
  newWeeklyRunningCost: Math.round((next / 52) * 100) / 100,
  currentAnnualRunningCost: current,
  currentMonthlyRunningCost: Math.round((current / 12) * 100) / 100,
  currentWeeklyRunningCost: Math.round((current / 52) * 100) / 100,
  electricityCost: 0.33,
  electricShare: 1,
  vehicle: { evRange: 218, battery: 49, mpg: null, capVehicleDescription: 'MG4' },
});

it('adds vehicle tax as its own line: £1,071.66 + £195 against £708.70 + £620 costs £62.04 more a year', () => {
  const figures = periodFigures(result(1071.66, 708.7), 'annual', { current: 195, next: 620 });
  expect(figures).toEqual({
    current: 1266.66,
    next: 1328.7,
    saving: -62.04,
    lines: { energy: { current: 1071.66, next: 708.7 }, tax: { current: 195, next: 620 } },
  });
});

it('adds the mileage duty as a line of its own once it is charged: £19.50 a month of £234 a year', () => {
  const figures = periodFigures(result(1071.66, 708.7), 'monthly', { current: 195, next: 195, duty: 234 });
  // 89.31 + 16.25 against 59.06 + 16.25 + 19.50.
  expect(figures).toEqual({
    current: 105.56,
    next: 94.81,
    saving: 10.75,
    lines: { energy: { current: 89.31, next: 59.06 }, tax: { current: 16.25, next: 16.25 }, duty: 19.5 },
  });
});

it('keeps every total the sum of its lines and the saving their difference, to the penny, in every period', () => {
  const pounds = fc.integer({ min: 0, max: 1_000_000 }).map((pennies) => pennies / 100);
  const tax = fc.integer({ min: 0, max: 5000 });
  const period = fc.constantFrom('annual' as const, 'monthly' as const, 'weekly' as const);
  fc.assert(
    fc.property(pounds, pounds, tax, tax, tax, period, (current, next, currentTax, nextTax, duty, p) => {
      const f = periodFigures(result(current, next), p, { current: currentTax, next: nextTax, duty });
      const cents = (value: number) => Math.round(value * 100);
      const lines = f.lines;
      if (!lines) return false;
      return (
        cents(f.current) === cents(lines.energy.current) + cents(lines.tax.current) &&
        cents(f.next) === cents(lines.energy.next) + cents(lines.tax.next) + cents(lines.duty ?? Number.NaN) &&
        cents(f.saving) === cents(f.current) - cents(f.next) &&
        Number.isInteger(Math.round(f.saving * 100))
      );
    }),
  );
});

const labels = {
  mpg: 'Average MPG',
  mileage: 'Average mileage',
  fuelPrice: 'Fuel price',
  vehicleTax: 'Vehicle tax a year',
};
const draft = { fuel: 'petrol' as const, mpg: '45', mileage: '150', mileagePer: 'week' as const, fuelPrice: '1.36' };
const fuelRange = { min: 0.8, max: 2.5 };

it('refuses a tax typed in pence with the amount it probably meant, naming the field and the range', () => {
  expect(vehicleFieldError('vehicleTax', { ...draft, vehicleTax: '19500' }, labels, fuelRange)).toBe(
    '£19,500 is more than any car pays a year: did you mean £195? Vehicle tax a year must be between £0 and £5,000',
  );
  expect(vehicleFieldError('vehicleTax', { ...draft, vehicleTax: '-5' }, labels, fuelRange)).toBe(
    'Vehicle tax a year must be between £0 and £5,000',
  );
  expect(vehicleFieldError('vehicleTax', { ...draft, vehicleTax: 'lots' }, labels, fuelRange)).toBe(
    'Vehicle tax a year must be an amount in pounds, like 195',
  );
  expect(vehicleFieldError('vehicleTax', { ...draft, vehicleTax: '' }, labels, fuelRange)).toBe(
    'Enter your vehicle tax a year',
  );
});

it('accepts £0 to £5,000 (with or without a £) and carries it in the submitted data; asks nothing when not asked', () => {
  expect(parseVehicleDraft({ ...draft, vehicleTax: '£0' }, fuelRange)?.vehicleTax).toBe(0);
  expect(parseVehicleDraft({ ...draft, vehicleTax: '5000' }, fuelRange)?.vehicleTax).toBe(5000);
  expect(parseVehicleDraft({ ...draft, vehicleTax: '5001' }, fuelRange)).toBeUndefined();
  expect(parseVehicleDraft(draft, fuelRange)).not.toHaveProperty('vehicleTax');
  expect(vehicleFieldError('vehicleTax', draft, labels, fuelRange)).toBeUndefined();
});
