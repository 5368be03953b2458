import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  annualMiles,
  blendedPricePerKwh,
  compareAnnualCosts,
  displayedSaving,
  electricCost,
  fuelCost,
  LITRES_PER_GALLON,
  perPeriod,
  toPennies,
  wholePennies,
} from './running-cost.ts';

const inputs = {
  weeklyMileage: 150,
  fuelEconomy: 45,
  fuelPrice: 1.36,
  petrolPrice: 1.36,
  shares: { home: 0.8, free: 0.05, standard: 0.05, rapid: 0.1 },
  prices: { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 },
};
const positive = (max: number) => fc.double({ min: 0.01, max, noNaN: true, noDefaultInfinity: true });

it('costs 150 miles a week at 45 mpg and £1.36 as 7800 / 45 x 4.54609 x 1.36 = £1071.66 a year', () => {
  expect(toPennies(fuelCost(annualMiles(150), 45, 1.36))).toBe(1071.66);
});

it('blends the default profile to 0.8 x 0.085 + 0.05 x 0 + 0.05 x 0.52 + 0.1 x 0.79 = £0.173 per kWh', () => {
  const shares = { home: 0.8, free: 0.05, standard: 0.05, rapid: 0.1 };
  const prices = { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 };
  expect(blendedPricePerKwh(shares, prices)).toBeCloseTo(0.173, 10);
});

it('costs an MG4 (49 kWh, 218 miles) at £0.173 for 7800 miles as 0.173 x 7800 x 49 / 218 = £303.31', () => {
  expect(toPennies(electricCost(7800, 0.173, 49, 218))).toBe(303.31);
});

it('compares an MG4 with the default car: unrounded 1071.665 - 303.306 = 768.359 a year', () => {
  const result = compareAnnualCosts({ powerTrain: 'bev', battery: 49, evRange: 218 }, inputs);
  expect([result.current, result.next, result.saving].map((pounds) => Math.round(pounds * 1000) / 1000)).toEqual([
    1071.665, 303.306, 768.359,
  ]);
});

it('shows the MG4 saving as £1071.66 - £303.31 = £768.35, not the unrounded 768.359 rounded to £768.36', () => {
  const result = compareAnnualCosts({ powerTrain: 'bev', battery: 49, evRange: 218 }, inputs);
  expect([toPennies(result.saving), displayedSaving(result.current, result.next)]).toEqual([768.36, 768.35]);
});

it('keeps a displayed saving an exact number of pennies, negative when the new car costs more', () => {
  expect([wholePennies(0.295), displayedSaving(100.004, 0.005), displayedSaving(10.1, 20.2)]).toEqual([
    30, 99.99, -10.1,
  ]);
});

it('splits £1071.66 a year into £89.31 a month and £20.61 a week', () => {
  const { monthly, weekly } = perPeriod(1071.66);
  expect([toPennies(monthly), toPennies(weekly)]).toEqual([89.31, 20.61]);
});

it('gives a hybrid the fuel formula: 7800 miles at 68.9 mpg and £1.36 cost 7800 / 68.9 x 4.54609 x 1.36 = £699.93', () => {
  const { next, electricityCost } = compareAnnualCosts({ powerTrain: 'hev', weightedCombinedMPG: 68.9 }, inputs);
  expect([toPennies(next), electricityCost]).toEqual([699.93, 0]);
});

it('costs a hybrid at the petrol price for a diesel driver: MG HS Hybrid+ 9600 mi at 51.3 mpg is £1156.99, not £1233.56', () => {
  // Diesel 38 mpg, 800 miles a month (9600 a year) at £1.45; the hybrid burns petrol at £1.36.
  const diesel = { ...inputs, weeklyMileage: (800 * 12) / 52, fuelEconomy: 38, fuelPrice: 1.45, petrolPrice: 1.36 };
  const result = compareAnnualCosts({ powerTrain: 'hev', weightedCombinedMPG: 51.3 }, diesel);
  expect([toPennies(result.current), toPennies(result.next), result.electricityCost, result.electricShare]).toEqual([
    1665.3, 1156.99, 0, 0,
  ]);
});

