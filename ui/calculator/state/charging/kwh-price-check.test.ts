import { expect, it } from 'vitest';
import type { ChargingSetup } from './charging-values.ts';
import { costedPriceChecks, kwhPriceCheck, priceChecks } from './kwh-price-check.ts';

it('asks about a price per kWh few pay, with the price a slipped decimal point came from (a phone review)', () => {
  expect(kwhPriceCheck('home', 'Home', 0.0245)).toBe(
    'Home: 2.45p per kWh is less than almost anyone pays. Check it is right: did you mean 24.5p?',
  );
  expect(kwhPriceCheck('rapid', 'Rapid/Ultra', 0.079)).toBe(
    'Rapid/Ultra: 7.9p per kWh is less than almost anyone pays. Check it is right: did you mean 79p?',
  );
  expect(kwhPriceCheck('standard', 'Standard/Fast', 0.052)).toBe(
    'Standard/Fast: 5.2p per kWh is less than almost anyone pays. Check it is right: did you mean 52p?',
  );
  // 85p at home, an off-peak 8.5p with the point one place late: the saving understated, still not what was meant.
  expect(kwhPriceCheck('home', 'Home', 0.85)).toBe(
    'Home: 85.0p per kWh is more than almost anyone pays. Check it is right: did you mean 8.5p?',
  );
  // No likely price a place over: no guess.
  expect(kwhPriceCheck('home', 'Home', 0.0049)).toBe(
    'Home: 0.49p per kWh is less than almost anyone pays. Check it is right.',
  );
});

it('leaves alone the prices most pay, at the document’s bounds too, and a type the document gives none', () => {
  for (const [type, price] of [
    ['home', 0.05],
    ['home', 0.07],
    ['home', 0.2467],
    ['home', 0.45],
    ['standard', 0.15],
    ['standard', 0.99],
    ['rapid', 0.25],
    ['rapid', 0.89],
    ['free', 0],
    ['constructor', 0.001],
  ] as const)
    expect(kwhPriceCheck(type, type, price)).toBeUndefined();
});

const setup: ChargingSetup = {
  types: ['home', 'free', 'standard', 'rapid'],
  labels: { home: 'Home', free: 'Free', standard: 'Standard/Fast', rapid: 'Rapid/Ultra' },
  profiles: [],
  prices: { home: 0.2467, free: 0, standard: 0.52, rapid: 0.04 },
};

const shares = { home: 0.8, free: 0.05, standard: 0.05, rapid: 0.1 };

it('asks only about the prices the visitor set, never the lender’s own or a home tariff preset', () => {
  const presets = [{ label: 'Agile overnight', price: 0.03 }];
  // The configuration's 4p rapid price and the 3p preset are the lender's; the visitor's 2.45p home price is asked.
  const prices = { home: 0.03, free: 0, standard: 0.52, rapid: 0.04 };
  expect(priceChecks(setup, presets, { prices, shares })).toEqual([]);
  const typed = { home: 0.0245, free: 0, standard: 0.052, rapid: 0.04 };
  expect(priceChecks(setup, presets, { prices: typed, shares }).map(({ type }) => type)).toEqual(['home', 'standard']);
  expect(costedPriceChecks(setup, [], { prices: { ...prices, home: 0.0245 }, shares })).toEqual([
    {
      type: 'home',
      text: 'Home: 2.45p per kWh is less than almost anyone pays. Check it is right: did you mean 24.5p? The figures here are costed at 2.45p.',
    },
  ]);
});

it('asks nothing about a price whose share is 0, which costs nothing (a review)', () => {
  const prices = { home: 0.2467, free: 0, standard: 0.52, rapid: 0.079 };
  expect(priceChecks(setup, [], { prices, shares: { home: 1, free: 0, standard: 0, rapid: 0 } })).toEqual([]);
  expect(priceChecks(setup, [], { prices, shares }).map(({ type }) => type)).toEqual(['rapid']);
});
