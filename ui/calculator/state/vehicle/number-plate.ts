/**
 * "Find your car by its number plate": what the calculator makes of a plate and of the lookup's answer (`getVrmData`),
 * with no React. A plate is normalised as typed (spaces and case) and checked against the admin document's own rule,
 * `RegistrationMark` (generated into `adminRules`), before any call, so no second copy of the UK formats lives here.
 * The answer names the car ("2021 Kia Niro, electric"), gives the calculator's fuel (petrol for hybrids; none for an
 * electric car, which the calculator compares with, not against) and an annual mileage estimated from the recorded
 * mileage and dates. The plate is personal data: nothing here stores, logs or reports it.
 */
import { type AdminSchema, adminRules } from '@hcuk-genesis/sdk';
import { mileageLimits } from './mileage-periods.ts';
import type { Fuel } from './vehicle-data.ts';

/** The lookup's answer, as the admin document describes it. */
export type VrmData = AdminSchema<'VrmData'>;

/** The fuel types the lookup names. */
export type VrmFuelType = VrmData['fuelType'];

// `\s` covers the Unicode spaces (no-break, thin, ideographic, ...) and line ends; the zero-width characters a copied
// plate can carry (U+200B to U+200D, U+2060) are not spaces, but are as invisible, so they go too. And hyphens, which
// some write between a plate's halves (YK19-FHD; a phone review found it refused): no UK plate has one.
const invisible = /[\s\u200B-\u200D\u2060\-\u2010\u2011\u2013]/gu;

/** The plate as the lookup takes it: every space (any Unicode space) and hyphen removed, and upper case. */
export function normalisePlate(typed: string): string {
  return typed.replace(invisible, '').toUpperCase();
}

/** Whether a normalised plate is in one of the UK formats, by the document's `RegistrationMark` (lengths and pattern). */
export function isUkPlate(normalised: string): boolean {
  const { minLength, maxLength, pattern } = adminRules.RegistrationMark;
  return normalised.length >= minLength && normalised.length <= maxLength && pattern.test(normalised);
}

const dayMs = 86_400_000;
/** Fewer days than this (a quarter of a year) between registration and reading is too short to say a year's miles. */
const MIN_SPAN_DAYS = 91;
/** Estimates are to the nearest hundred miles: the records say no better. */
const ROUND_TO = 100;

/** A `YYYY-MM-DD` calendar date as a UTC day number, or undefined when it is not a real date. */
function dayOf(date: string | undefined): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  // 2026-02-30 rolls over into March: refused.
  return new Date(time).getUTCDate() === day && new Date(time).getUTCMonth() === month - 1 ? time / dayMs : undefined;
}

/**
 * The miles a year the recorded mileage suggests: the mileage divided by the years from first registration to the
 * day it was recorded (today when that is not known), to the nearest 100 miles, and within the calculator's bounds
 * (at least 100, at most the document's yearly maximum, `mileageLimits.year`). Undefined when a date is missing or not
 * a real date, when either is after today, or when they are less than a quarter of a year apart (too short to say).
 */
export function estimateAnnualMileage(
  data: { mileage: number; firstRegistered?: string; mileageRecordedAt?: string },
  today: Date,
): number | undefined {
  const todayDay = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / dayMs;
  const registered = dayOf(data.firstRegistered);
  const recorded = data.mileageRecordedAt === undefined ? todayDay : dayOf(data.mileageRecordedAt);
  if (registered === undefined || recorded === undefined || !Number.isFinite(todayDay)) return undefined;
  if (registered > todayDay || recorded > todayDay) return undefined;
  const days = recorded - registered;
  if (days < MIN_SPAN_DAYS || !Number.isFinite(data.mileage) || data.mileage < 0) return undefined;
  const perYear = Math.round(data.mileage / (days / 365.25) / ROUND_TO) * ROUND_TO;
  const most = Math.floor(mileageLimits.year / ROUND_TO) * ROUND_TO;
  return Math.min(Math.max(perYear, ROUND_TO), most);
}

/** Initialisms kept in capitals though they hold a vowel; words with no vowel (MG, BMW, VW, BYD) are kept anyway. */
const initialisms = new Set(['AMG', 'EV', 'GTD', 'GTE', 'GTI', 'TDI', 'TSI']);

/**
 * One word of a make or model as people write it. The data is in capitals, so: a word with a digit stays as it is
 * (MG3, XC40, ID.3); a word of 1 to 3 letters with no vowel stays in capitals (MG, BMW, VW, BYD, the HR of C-HR), as
 * do the few initialisms above (GTI, TDI); any other word is title case (KIA is Kia, NIRO is Niro). Each part of a
 * hyphenated word is one word (MERCEDES-BENZ is Mercedes-Benz).
 */
function wordAsWritten(word: string): string {
  const upper = word.toUpperCase();
  if (/\d/.test(upper) || initialisms.has(upper) || /^[B-DF-HJ-NP-TV-Z]{1,3}$/.test(upper)) return upper;
  return upper.charAt(0) + upper.slice(1).toLowerCase();
}

/** A make or model in title case, by the rule of {@link wordAsWritten}, its spaces collapsed. */
function titleCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word.split('-').map(wordAsWritten).join('-'))
    .join(' ');
}

/** Each fuel type in words. */
const fuelWords: Readonly<Record<VrmFuelType, string>> = {
  petrol: 'petrol',
  diesel: 'diesel',
  hybrid: 'hybrid',
  'plug-in-hybrid': 'plug-in hybrid',
  electric: 'electric',
};

/**
 * The car in a few words: the year of first registration (left out when not known), make and model as people write
 * them, and the fuel: "2021 Kia Niro, electric", "2018 Volkswagen Golf, diesel".
 */
export function describeVehicle(data: VrmData): string {
  const registered = dayOf(data.firstRegistered);
  const year = registered === undefined ? '' : `${new Date(registered * dayMs).getUTCFullYear()} `;
  const name = [data.make, data.model].map(titleCase).filter(Boolean).join(' ');
  return `${year}${name}, ${fuelWords[data.fuelType]}`;
}

/**
 * The calculator's current-car fuel for the looked-up fuel type: petrol for petrol, hybrid and plug-in hybrid (the
 * finance document's `FuelType`: "petrol includes hybrid and plug-in hybrid"), diesel for diesel, and undefined for
 * an electric car, which the calculator does not cost as the current car (it compares a petrol or diesel car with
 * electric ones).
 */
export function calculatorFuelOf(fuelType: VrmFuelType): Fuel | undefined {
  if (fuelType === 'electric') return undefined;
  return fuelType === 'diesel' ? 'diesel' : 'petrol';
}
