import configuration from '@hcuk-genesis/mocks/data/api/v1/CostSavingCalculator/Configuration.json' with {
  type: 'json',
};
import { expect, it } from 'vitest';
import { builtInTexts } from '../texts/built-in-texts.ts';
import { defaultAsOf, formatMonth, outOfDateMonth, priceSourceNotes } from './price-sources.ts';

const sources = configuration.priceSources;
const day = 24 * 60 * 60 * 1000;

it('dates and sources a default price: "default as of November 2026 (RAC Fuel Watch, ...)"', () => {
  expect(defaultAsOf(sources, 'petrol', builtInTexts.vehicle.defaultAsOf)).toBe(
    'default as of November 2026 (RAC Fuel Watch, UK average unleaded pump price)',
  );
  expect(defaultAsOf(sources, 'free', builtInTexts.vehicle.defaultAsOf)).toBeUndefined();
  expect(defaultAsOf(sources, 'constructor', builtInTexts.vehicle.defaultAsOf)).toBeUndefined();
  expect(formatMonth(new Date('2026-10-01T00:00:00Z'))).toBe('October 2026');
});

it('lists each default in use with its date and source, in order', () => {
  const t = builtInTexts.compare.assumptions;
  expect(priceSourceNotes(sources, ['petrol', 'home'], { petrol: 'Petrol', home: 'Home' }, t)).toEqual([
    'Petrol as of November 2026 (RAC Fuel Watch, UK average unleaded pump price)',
    'Home as of October 2026 (Ofgem energy price cap, average unit rate for electricity paid by Direct Debit, 1 October to 31 December 2026)',
  ]);
});

it('says the prices may be out of date past the configured age, naming the oldest month', () => {
  const asOfOctober = Date.parse('2026-10-01T00:00:00Z');
  expect(outOfDateMonth(sources, ['petrol', 'home'], 120, asOfOctober + 100 * day)).toBeUndefined();
  expect(outOfDateMonth(sources, ['petrol', 'home'], 120, asOfOctober + 121 * day)).toBe('October 2026');
  expect(outOfDateMonth(sources, ['petrol'], 120, asOfOctober + 121 * day)).toBeUndefined();
  expect(outOfDateMonth(sources, ['petrol', 'home'], undefined, asOfOctober + 1000 * day)).toBeUndefined();
});

it('names every month as Intl does in en-GB, at the start and end of each month (UTC), and asks Intl elsewhere', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  for (const year of [1999, 2026, 2031])
    for (let month = 0; month < 12; month += 1)
      for (const date of [new Date(Date.UTC(year, month, 1)), new Date(Date.UTC(year, month + 1, 1) - 1)])
        expect(formatMonth(date)).toBe(intl.format(date));
  expect(formatMonth(new Date('2026-10-01T00:00:00Z'), 'de-DE')).toBe('Oktober 2026');
});
