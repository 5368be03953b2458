/** One-line summaries of what the visitor entered, for the compare step's current-vehicle card. */

import type { ChargingSetup, ChargingValues } from '../state/charging/index.ts';
import { formatPence } from '../state/prices/index.ts';
import type { CalculatorTexts } from '../state/texts/index.ts';
import type { VehicleData } from '../state/vehicle/index.ts';
import { markedExample } from './example-value.ts';
import { formatTyped } from './figures.ts';
import { formatMoney } from './money.ts';
import { mileagePeriodLabels } from './vehicle-labels.ts';
import { wholeFigures } from './whole-figures.ts';

/**
 * "Diesel · 38 mpg · 800 miles per month · £1.45 a litre". `example` marks the mpg and the mileage still the
 * configuration's example where the visitor has changed something else ("45 mpg (example)"): the card is then "Your
 * vehicle", and its saving rests on figures that are not theirs (a trial, CAP Code 3.1).
 */
export function vehicleSummary(
  data: VehicleData,
  texts: CalculatorTexts,
  example: { mpg: boolean; mileage: boolean } = { mpg: false, mileage: false },
): string {
  const t = texts.vehicle;
  const fuel = data.fuel === 'diesel' ? t.dieselLabel : t.petrolLabel;
  const per = mileagePeriodLabels(t)[data.mileagePer];
  return wholeFigures(
    `${fuel} · ${markedExample(`${formatTyped(data.mpg)} mpg`, example.mpg, texts)} · ${markedExample(`${formatTyped(data.mileage)} miles ${per}`, example.mileage, texts)} · ${formatMoney(data.fuelPrice)} a litre`,
  );
}

/** "Home 80% at 8.5p, Free 5%, ...": every type with a share, with its price per kWh in pence when it has one. */
export function chargingSummary(values: ChargingValues, setup: ChargingSetup): string {
  return setup.types
    .filter((type) => (values.shares[type] ?? 0) > 0)
    .map((type) => {
      const price = values.prices[type] ?? 0;
      const label = `${setup.labels[type] ?? type} ${values.shares[type]}%`;
      return price > 0 ? `${label} at ${formatPence(price)}` : label;
    })
    .join(', ');
}
