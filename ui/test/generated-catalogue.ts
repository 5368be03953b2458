/**
 * Bench: a running-cost models answer of any size (a brand may have 5,000 trims: docs/performance.md, Trims per brand),
 * valid against the finance document, with the variety a real catalogue has: three power trains, prices from £18,000 to
 * £78,000 in no order, ranges or mpg, and every trim calculable. The same input always gives the same catalogue.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';

const powerTrains = ['bev', 'phev', 'hev'] as const;

/** `trims` trims spread evenly over `models` models (default 50), named `Model 1` to `Model {models}`. */
export function generatedCatalogue(trims: number, models = 50): FinanceSchema<'RunningCostModels'> {
  const perModel = Math.ceil(trims / models);
  return {
    models: Array.from({ length: models }, (_, m) => ({
      modelName: `Model ${m + 1}`,
      trims: Array.from({ length: Math.max(0, Math.min(perModel, trims - m * perModel)) }, (_, t) => {
        const n = m * perModel + t;
        const powerTrain = powerTrains[n % powerTrains.length] ?? 'bev';
        return {
          id: `bench-${m + 1}-${t + 1}`,
          capCode: `BENCH${String(n).padStart(6, '0')}`,
          modelYear: 2025,
          model: `Model ${m + 1}`,
          powerTrain,
          runningCostCalcAllowed: true,
          // A scrambled order (7919 is prime), so a price sort moves most cards.
          otp: 18_000 + ((n * 7919) % 60_000),
          vendorVehicleDescription: `Model ${m + 1} Edition ${t + 1} ${powerTrain.toUpperCase()}`,
          modelImage: '/data/images/mg-mg4.svg',
          weightedCombinedMPG: powerTrain === 'hev' ? 50 + (n % 20) : null,
          evRange: powerTrain === 'hev' ? null : 30 + (n % 300),
        };
      }),
    })),
  };
}
