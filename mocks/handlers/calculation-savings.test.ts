import fc from 'fast-check';
import { expect, it } from 'vitest';
import { calculableIds, calculateRunningCosts, vehicleIdSets } from './calculation.ts';
import { rawFromBody, validateCalculation } from './calculation-request.ts';
import { calculationLimits } from './request-limits.ts';

const ids = [...calculableIds()];
const price = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
// Whole-percent shares summing to 100, as the charging editor sends them.
const shares = fc
  .tuple(fc.nat(100), fc.nat(100), fc.nat(100))
  .map((cuts) => cuts.sort((a, b) => a - b))
  .map(([a, b, c]) => ({ home: a / 100, free: (b - a) / 100, standard: (c - b) / 100, rapid: (100 - c) / 100 }));
const request = fc.record({
  fuelType: fc.constantFrom('petrol', 'diesel'),
  fuelEconomy: price(1, 150),
  fuelPrice: price(calculationLimits.fuelPrice.minimum, calculationLimits.fuelPrice.maximum),
  petrolPrice: fc.option(price(calculationLimits.petrolPrice.minimum, calculationLimits.petrolPrice.maximum), {
    nil: undefined,
  }),
  weeklyMileage: price(0.1, 3000),
  chargingProfile: shares,
  chargeCosts: fc.record({ home: price(0, 1), free: price(0, 1), standard: price(0, 1), rapid: price(0, 1) }),
  vehicleIds: fc.subarray(ids, { minLength: 1, maxLength: calculationLimits.vehicleIds.maxItems }),
});
const pennies = (pounds: unknown) => Math.round(Number(pounds) * 100);

it('makes every saving (annual, monthly, weekly) equal current minus new to the penny, for any valid request', () => {
  fc.assert(
    fc.property(request, (body) => {
      const input = validateCalculation(rawFromBody(body), vehicleIdSets());
      if (Array.isArray(input)) throw new Error(`[hcuk] generated an invalid request: ${input[0]?.message}`);
      for (const result of calculateRunningCosts(input).vehicleResults) {
        for (const period of ['Annual', 'Monthly', 'Weekly'] as const) {
          const saving = result[`${period.toLowerCase() as 'annual'}Saving`];
          const current = result[`current${period}RunningCost`];
          const next = result[`new${period}RunningCost`];
          expect({ period, pennies: saving * 100 }).toEqual({ period, pennies: expect.closeTo(pennies(saving), 6) });
          expect({ period, saving: pennies(saving) }).toEqual({ period, saving: pennies(current) - pennies(next) });
        }
      }
    }),
  );
});
