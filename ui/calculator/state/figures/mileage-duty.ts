/**
 * Electric Vehicle Excise Duty (eVED), announced at Budget 2025 (HM Treasury, 26 November 2025): from 1 April 2028 a
 * charge per mile on top of vehicle tax, 3p for a battery-electric car and 1.5p for a plug-in hybrid. A saving worked
 * out at today's prices leaves it out, so until it starts an electric car's or plug-in hybrid's headline is its saving
 * until then and its saving with the duty from then, at the same size, with what the duty comes to at the visitor's
 * mileage beneath (CAP Code 3.1: not misleading by omission; 3.7: a claim the advertiser can substantiate; 3.9, 3.10:
 * a qualification clear and not contradicting the claim). Once it has started the card's figures count it
 * (`use-yearly-tax.ts`), and the whole cost counts it from its first month. The rates come from the configuration,
 * dated and sourced; they are to rise each year with CPI, which the figures do not forecast.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { calendarDay, ukToday } from '../../format/calendar-day.ts';
import { formatAmount } from '../../format/money.ts';
import { sentences } from '../../format/sentences.ts';
import { formatMonth } from '../prices/price-sources.ts';
import type { Edition } from '../selection/editions.ts';
import type { Period } from '../store/calculator-state.ts';
import { type CalculatorTexts, fillPlaceholders } from '../texts/calculator-texts.ts';
import { type Headline, periodWords, runningCostHeadline } from './running-cost-headline.ts';
import { inPeriod, type PeriodFigures } from './vehicle-results.ts';

/** The configuration's rates. */
export type MileageDutyRates = FinanceSchema<'MileageDuty'>;

/** The pence a mile `powerTrain` pays: a hybrid that does not plug in pays none. */
export function dutyPencePerMile(powerTrain: Edition['powerTrain'], rates: MileageDutyRates): number {
  if (powerTrain === 'bev') return rates.electricPencePerMile;
  return powerTrain === 'phev' ? rates.plugInHybridPencePerMile : 0;
}

/**
 * The duty a year at `annualMiles`, in pounds to the penny, read as written: 7,011 miles reach here as
 * 7010.999999999999 (a week's miles times 52), and 1.5p on them is £105.17, not £105.16.
 */
export function yearlyMileageDuty(pencePerMile: number, annualMiles: number): number {
  return Math.round(Number((pencePerMile * annualMiles).toPrecision(12))) / 100;
}

/** Whether the duty has started on the UK's `now`, and the day it starts; undefined when `from` is no real day. */
export function mileageDutyStart(
  rates: MileageDutyRates | undefined,
  now: number,
): { from: Date; started: boolean } | undefined {
  const from = calendarDay(rates?.from);
  return rates && from ? { from, started: ukToday(now) >= rates.from } : undefined;
}

/**
 * "This rate applied until March 2029; check GOV.UK for today's." once the rates' `validTo` day has passed in the UK
 * (they are to rise each April with CPI); undefined while they hold, or without a real `validTo`.
 */
export function mileageDutyEnded(
  rates: MileageDutyRates,
  now: number,
  t: Pick<CalculatorTexts['compare'], 'mileageDutyOld'>,
): string | undefined {
  const last = calendarDay(rates.validTo);
  return last && rates.validTo && ukToday(now) > rates.validTo
    ? fillPlaceholders(t.mileageDutyOld, { to: formatMonth(last) })
    : undefined;
}

/** The same day `months` later, or the month's last day when it is shorter (31 January and 1 month: 28 February). */
function monthsAfter(day: Date, months: number): Date {
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), last));
  return target;
}

/** Past this many months (a century) a start is no part of any span the calculator shows. */
const farthestMonth = 1200;

/**
 * The first month of a span starting on the UK's `now` in which the duty is charged: month m runs from m − 1 months
 * after today to m months after, and is charged whole once any of it falls on or after `from` (a part month is
 * counted in full, so the whole cost never leaves out a month the duty is due in). 1 once it has started; undefined
 * when `from` is no real day or more than a century away.
 */
export function mileageDutyFirstMonth(rates: MileageDutyRates, now: number): number | undefined {
  const from = calendarDay(rates.from);
  const today = calendarDay(ukToday(now));
  if (!from || !today) return undefined;
  for (let m = 1; m <= farthestMonth; m += 1) if (monthsAfter(today, m) > from) return m;
  return undefined;
}

/** What a card needs to say the duty: its car, the visitor's miles, the period shown and its saving in it. */
export interface MileageDutyCard {
  powerTrain: Edition['powerTrain'];
  annualMiles: number;
  /** Whether the miles are still the configuration's example: the duty is then said at the example mileage. */
  exampleMiles: boolean;
  period: Period;
  /** The card's saving in `period`, pounds (negative: it costs more); with the duty once it is counted. */
  saving: number;
  /** Whether the card's figures count the duty (it has started, and the comparison counts vehicle tax). */
  counted: boolean;
}

