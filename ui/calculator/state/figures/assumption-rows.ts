/**
 * "How we worked this out": the figures the comparison actually used, beside the results, so the assumptions behind a
 * saving are in sight, not only in the terms. Rows that do not apply to the vehicles compared (charging for hybrids
 * only, the petrol price for electric cars only) are left out.
 */

import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { toWeeklyMileage } from '@hcuk-genesis/sdk';
import { calendarDay } from '../../format/calendar-day.ts';
import { markedExample } from '../../format/example-value.ts';
import { formatFigure, formatRounded, formatShare, formatTyped } from '../../format/figures.ts';
import { formatMoney, formatPrice } from '../../format/money.ts';
import { sentences } from '../../format/sentences.ts';
import { chargingSummary } from '../../format/vehicle-summary.ts';
import type { ChargingSetup, ChargingValues } from '../charging/charging-values.ts';
import { chosenTariff, type HomeTariff } from '../charging/home-tariffs.ts';
import { formatMonth, type PriceSource, priceSourceNotes } from '../prices/price-sources.ts';
import type { Edition } from '../selection/editions.ts';
import type { CalculationBasis } from '../store/calculator-state.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';
import type { EmissionFactors } from './emission-factors.ts';
import { type MileageDutyRates, mileageDutyEnded } from './mileage-duty.ts';
import { type VehicleTaxRates, withRatesEnded } from './vehicle-tax.ts';

type RealWorldAdjustment = FinanceSchema<'RealWorldAdjustment'>;
type FactorSource = FinanceSchema<'FactorSource'>;

import { comparedExample } from '../vehicle/default-data.ts';
import { defaultFuelPrice, type InitialOptions, type VehicleData } from '../vehicle/vehicle-data.ts';
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
  /** Each default price's date and source, and the configured defaults, to say which prices in use are defaults. */
  sources: Readonly<Record<string, PriceSource>>;
  initial: InitialOptions;
  /** The figures the new cars were costed at, and how official ones were adjusted (none: official only). */
  basis: CalculationBasis;
  realWorld: RealWorldAdjustment | undefined;
  /** The vehicle tax rates, when tax is part of the comparison; `now` says whether they have expired. */
  vehicleTax: VehicleTaxRates | undefined;
  /** The mileage duty (eVED), said when a compared car pays it. */
  mileageDuty: MileageDutyRates | undefined;
  now: number;
  /** The home tariff presets offered: a chosen one's date and source are stated as a default's are. */
  homeTariffs: readonly HomeTariff[];
}

/** What the compared cars run on: electricity (electric cars and plug-in hybrids), petrol (either kind of hybrid). */
function comparedUse(compared: readonly Edition[]): { charges: boolean; burnsPetrol: boolean } {
  const trains = new Set(compared.map((edition) => edition.powerTrain));
  return { charges: trains.has('bev') || trains.has('phev'), burnsPetrol: trains.has('hev') || trains.has('phev') };
}

/**
 * The defaults in use (a price the visitor kept): the current car's fuel, the petrol hybrids are costed at, and
 * each charge type with a share; a price the visitor changed is theirs, with no source to state.
 */
function defaultPricesInUse(
  input: Pick<AssumptionInputs, 'data' | 'initial' | 'compared' | 'petrolPrice' | 'chargingSetup' | 'charging'>,
): string[] {
  const { data, initial } = input;
  const { charges, burnsPetrol } = comparedUse(input.compared);
  const keys: string[] = [];
  if (data.fuelPrice === defaultFuelPrice(initial, data.fuel)) keys.push(data.fuel);
  if (burnsPetrol && data.fuel === 'diesel' && input.petrolPrice === defaultFuelPrice(initial, 'petrol'))
    keys.push('petrol');
  if (charges)
    for (const type of input.chargingSetup.types)
      if ((input.charging.shares[type] ?? 0) > 0 && input.charging.prices[type] === input.chargingSetup.prices[type])
        keys.push(type);
  return keys;
}

