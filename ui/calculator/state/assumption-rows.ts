/**
 * "How we worked this out" (issue 16): the figures the comparison actually used, beside the results, so the
 * assumptions behind a saving are in sight, not only in the terms. Rows that do not apply to the vehicles compared
 * (charging for hybrids only, the petrol price for electric cars only) are left out.
 */

import { toWeeklyMileage } from '../../../sdk/index.ts';
import { formatMiles, formatShare } from '../format/figures.ts';
import { formatMoney } from '../format/money.ts';
import { chargingSummary } from '../format/vehicle-summary.ts';
import { type CalculatorTexts, fillPlaceholders } from './calculator-texts.ts';
import type { ChargingSetup, ChargingValues } from './charging-values.ts';
import type { Edition } from './editions.ts';
import type { EmissionFactors } from './emission-factors.ts';
import type { VehicleData } from './vehicle-data.ts';
import type { ResultRow } from './vehicle-results.ts';

/** What the rows are made from. */
export interface AssumptionInputs {
  data: VehicleData;
  /** The petrol price hybrids were costed at. */
  petrolPrice: number;
  charging: ChargingValues;
  chargingSetup: ChargingSetup;
  compared: readonly Edition[];
  /** The compared vehicles with figures (for the plug-in hybrids' shares). */
  rows: readonly ResultRow[];
  factors: EmissionFactors;
}

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** Label and value rows, in reading order. */
export function assumptionRows(input: AssumptionInputs, texts: CalculatorTexts): [string, string][] {
  const t = texts.compare.assumptions;
  const { data } = input;
  const weekly = toWeeklyMileage(data.mileage, data.mileagePer);
  const trains = new Set(input.compared.map((edition) => edition.powerTrain));
  const burnsPetrol = trains.has('hev') || trains.has('phev');
  const charges = trains.has('bev') || trains.has('phev');
  const shares = input.rows.flatMap(({ edition, result }) =>
    edition.powerTrain === 'phev'
      ? [
          fillPlaceholders(t.plugInHybridShare, {
            vehicle: edition.description,
            share: formatShare(result.electricShare),
            daily: formatMiles(weekly / 7),
          }),
        ]
      : [],
  );
  const rows: [string, string | null][] = [
    [t.mileage, fillPlaceholders(t.mileageValue, { weekly: formatMiles(weekly), annual: whole.format(weekly * 52) })],
    [
      t.fuel,
      fillPlaceholders(t.fuelValue, {
        fuel: data.fuel === 'diesel' ? t.diesel : t.petrol,
        price: formatMoney(data.fuelPrice),
        mpg: formatMiles(data.mpg),
      }),
    ],
    [t.hybrids, burnsPetrol ? fillPlaceholders(t.hybridsValue, { price: formatMoney(input.petrolPrice) }) : null],
    [t.charging, charges ? chargingSummary(input.charging, input.chargingSetup) : null],
    [t.range, charges ? t.rangeValue : null],
    [
      t.plugInHybrids,
      shares.length > 0 ? fillPlaceholders(t.plugInHybridsValue, { vehicles: shares.join('; ') }) : null,
    ],
    [t.co2, input.factors.source],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}
