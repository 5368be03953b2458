import fc from 'fast-check';
import { expect, it } from 'vitest';
import { encodeChargingProfile, toCalculationParams } from './calculation-params.ts';

it('builds the calculateByQuery arguments, one ChargeCost per charge type', () => {
  expect(
    toCalculationParams({
      vehicleIds: ['mg-mg4-se-sr', 'kia-ev3-air-sr'],
      vehicle: { fuel: 'diesel', mpg: 52, mileage: 10400, mileagePer: 'year', fuelPrice: 1.45 },
      charging: { shares: { home: 0.9, rapid: 0.1 }, prices: { home: 0.07, free: 0, standard: 0.52, rapid: 0.79 } },
    }),
  ).toEqual({
    fuelType: 'diesel',
    fuelEconomy: 52,
    fuelPrice: 1.45,
    weeklyMileage: 200,
    chargingProfile: 'home:0.9,rapid:0.1',
    vehicleIds: ['mg-mg4-se-sr', 'kia-ev3-air-sr'],
    homeChargeCost: 0.07,
    freeChargeCost: 0,
    standardChargeCost: 0.52,
    rapidChargeCost: 0.79,
  });
});

const charging = { shares: { home: 1 }, prices: { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 } };
const petrolPriceSent = (vehicle: Record<string, unknown>) =>
  toCalculationParams({ vehicleIds: ['mg-hs-hybrid-se'], vehicle: { mpg: 38, mileage: 800, ...vehicle }, charging })
    ?.petrolPrice;

it("sends a diesel driver's petrol price, so hybrids are costed at the fuel they burn", () => {
  expect(petrolPriceSent({ fuel: 'diesel', fuelPrice: 1.45, petrolPrice: 1.36 })).toBe(1.36);
});

it('leaves the petrol price out for a diesel driver without one, so the server uses its default', () => {
  const params = toCalculationParams({
    vehicleIds: ['mg-hs-hybrid-se'],
    vehicle: { fuel: 'diesel', mpg: 38, mileage: 800, fuelPrice: 1.45 },
    charging,
  });
  expect(params && 'petrolPrice' in params).toBe(false);
  expect(petrolPriceSent({ fuel: 'diesel', fuelPrice: 1.45, petrolPrice: 0 })).toBeUndefined();
});

it("sends a petrol driver's own fuel price as the petrol price, over a default petrol price beside it", () => {
  expect([
    petrolPriceSent({ fuel: 'petrol', fuelPrice: 1.49 }),
    petrolPriceSent({ fuel: 'petrol', fuelPrice: 1.49, petrolPrice: 1.36 }),
    petrolPriceSent({ fuelPrice: 1.41 }),
  ]).toEqual([1.49, 1.49, 1.41]);
});

it('encodes shares without floating-point noise', () => {
  expect(encodeChargingProfile({ home: 0.7 + 0.1, free: 0.05, standard: 0.05, rapid: 0.1 })).toBe(
    'home:0.8,free:0.05,standard:0.05,rapid:0.1',
  );
});

it('sends an equal three-way split adding up to exactly 1, not 0.9999', () => {
  const encoded = encodeChargingProfile({ home: 1 / 3, standard: 1 / 3, rapid: 1 / 3 });
  expect(encoded).toBe('home:0.3334,standard:0.3333,rapid:0.3333');
  const units = encoded.split(',').map((pair) => Math.round(Number(pair.split(':')[1]) * 10_000));
  expect(units.reduce((sum, unit) => sum + unit, 0)).toBe(10_000);
});

it('keeps whole percents exact, as the charging editor sends them', () => {
  const percents = fc
    .tuple(fc.nat(100), fc.nat(100), fc.nat(100))
    .map((cuts) => cuts.sort((a, b) => a - b))
    .map(([a, b, c]) => [a, b - a, c - b, 100 - c]);
  fc.assert(
    fc.property(percents, ([home = 0, free = 0, standard = 0, rapid = 0]) => {
      const shares = { home: home / 100, free: free / 100, standard: standard / 100, rapid: rapid / 100 };
      expect(encodeChargingProfile(shares)).toBe(
        `home:${home / 100},free:${free / 100},standard:${standard / 100},rapid:${rapid / 100}`,
      );
    }),
  );
});

it('treats a missing period as weekly (the spec default)', () => {
  const params = toCalculationParams({
    vehicleIds: ['a'],
    vehicle: { fuel: 'petrol', mpg: 40, mileage: 120, fuelPrice: 1.36 },
    charging: { shares: { home: 1 }, prices: { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 } },
  });
  expect(params?.weeklyMileage).toBe(120);
});

it('names a configured charge type the finance document has no ChargeCost parameter for', () => {
  expect(() =>
    toCalculationParams({
      vehicleIds: ['a'],
      vehicle: { fuel: 'petrol', mpg: 40, mileage: 120, fuelPrice: 1.36 },
      charging: {
        shares: { home: 0.5, ultra: 0.5 },
        prices: { home: 0.085, free: 0, standard: 0.52, rapid: 0.79, ultra: 0.89 },
      },
    }),
  ).toThrow(
    "[hcuk] calculateByQuery: the configuration's charge types must be home, free, standard, rapid; the finance document has no ChargeCost parameter for ultra",
  );
});

it('names a documented charge type the configuration has no price for', () => {
  expect(() =>
    toCalculationParams({
      vehicleIds: ['a'],
      vehicle: { fuel: 'petrol', mpg: 40, mileage: 120, fuelPrice: 1.36 },
      charging: { shares: { home: 1 }, prices: { home: 0.085, free: 0, standard: 0.52 } },
    }),
  ).toThrow('; no price for rapid');
});
