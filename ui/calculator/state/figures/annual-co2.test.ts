import fc from 'fast-check';
import { expect, it } from 'vitest';
import { currentCarCo2, vehicleCo2 } from './annual-co2.ts';
import { builtInEmissionFactors as factors } from './emission-factors.ts';

const miles = fc.double({ min: 1, max: 520_000, noNaN: true });
const share = fc.double({ min: 0, max: 1, noNaN: true });

it('gives the current car’s CO2 from its litres and its fuel’s factor', () => {
  // 7,800 miles at 45 mpg is 788 litres: 1,653 kg from petrol, 1,979 kg from diesel.
  expect(currentCarCo2(7800, 45, 'petrol', factors)).toBeCloseTo(1652.8, 1);
  expect(currentCarCo2(7800, 45, 'diesel', factors)).toBeCloseTo(1979.5, 1);
});

it('costs electric miles at the grid factor and the rest at petrol’s, at any share', () => {
  fc.assert(
    fc.property(miles, share, (annual, electricShare) => {
      const energy = { electricShare, battery: 24.7, evRange: 75, mpg: 40 };
      const both = vehicleCo2(annual, energy, factors) as number;
      const electric = vehicleCo2(annual, { ...energy, electricShare: 1 }, factors) as number;
      const petrol = vehicleCo2(annual, { ...energy, electricShare: 0 }, factors) as number;
      expect(both).toBeCloseTo(electricShare * electric + (1 - electricShare) * petrol, 6);
    }),
  );
});

it('says nothing rather than guess when a figure it needs is missing', () => {
  expect(vehicleCo2(7800, { electricShare: 1, battery: null, evRange: 218, mpg: null }, factors)).toBeNull();
  expect(vehicleCo2(7800, { electricShare: 0.5, battery: 24.7, evRange: 75, mpg: null }, factors)).toBeNull();
  expect(vehicleCo2(7800, { electricShare: 0, battery: null, evRange: null, mpg: 51.3 }, factors)).toBeGreaterThan(0);
  expect(currentCarCo2(7800, 0, 'petrol', factors)).toBeNull();
});