/** Label and value rows, in reading order. */
export function assumptionRows(input: AssumptionInputs, texts: CalculatorTexts): [string, string][] {
  const t = texts.compare.assumptions;
  const { data } = input;
  const weekly = toWeeklyMileage(data.mileage, data.mileagePer);
  const { charges, burnsPetrol } = comparedUse(input.compared);
  // The example's figures are labelled as such, not as the visitor's (CAP Code 3.1, 3.7).
  const example = comparedExample(data, input.initial);
  const shares = input.rows.flatMap(({ edition, result }) =>
    edition.powerTrain === 'phev'
      ? [
          fillPlaceholders(example.mileage ? t.plugInHybridShareExample : t.plugInHybridShare, {
            vehicle: edition.description,
            share: formatShare(result.electricShare),
            daily: formatFigure(weekly / 7),
          }),
        ]
      : [],
  );
  const rows: [string, string | null][] = [
    [
      example.mileage ? t.mileageExample : t.mileage,
      fillPlaceholders(t.mileageValue, { weekly: formatFigure(weekly), annual: formatRounded(weekly * 52) }),
    ],
    [
      example.car ? t.fuelExample : t.fuel,
      // The visitor's car at the example's mpg says so, as its line on the card does ("45 mpg (example)").
      markedExample(
        fillPlaceholders(t.fuelValue, {
          fuel: data.fuel === 'diesel' ? t.diesel : t.petrol,
          price: formatMoney(data.fuelPrice),
          mpg: formatTyped(data.mpg),
        }),
        !example.car && example.mpg,
        texts,
      ),
    ],
    [t.hybrids, burnsPetrol ? fillPlaceholders(t.hybridsValue, { price: formatMoney(input.petrolPrice) }) : null],
    [t.charging, charges ? chargingSummary(input.charging, input.chargingSetup) : null],
    [t.range, charges ? t.rangeValue : null],
    [
      t.plugInHybrids,
      shares.length > 0 ? fillPlaceholders(t.plugInHybridsValue, { vehicles: shares.join('; ') }) : null,
    ],
    ...adjustmentRows(input, t, charges),
    [t.vehicleTax, input.vehicleTax ? vehicleTaxNote(input.vehicleTax, input.now, t) : null],
    [t.mileageDuty, charges && input.mileageDuty ? mileageDutyRow(input.mileageDuty, input.now, texts) : null],
    [t.co2, input.factors.source],
    [t.prices, pricesNote(input, texts)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

const percent = (share: number) => `${formatFigure(share * 100)}%`;
/** A configured day's month ("March 2024"), or the text as given when it is no real day (never a made-up month). */
const monthOf = (day: string) => {
  const date = calendarDay(day);
  return date ? formatMonth(date) : day;
};
const sourced = (source: FactorSource) => `${source.source}, ${monthOf(source.asOf)}`;

/** The real-world factors and charging losses with their sources, or that official figures are shown. */
function adjustmentRows(
  input: AssumptionInputs,
  t: CalculatorTexts['compare']['assumptions'],
  charges: boolean,
): [string, string | null][] {
  const adjustment = input.realWorld;
  if (!adjustment) return [];
  if (input.basis === 'official') return [[t.realWorld, t.officialValue]];
  const { factors, sources, chargingLosses } = adjustment;
  const used = input.chargingSetup.types.filter((type) => (input.charging.shares[type] ?? 0) > 0);
  const losses = [...new Set(used.map((type) => chargingLosses[type] ?? 0))].sort((a, b) => a - b);
  return [
    [
      t.realWorld,
      fillPlaceholders(t.realWorldValue, {
        fuel: percent(factors.hybrid - 1),
        electric: percent(factors.electric - 1),
        fuelSource: sourced(sources.fuel),
        electricSource: sourced(sources.electric),
      }),
    ],
    [
      t.chargingLosses,
      charges && losses.length > 0
        ? fillPlaceholders(t.chargingLossesValue, {
            losses: losses.map(percent).join(' to '),
            source: sourced(sources.chargingLosses),
          })
        : null,
    ],
  ];
}

/** The rates, their date and source, and that they may have changed once their `validTo` has passed. */
function vehicleTaxNote(rates: VehicleTaxRates, now: number, t: CalculatorTexts['compare']['assumptions']): string {
  const note = fillPlaceholders(t.vehicleTaxValue, {
    standard: formatPrice(rates.standardRate),
    supplement: formatPrice(rates.supplement),
    threshold: formatPrice(rates.supplementThreshold),
    zeroThreshold: formatPrice(rates.zeroEmissionSupplementThreshold),
    from: monthOf(rates.validFrom),
    source: rates.source,
  });
  return withRatesEnded(note, rates, now, t);
}

/** The duty's rates, from when, and its source; and that they may have changed once their `validTo` has passed. */
function mileageDutyRow(rates: MileageDutyRates, now: number, texts: CalculatorTexts): string {
  const row = fillPlaceholders(texts.compare.assumptions.mileageDutyValue, {
    electric: `${rates.electricPencePerMile}p`,
    plugInHybrid: `${rates.plugInHybridPencePerMile}p`,
    from: monthOf(rates.from),
    source: rates.source,
  });
  const ended = mileageDutyEnded(rates, now, texts.compare);
  return ended ? sentences([row, ended]) : row;
}

/** The key a chosen home tariff preset's date and source go under, beside the defaults' (`petrol`, `home`, …). */
const presetKey = 'homeTariff';

/**
 * The configured prices the figures use, with their dates and sources: each default the visitor kept, and a home
 * tariff preset they chose ("EV off-peak tariff as of October 2026 (…)"), which is the configuration's figure as much
 * as a default is (CAP Code 3.7). One reading for the note under How we worked this out, the month beside each
 * headline and the out-of-date notice.
 */
export function pricesInUse(input: AssumptionInputs): {
  sources: Readonly<Record<string, PriceSource>>;
  keys: string[];
  labels: Readonly<Record<string, string>>;
} {
  const keys = defaultPricesInUse(input);
  const preset = chosenPreset(input);
  if (!preset?.source || !preset.validFrom) return { sources: input.sources, keys, labels: {} };
  return {
    sources: { ...input.sources, [presetKey]: { asOf: preset.validFrom, source: preset.source } },
    keys: [...keys, presetKey],
    labels: { [presetKey]: preset.label },
  };
}

/** The configured prices' dates and sources, or null when none in use has one. */
function pricesNote(input: AssumptionInputs, texts: CalculatorTexts): string | null {
  const t = texts.compare.assumptions;
  const { sources, keys, labels } = pricesInUse(input);
  const notes = priceSourceNotes(
    sources,
    keys,
    { ...input.chargingSetup.labels, petrol: t.petrol, diesel: t.diesel, ...labels },
    t,
  );
  return notes.length > 0 ? notes.join('; ') : null;
}

/**
 * The home tariff preset the visitor chose: when a car that charges is compared, home charging has a share, and its
 * price is a preset's, not the default's (whose own note covers it).
 */
function chosenPreset(input: AssumptionInputs): HomeTariff | undefined {
  const { charging, chargingSetup } = input;
  const price = charging.prices.home;
  if (!comparedUse(input.compared).charges || !((charging.shares.home ?? 0) > 0) || price === chargingSetup.prices.home)
    return undefined;
  return input.homeTariffs[chosenTariff(input.homeTariffs, price)];
}
