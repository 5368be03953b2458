/**
 * Real-world figures (CAP Code 3.1 and 3.7: a saving compares like with like): each factor and charging loss moves a
 * new car's cost up, by exactly the stated amount, and never touches the current car's (its mpg is the visitor's own).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import configuration from '../data/api/v1/CostSavingCalculator/Configuration.json' with { type: 'json' };
import { type CostedVehicle, compareAnnualCosts, type RealWorldAdjustment } from './running-cost.ts';

const inputs = {
  weeklyMileage: 150,
  fuelEconomy: 45,
  fuelPrice: 1.36,
  petrolPrice: 1.36,
  shares: { home: 0.8, free: 0.05, standard: 0.05, rapid: 0.1 },
  prices: { home: 0.2467, free: 0, standard: 0.52, rapid: 0.79 },
};
const none: RealWorldAdjustment = {
  factors: { petrol: 1, hybrid: 1, plugInHybridPetrol: 1, electric: 1 },
  chargingLosses: { home: 0, free: 0, standard: 0, rapid: 0 },
};
const mg4: CostedVehicle = { powerTrain: 'bev', battery: 49, evRange: 218 };
const hybrid: CostedVehicle = { powerTrain: 'hev', weightedCombinedMPG: 51.3 };
const phev: CostedVehicle = { powerTrain: 'phev', battery: 11.1, evRange: 40, chargeSustainingMPG: 53 };
const factor = fc.double({ min: 1, max: 2, noNaN: true });
const loss = fc.double({ min: 0, max: 0.5, noNaN: true });
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

it('costs the MG4 at the defaults with 22% more electricity a mile and each kWh bought / (1 - its loss): £708.70', () => {
  const { realWorld } = configuration;
  const { next, current } = compareAnnualCosts(mg4, { ...inputs, realWorld });
  // 0.8 x 0.2467 / 0.9 + 0.05 x 0 / 0.9 + 0.05 x 0.52 / 0.9 + 0.1 x 0.79 / 0.95 = £0.331337 per kWh at the battery
  const atBattery = (0.8 * 0.2467) / 0.9 + (0.05 * 0.52) / 0.9 + (0.1 * 0.79) / 0.95;
  expect(next).toBeCloseTo(atBattery * 7800 * ((49 * 1.22) / 218), 9);
  expect(Math.round(next * 100) / 100).toBe(708.7);
  expect(current).toBe(compareAnnualCosts(mg4, inputs).current);
});

it('is the published formula exactly with factors of 1 and no losses', () => {
  for (const vehicle of [mg4, hybrid, phev])
    expect(compareAnnualCosts(vehicle, { ...inputs, realWorld: none })).toEqual(compareAnnualCosts(vehicle, inputs));
});

it('multiplies a battery-electric car’s cost by its electric factor, and by 1 / (1 - loss) at one charge type', () => {
  fc.assert(
    fc.property(factor, loss, (electric, homeLoss) => {
      const official = compareAnnualCosts(mg4, { ...inputs, shares: { home: 1, free: 0, standard: 0, rapid: 0 } });
      const adjusted = compareAnnualCosts(mg4, {
        ...inputs,
        shares: { home: 1, free: 0, standard: 0, rapid: 0 },
        realWorld: {
          ...none,
          factors: { ...none.factors, electric },
          chargingLosses: { ...none.chargingLosses, home: homeLoss },
        },
      });
      return close(adjusted.next, (official.next * electric) / (1 - homeLoss)) && adjusted.next >= official.next;
    }),
  );
});

it('multiplies a hybrid’s fuel by its factor, and leaves the current car alone', () => {
  fc.assert(
    fc.property(factor, (hybridFactor) => {
      const official = compareAnnualCosts(hybrid, inputs);
      const adjusted = compareAnnualCosts(hybrid, {
        ...inputs,
        realWorld: { ...none, factors: { ...none.factors, hybrid: hybridFactor } },
      });
      return (
        close(adjusted.next, official.next * hybridFactor) &&
        close(adjusted.mpg ?? 0, 51.3 / hybridFactor) &&
        adjusted.current === official.current
      );
    }),
  );
});

it('shortens a plug-in hybrid’s range by the electric factor, so fewer of its miles are electric, and costs more', () => {
  fc.assert(
    fc.property(factor, factor, fc.integer({ min: 50, max: 2000 }), (electric, petrol, weeklyMileage) => {
      const base = { ...inputs, weeklyMileage };
      const official = compareAnnualCosts(phev, base);
      const adjusted = compareAnnualCosts(phev, {
        ...base,
        realWorld: { ...none, factors: { ...none.factors, electric, plugInHybridPetrol: petrol } },
      });
      const expectedShare = Math.min(1, 40 / electric / (weeklyMileage / 7));
      return (
        close(adjusted.electricShare, expectedShare) &&
        adjusted.electricShare <= official.electricShare &&
        adjusted.next >= official.next - 1e-9
      );
    }),
  );
});

it('refuses to price a charge type the losses do not name', () => {
  expect(() => compareAnnualCosts(mg4, { ...inputs, realWorld: { ...none, chargingLosses: { home: 0.1 } } })).toThrow(
    'no charging loss for charge type "free"',
  );
});
