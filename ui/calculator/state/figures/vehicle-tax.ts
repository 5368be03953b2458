/**
 * Vehicle tax (VED) in the yearly comparison: since 1 April 2025 electric cars pay it too, and a car whose list price
 * is above the expensive car supplement's threshold pays the supplement for five years from its second year
 * (GOV.UK, "Vehicle tax rate tables"). Leaving it out would flatter the cars that pay more (CAP Code 3.3: a claim must
 * not mislead by omission). The rates come from the configuration, dated; the visitor's own car pays what they say.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { calendarDay, ukToday } from '../../format/calendar-day.ts';
import { sentences } from '../../format/sentences.ts';
import { formatMonth } from '../prices/price-sources.ts';
import type { Edition } from '../selection/editions.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';

/** The configuration's rates. */
export type VehicleTaxRates = FinanceSchema<'VehicleTaxRates'>;

/** The yearly vehicle tax of the visitor's car and of a new one, pounds. */
export interface YearlyTax {
  current: number;
  next: number;
  /** The new car's mileage duty (eVED) a year, once it has started (`mileage-duty.ts`): its own line. */
  duty?: number;
}

/**
 * A new car's tax a year from its second year: the standard rate, plus the supplement when its price is above the
 * threshold (the zero-emission threshold for a battery-electric car). The price shown is taken as its list price; a
 * car without a price pays the standard rate only, and says so through the assumptions' rates.
 */
export function newCarTax(edition: Pick<Edition, 'powerTrain' | 'price'>, rates: VehicleTaxRates): number {
  const threshold = edition.powerTrain === 'bev' ? rates.zeroEmissionSupplementThreshold : rates.supplementThreshold;
  return rates.standardRate + (edition.price !== null && edition.price > threshold ? rates.supplement : 0);
}

/** Both cars' tax, or undefined when the configuration has no rates or the visitor's car has no tax (not asked). */
export function yearlyTax(
  edition: Pick<Edition, 'powerTrain' | 'price'>,
  currentTax: number | undefined,
  rates: VehicleTaxRates | undefined,
): YearlyTax | undefined {
  return rates && currentTax !== undefined ? { current: currentTax, next: newCarTax(edition, rates) } : undefined;
}

/**
 * The month the rates applied until ("March 2026") once their `validTo` day is before `now`, when the calculator says
 * they may have changed; undefined while they hold, or without rates.
 */
export function taxRatesEnded(rates: VehicleTaxRates | undefined, now: number): string | undefined {
  // Rates hold to the end of their last day in the UK; a `validTo` that is no real day says nothing about it.
  const last = calendarDay(rates?.validTo);
  return rates && last && ukToday(now) > rates.validTo ? formatMonth(last) : undefined;
}

/** `text`, then "These rates applied until March 2026; check GOV.UK for today's." once the rates have ended. */
export function withRatesEnded(
  text: string,
  rates: VehicleTaxRates,
  now: number,
  t: Pick<CalculatorTexts['compare']['assumptions'], 'vehicleTaxOld'>,
): string {
  const ended = taxRatesEnded(rates, now);
  return ended ? sentences([text, fillPlaceholders(t.vehicleTaxOld, { to: ended })]) : text;
}