/** A card's duty facts from the figures it shows: their saving, and whether they count the duty (their own line). */
export function dutyCardOf(
  powerTrain: Edition['powerTrain'],
  miles: { annual: number; example: boolean },
  period: Period,
  figures: PeriodFigures,
): MileageDutyCard {
  return {
    powerTrain,
    annualMiles: miles.annual,
    exampleMiles: miles.example,
    period,
    saving: figures.saving,
    counted: figures.lines?.duty !== undefined,
  };
}

/** What an electric car's or plug-in hybrid's card says of the duty. */
export interface MileageDutyOnCard {
  /** Under the headline: the rate, from when, and what it comes to at the visitor's miles in the period shown. */
  note: string;
  /**
   * While it is still to start, the headline itself, in two lines of the same size: the saving until then, and with
   * the duty from then. One headline of today's saving, with the duty only in the smaller print beneath, read as a
   * saving where most of an agreement's months cost more (CAP Code 3.9, 3.10: a qualification must be clear and must
   * not contradict the claim). Once it has started in figures that leave it out (no vehicle tax in the comparison),
   * the one line with it. Undefined when the card's figures count it: their own headline says it.
   */
  headlines?: [Headline] | [Headline, Headline];
  /** While it is still to start, the month before it ("March 2028"): the card's other savings hold until then. */
  untilMonth?: string;
  /** Whether the headlines are in whole pounds. */
  whole?: boolean;
}

/** The day before `day`. */
const dayBefore = (day: Date) => new Date(day.getTime() - 86_400_000);

/**
 * The duty on a card: "From April 2028, electric cars are to pay 3p a mile on top of vehicle tax (eVED): about £234 a
 * year at your mileage, at today's rate. The other figures on this card leave it out.", with the headlines "Estimated
 * saving: about £363 a year until March 2028" and "Estimated saving: about £129 a year from April 2028, after the
 * mileage duty (eVED)". Once it has started, the note, saying whether the figures count it, and the saving after the
 * duty where they do not. Undefined for a car that pays none, or without the configuration's rates. `alsoWhole` says
 * the lines in whole pounds whatever their amounts.
 */
export function mileageDutyOnCard(
  card: MileageDutyCard,
  rates: MileageDutyRates | undefined,
  now: number,
  t: CalculatorTexts['compare'],
  alsoWhole = false,
): MileageDutyOnCard | undefined {
  const start = mileageDutyStart(rates, now);
  const pence = rates ? dutyPencePerMile(card.powerTrain, rates) : 0;
  if (!start || !(pence > 0)) return undefined;
  // The period's duty as the card's own line gives it once counted (`periodFigures`): the year's, then divided.
  const perPeriod = inPeriod(yearlyMileageDuty(pence, card.annualMiles), card.period);
  const month = formatMonth(start.from);
  // "At your mileage" only where it is: the example's miles are said as such (CAP Code 3.1, 3.7).
  const key = start.started ? (card.counted ? 'mileageDutySince' : 'mileageDutySinceLeftOut') : 'mileageDutyAhead';
  const text = t[card.exampleMiles ? (`${key}Example` as const) : key];
  const said = fillPlaceholders(text, {
    month,
    cars: card.powerTrain === 'bev' ? t.mileageDutyElectricCars : t.mileageDutyPlugInHybrids,
    pence: `${pence}p`,
    amount: formatAmount(perPeriod),
    period: periodWords(card.period, t),
  });
  const ended = rates && mileageDutyEnded(rates, now, t);
  const note = ended ? sentences([said, ended]) : said;
  // Figures that count it already head the card with it.
  if (card.counted) return { note };
  const afterDuty = Math.round((card.saving - perPeriod) * 100) / 100;
  // Both lines in whole pounds when either is £100 or more: "£197" beside "£79.71" is hard to compare by ear. So too
  // when other lines of the card are (`alsoWhole`: the other basis's, card-headlines.ts).
  const whole = alsoWhole || Math.abs(card.saving) >= 100 || Math.abs(afterDuty) >= 100;
  const withDuty = runningCostHeadline(afterDuty, card.period, t, whole);
  const fromThen = { ...withDuty, text: fillPlaceholders(t.headlineFrom, { headline: withDuty.text, month }) };
  // Started, but not in figures without vehicle tax: the headline is the saving with it all the same, never the
  // saving without a duty the visitor already pays.
  if (start.started) return { note, headlines: [fromThen], whole };
  const until = runningCostHeadline(card.saving, card.period, t, whole);
  const untilMonth = formatMonth(dayBefore(start.from));
  return {
    note,
    headlines: [
      { ...until, text: fillPlaceholders(t.headlineUntil, { headline: until.text, month: untilMonth }) },
      fromThen,
    ],
    untilMonth,
    whole,
  };
}
