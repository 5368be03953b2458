/**
 * The figures beside the headline, so a saving is never shown at its most favourable alone (CAP Code 3.1, 3.3; FCA
 * Consumer Duty, consumer understanding): the same comparison with the other basis (official figures while
 * real-world ones are shown, and the reverse), and each electric car's cost at each home tariff preset. Each is one
 * more calculation through the same query options, so an unchanged input is served from the cache.
 */

import type { CalculationInput } from '@hcuk-genesis/sdk';
import { calculationQueryOptions } from '@hcuk-genesis/sdk/query';
import { useQueries } from '@tanstack/react-query';
import { useCalculatorSetup } from './calculator-context.ts';
import { type HomeTariff, offeredHomeTariffs } from './state/charging/index.ts';
import { resultsById, type VehicleResult } from './state/figures/index.ts';
import type { CalculationBasis } from './state/store/index.ts';

/** One tariff's figures for a vehicle. */
export interface TariffFigures {
  tariff: HomeTariff;
  result: VehicleResult;
}

/** A vehicle's alternative figures: undefined parts are still computing, failed, or do not apply. */
export interface AlternativeFigures {
  /** The basis not shown, and the vehicle's figures on it. */
  other?: { basis: CalculationBasis; result: VehicleResult };
  /** At each tariff preset, in content order (only while some charging is at home). */
  tariffs: TariffFigures[];
}

/**
 * The alternatives of every vehicle in `input`, by vehicle id. They are asked for only once the main figures have
 * arrived (`ready`): a provider that answers wrongly is asked once, and the figures that matter most come first.
 */
export function useAlternativeFigures(
  input: CalculationInput,
  ready: boolean,
): { of: (id: string) => AlternativeFigures } {
  const { finance, setup, texts } = useCalculatorSetup();
  const otherBasis: CalculationBasis | undefined = input.basis
    ? input.basis === 'real-world'
      ? 'official'
      : 'real-world'
    : undefined;
  const charging = input.charging;
  const tariffs =
    charging && (charging.shares.home ?? 0) > 0
      ? offeredHomeTariffs(texts.charging.homeTariffs, setup.priceRanges.electricity)
      : [];
  const inputs = [
    ...(otherBasis ? [{ ...input, basis: otherBasis }] : []),
    ...tariffs.map((tariff) => ({
      ...input,
      charging: charging && { ...charging, prices: { ...charging.prices, home: tariff.price } },
    })),
  ];
  const results = useQueries({
    queries: inputs.map((each) => {
      const options = calculationQueryOptions(finance, each);
      return { ...options, enabled: ready && options.enabled !== false };
    }),
  });
  const ids = input.vehicleIds ?? [];
  const maps = results.map((query) => (query.data ? resultsById(query.data, ids) : undefined));
  const otherMap = otherBasis ? maps[0] : undefined;
  const tariffMaps = otherBasis ? maps.slice(1) : maps;
  return {
    of(id) {
      const other = otherBasis && otherMap?.get(id);
      return {
        ...(other && otherBasis ? { other: { basis: otherBasis, result: other } } : {}),
        tariffs: tariffs.flatMap((tariff, i) => {
          const result = tariffMaps[i]?.get(id);
          return result ? [{ tariff, result }] : [];
        }),
      };
    },
  };
}