it('splits a Kia Niro PHEV (11.1 kWh, 40 mi, 53 mpg charge-sustaining) at 800 miles a week: 35% electric', () => {
  // 41600 miles; share 40 / (800 / 7) = 0.35; electric 0.173 x 14560 x 11.1/40 = 698.99;
  // petrol 27040 / 53 x 4.54609 x 1.36 = 3154.33; together 3853.32.
  const niro = { powerTrain: 'phev', battery: 11.1, evRange: 40, chargeSustainingMPG: 53 } as const;
  const result = compareAnnualCosts(niro, { ...inputs, weeklyMileage: 800 });
  expect(result.electricShare).toBeCloseTo(0.35, 12);
  expect([toPennies(electricCost(41600 * 0.35, 0.173, 11.1, 40)), toPennies(fuelCost(41600 * 0.65, 53, 1.36))]).toEqual(
    [698.99, 3154.33],
  );
  expect([toPennies(result.next), Math.round(result.electricityCost * 1e6) / 1e6]).toEqual([3853.32, 0.173]);
});

it('costs a plug-in hybrid with share 1 exactly as a battery-electric car with its battery and range', () => {
  fc.assert(
    fc.property(
      positive(150),
      positive(30),
      fc.double({ min: 1, max: 100, noNaN: true }),
      (weeklyMileage, battery, rangeOverDaily) => {
        const evRange = (weeklyMileage / 7) * rangeOverDaily;
        const phev = { powerTrain: 'phev', battery, evRange, chargeSustainingMPG: 40 } as const;
        const bev = { powerTrain: 'bev', battery, evRange } as const;
        const both = [phev, bev].map((vehicle) => compareAnnualCosts(vehicle, { ...inputs, weeklyMileage }));
        expect([both[0]?.electricShare, both[0]?.next]).toEqual([1, both[1]?.next]);
      },
    ),
  );
});

it('costs a plug-in hybrid without a range exactly as a hybrid with its charge-sustaining mpg, at the petrol price', () => {
  fc.assert(
    fc.property(positive(2000), positive(150), positive(3), (weeklyMileage, mpg, petrolPrice) => {
      const costs = { ...inputs, weeklyMileage, fuelPrice: 1.45, petrolPrice };
      const phev = compareAnnualCosts({ powerTrain: 'phev', battery: 0, evRange: 0, chargeSustainingMPG: mpg }, costs);
      const hev = compareAnnualCosts({ powerTrain: 'hev', weightedCombinedMPG: mpg }, costs);
      expect([phev.electricShare, phev.next]).toEqual([0, hev.next]);
    }),
  );
});

it("saves nothing when the two costs match: a hybrid with the current car's mpg, or an EV priced to match", () => {
  fc.assert(
    fc.property(positive(2000), positive(150), positive(3), (weeklyMileage, mpg, price) => {
      const current = { ...inputs, weeklyMileage, fuelEconomy: mpg, fuelPrice: price, petrolPrice: price };
      const hybrid = compareAnnualCosts({ powerTrain: 'hev', weightedCombinedMPG: mpg }, current);
      // An EV doing 4 mi/kWh whose only charging price equals the fuel cost per mile x 4 costs the same.
      const matched = { home: (LITRES_PER_GALLON * price * 4) / mpg };
      const ev = compareAnnualCosts(
        { powerTrain: 'bev', battery: 50, evRange: 200 },
        { ...current, shares: { home: 1 }, prices: matched },
      );
      return hybrid.saving === 0 && Math.abs(ev.saving) <= 1e-9 * ev.current;
    }),
  );
});

it('scales both costs linearly with mileage', () => {
  fc.assert(
    fc.property(positive(2000), fc.integer({ min: 2, max: 10 }), positive(150), positive(3), (miles, k, mpg, price) => {
      const fuelRatio = fuelCost(miles * k, mpg, price) / fuelCost(miles, mpg, price);
      const electricRatio = electricCost(miles * k, price, 60, 250) / electricCost(miles, price, 60, 250);
      return Math.abs(fuelRatio - k) < 1e-9 && Math.abs(electricRatio - k) < 1e-9;
    }),
  );
});

it('keeps the blended price within the cheapest and dearest price when shares sum to 1', () => {
  const prices = fc.tuple(fc.double({ min: 0, max: 2, noNaN: true }), fc.double({ min: 0, max: 2, noNaN: true }));
  const weights = fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 });
  fc.assert(
    fc.property(prices, prices, weights, ([home, free], [standard, rapid], raw) => {
      const total = raw.reduce((a, b) => a + b, 0);
      const [h = 0, f = 0, s = 0, r = 0] = raw.map((w) => w / total);
      const blended = blendedPricePerKwh({ home: h, free: f, standard: s, rapid: r }, { home, free, standard, rapid });
      const all = [home, free, standard, rapid];
      return blended >= Math.min(...all) - 1e-12 && blended <= Math.max(...all) + 1e-12;
    }),
  );
});
