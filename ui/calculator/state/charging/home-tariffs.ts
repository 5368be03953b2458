/**
 * The home tariff presets: a visitor on a standard tariff says so in one choice instead of editing the off-peak price.
 * They are content (a locale without its own list uses `default`'s); a preset without a label, or with a price outside
 * the electricity range, is left out rather than offered.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { inPriceRange, type PriceRange } from '../prices/price-ranges.ts';

/** A preset: what the visitor recognises, and its price per kWh in pounds. */
export type HomeTariff = FinanceSchema<'HomeTariff'>;

/** The presets that can be offered, in content order. */
export function offeredHomeTariffs(tariffs: readonly unknown[], range: PriceRange): HomeTariff[] {
  return tariffs.filter(
    (tariff): tariff is HomeTariff =>
      typeof tariff === 'object' &&
      tariff !== null &&
      typeof (tariff as HomeTariff).label === 'string' &&
      (tariff as HomeTariff).label.trim() !== '' &&
      inPriceRange((tariff as HomeTariff).price, range),
  );
}

/** The index of the preset priced at `price`, or -1 (a price of the visitor's own). */
export const chosenTariff = (tariffs: readonly HomeTariff[], price: number | undefined): number =>
  tariffs.findIndex((tariff) => tariff.price === price);
