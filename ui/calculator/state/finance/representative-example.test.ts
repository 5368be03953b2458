import { pcpQuote as quote } from '@hcuk-genesis/sdk/test-support';
import { expect, it } from 'vitest';
import { builtInTexts } from '../texts/built-in-texts.ts';
import { monthlyOutgoings, paymentPer } from './monthly-outgoings.ts';
import { representativeExample } from './representative-example.ts';

it('lists every item of CONC 3.5.5R in the usual order, as the lender answered it', () => {
  expect(representativeExample(quote, builtInTexts.finance)).toEqual([
    ['Cash price', '£25,995.00'],
    ['Customer deposit', '£2,600.00'],
    ['Total amount of credit', '£23,395.00'],
    ['48 monthly payments', '£409.91'],
    ['Optional final payment', '£10,398.00 (includes option to purchase fee £10.00)'],
    ['Total charge for credit', '£6,678.68'],
    ['Total amount payable', '£32,673.68'],
    ['Duration of agreement', '49 months'],
    ['Fixed rate of interest', '7.13% p.a.'],
    ['Representative APR', '9.9% APR'],
    ['Annual mileage', '8,000 miles'],
    ['Excess mileage charge', '6p per mile'],
  ]);
});

it('leaves out what a hire purchase does not have', () => {
  const hp = {
    ...quote,
    product: 'HP' as const,
    optionalFinalPayment: null,
    fees: [],
    annualMileage: null,
    excessMileagePencePerMile: null,
  };
  const labels = representativeExample(hp, builtInTexts.finance).map(([label]) => label);
  expect(labels).not.toContain('Optional final payment');
  expect(labels).not.toContain('Annual mileage');
  expect(labels).toContain('Representative APR');
});

it('says the monthly outgoings of switching in the chosen period, never as a saving', () => {
  const sentence = (period: 'annual' | 'monthly' | 'weekly', running: number, current: number, exampleCar = false) =>
    monthlyOutgoings({
      monthlyPayment: 329.41,
      deposit: 2600,
      running,
      current,
      period,
      powerTrain: 'bev',
      exampleCar,
      texts: builtInTexts,
    });
  expect(sentence('monthly', 31.1, 139.26)).toBe(
    '£361 a month with finance and charging, after a deposit of £2,600, against £139 a month on fuel today',
  );
  expect(sentence('annual', 373.3, 1665.3)).toBe(
    '£4,326 a year with finance and charging, after a deposit of £2,600, against £1,665 a year on fuel today',
  );
  expect(paymentPer('weekly', 520)).toBe(120);
  // On the configuration's example figures the fuel is the example car's, not what the visitor spends today.
  expect(sentence('monthly', 31.1, 139.26, true)).toBe(
    '£361 a month with finance and charging, after a deposit of £2,600, against £139 a month on fuel for the example car',
  );
  expect(sentence('monthly', 31.1, 139.26)).not.toMatch(/sav/i);
});

it('says what a plug-in hybrid runs on: charging at 100% electric, fuel at none, both between', () => {
  const phev = (electricShare: number) =>
    monthlyOutgoings({
      monthlyPayment: 489.97,
      deposit: 3100,
      running: 37.03,
      current: 89.31,
      period: 'monthly',
      powerTrain: 'phev',
      electricShare,
      exampleCar: false,
      texts: builtInTexts,
    });
  expect(phev(1)).toBe(
    '£527 a month with finance and charging, after a deposit of £3,100, against £89.31 a month on fuel today',
  );
  expect(phev(0)).toBe(
    '£527 a month with finance and fuel, after a deposit of £3,100, against £89.31 a month on fuel today',
  );
  expect(phev(0.35)).toBe(
    '£527 a month with finance and charging and fuel, after a deposit of £3,100, against £89.31 a month on fuel today',
  );
});
