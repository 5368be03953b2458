/**
 * "Copy a link to this comparison": the visitor's comparison as a short, versioned URL fragment, and back again. A
 * fragment never reaches a server or its logs, and it carries only the inputs that reproduce the comparison: the
 * accepted vehicle data, the charging values, the compared editions and their finance choices, the period and the
 * basis. It never carries anything personal. Decision record 0010 explains the format.
 *
 * A link is input like any answer. Opening one restores the nearest valid comparison under this configuration's rules
 * (the finance document's bounds, the configuration's price ranges and charge types, `max-compare`) and says what it
 * changed. A link that is not well formed is refused whole. Decoding never throws. Every record it returns is built
 * with `Object.fromEntries` from names it has checked, so no name reaches a prototype.
 *
 * The format, version 2 (`hcuk=2.` then five sections joined by `~`; version 1, still read, has no brand section):
 *
 * ```text
 * brand     the calculator's brand, as a name                         a page's other calculators leave the link to it
 * vehicle   fuel:mpg:mileage:per:fuelPrice[:petrolPrice[:vehicleTax]]   fuel p|d; per w|m|y
 * charging  type:share:price,...                                      empty: the first profile at the configured prices
 * editions  id[:term[:deposit[:annualMileage]]],...                    in compared order
 * view      period:basis                                              period a|m|w; basis r|o
 * ```
 *
 * An optional value that is absent is written empty, and empty values at the end of an item are left off. Numbers are
 * plain decimals in their shortest form (`String(n)`): no sign, no exponent, at most 9 whole digits and 22 decimals.
 * Names (edition ids and charge types) keep `A-Z a-z 0-9 _ -` as they are and write every other UTF-8 byte as `!` and
 * two hex digits. So a fragment uses `A-Z a-z 0-9 _ - . : , ~ ! =` only, none of which a browser percent-encodes.
 * The view comes last so that a fragment always ends in a letter, which a mail client's link detection keeps.
 */

import { financeRules, type MileagePeriod } from '@hcuk-genesis/sdk';
import {
  type ChargingSetup,
  type ChargingValues,
  chargingTotal,
  clampShare,
  defaultCharging,
} from '../charging/charging-values.ts';
import type { FinanceChoice } from '../finance/finance-request.ts';
import type { PriceRange, PriceRanges } from '../prices/price-ranges.ts';
import type { CalculationBasis, CalculatorState, Period } from '../store/calculator-state.ts';
import { ownValue } from '../store/own-value.ts';
import { maxStoredTextLength } from '../store/stored-state-guard.ts';
import { mileageLimits } from '../vehicle/mileage-periods.ts';
import { draftFrom, type Fuel, formatFuelPrice, type VehicleData, type VehicleDraft } from '../vehicle/vehicle-data.ts';

/** The format's version, the number after `hcuk=`. Any change to the format is a new version. */
export const shareFormatVersion = 2;
/** The versions the decoder reads: version 1 is version 2 without the brand, so any calculator may take it. */
const readVersions = ['1', '2'];
/**
 * The most characters a brand takes in a link, escaped: 64 keeps a link with four editions and their choices under
 * the budget. A longer one (60 letters outside ASCII, say) is left out, and the link is written as version 1.
 */
const maxBrandText = 64;

/**
 * The most characters a share fragment may have without its `#`. The encoder keeps a link's `#` and fragment within
 * it (so a fragment is under 600 characters), and the decoder refuses a longer fragment unread.
 */
export const maxShareFragmentLength = 600;

/** What a share fragment starts with, before its version. */
const sharePrefix = 'hcuk=';

/** The parts of the state a link restores: applied over the visitor's own state, they show the shared comparison. */
export type SharedComparison = Pick<
  CalculatorState,
  'step' | 'vehicle' | 'vehicleSaved' | 'charging' | 'savedCharging' | 'selected' | 'compared' | 'period' | 'basis'
> & {
  accepted: VehicleData;
  financeChoices: Record<string, FinanceChoice>;
};

/**
 * What a link's decoding needs of the calculator: its brand (a link for another brand is not its to open), its
 * configuration's charging setup and price ranges, and `max-compare`.
 */
export interface ShareLinkRules {
  brand: string;
  charging: ChargingSetup;
  priceRanges: PriceRanges;
  maxCompare: number;
}

/** A field of the comparison that a link's value was changed in. */
export type SharedField =
  | 'fuel'
  | 'mpg'
  | 'mileage'
  | 'mileagePer'
  | 'fuelPrice'
  | 'petrolPrice'
  | 'vehicleTax'
  | 'chargeType'
  | 'chargeShare'
  | 'chargePrice'
  | 'charging'
  | 'compared'
  | 'period'
  | 'basis';

/**
 * Why a link's value was changed: `below-minimum` and `above-maximum` (raised or lowered to the bound, which `to`
 * gives); `whole-percent` (a share rounded); `unknown-value` (a code this version does not know: the default instead);
 * `unknown-charge-type` (a type the configuration does not have: left out); `repeated` (a charge type or edition given
 * twice: the later one left out); `empty-id` and `too-long` (an edition id that none can be: left out);
 * `over-max-compare` (more editions than `max-compare`: the later ones left out); `shares-total` (shares that do not
 * total 100: the first profile instead); `missing` (a link without charging values: the first profile).
 */
export type ShareChangeRule =
  | 'below-minimum'
  | 'above-maximum'
  | 'whole-percent'
  | 'unknown-value'
  | 'unknown-charge-type'
  | 'repeated'
  | 'empty-id'
  | 'too-long'
  | 'over-max-compare'
  | 'shares-total'
  | 'missing';

/**
 * One value the link had that the comparison could not keep, for a plain note: "Average MPG was 900; the most allowed
 * is 150, so it is now 150" is `{ field: 'mpg', from: '900', to: '150', rule: 'above-maximum' }`. `key` names the
 * charge type or edition; `from` is the value as the link had it and `to` the value used ('' for one left out).
 */
export interface ShareChange {
  field: SharedField;
  key?: string;
  from: string;
  to: string;
  rule: ShareChangeRule;
}

/**
 * Why a fragment was refused: `not-a-share-link` (another fragment, such as a page anchor: say nothing),
 * `unknown-version` (a link from another version of the calculator), `malformed` (damaged or hostile), or
 * `other-brand` (a well-formed link for another brand's calculator, whose brand comes with it).
 */
export type ShareRefusal = 'not-a-share-link' | 'unknown-version' | 'malformed' | 'other-brand';

/** A decoded fragment: the comparison to apply and what was changed in it, or why it was refused. */
export type SharedComparisonResult =
  | { ok: true; patch: SharedComparison; changes: ShareChange[] }
  | { ok: false; reason: Exclude<ShareRefusal, 'other-brand'> }
  | { ok: false; reason: 'other-brand'; brand: string };

/**
 * What the encoder left out to keep within `maxShareFragmentLength`, or because a link cannot carry it: an edition's
 * finance choice (or a value of it), a compared edition, or the charging values (the link then opens with the first
 * profile).
 */
export type LeftOutOfShare = { part: 'finance-choice' | 'compared'; id: string } | { part: 'charging' };

/** An encoded comparison: the fragment without its `#`, and what was left out of it (usually nothing). */
export interface ShareFragment {
  fragment: string;
  leftOut: LeftOutOfShare[];
}

const fuelCodes: Readonly<Record<Fuel, string>> = { petrol: 'p', diesel: 'd' };
const mileagePeriodCodes: Readonly<Record<MileagePeriod, string>> = { week: 'w', month: 'm', year: 'y' };
const periodCodes: Readonly<Record<Period, string>> = { annual: 'a', monthly: 'm', weekly: 'w' };
const basisCodes: Readonly<Record<CalculationBasis, string>> = { 'real-world': 'r', official: 'o' };

/** A number as a link writes it: no sign or exponent, at most 9 whole digits and 22 decimals. */
const decimalPattern = /^(?:0|[1-9][0-9]{0,8})(?:\.[0-9]{1,22})?$/;
const maxDecimals = 22;
/** A name as a link writes it: the characters kept as they are, and escaped bytes. */
const namePattern = /^(?:[A-Za-z0-9_-]|![0-9A-Fa-f]{2})*$/;
const keptNameCharacter = /^[A-Za-z0-9_-]$/;
/** Everything a payload may contain (versions 1 and 2). */
const payloadPattern = /^[A-Za-z0-9_.:,~!-]*$/;
const controlCharacter = /\p{Cc}/u;
const loneSurrogate = /[\uD800-\uDFFF]/u;
/** The key that would reach an object's prototype when assigned: a name a link never carries. */
const prototypeKey = '__proto__';

/**
 * The least mileage: the vehicle form's own rule ("1 mile or more"), which the stored-state guard also keeps. The
 * document's `WeeklyMileage` only excludes 0.
 */
const leastMileage = 1;
const mpgRange: PriceRange = { min: financeRules.MilesPerGallon.minimum, max: financeRules.MilesPerGallon.maximum };
const vehicleTaxRange: PriceRange = {
  min: financeRules.AnnualVehicleTax.minimum,
  max: financeRules.AnnualVehicleTax.maximum,
};

/**
 * `value` as a link writes it, or `undefined` when it cannot be written exactly: negative, not finite, 1e9 or more, or
 * with more decimals than a link keeps.
 */
function decimalText(value: number): string | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const shortest = String(value);
  // Below a millionth JavaScript writes an exponent: write the digits out, to the most decimals a link keeps.
  const fixed = shortest.includes('e') ? value.toFixed(maxDecimals).replace(/0+$/, '').replace(/\.$/, '') : shortest;
  // Written exactly or not at all: a value the digits would change is left out and listed, never silently altered.
  return decimalPattern.test(fixed) && Number(fixed) === value ? fixed : undefined;
}

/** Whether a link can carry `name`: a non-empty, well-formed text, no longer than a stored id, with no control. */
function isShareableName(name: string): boolean {
  return (
    name !== '' &&
    name.length <= maxStoredTextLength &&
    name !== prototypeKey &&
    !controlCharacter.test(name) &&
    !loneSurrogate.test(name)
  );
}

const utf8 = new TextEncoder();

/** `name` as a link writes it (a shareable name). */
function nameText(name: string): string {
  let text = '';
  for (const byte of utf8.encode(name)) {
    const character = String.fromCharCode(byte);
    text += keptNameCharacter.test(character) ? character : `!${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return text;
}

/** Values joined by `sep`, with the empty ones at the end left off. */
const joinTrimmed = (values: readonly string[], sep: string): string => {
  const last = values.findLastIndex((value) => value !== '');
  return values.slice(0, last + 1).join(sep);
};

function vehicleText(data: VehicleData): string {
  const required = (value: number) => decimalText(value) ?? '0'; // Only data the guard refuses; the link clamps it.
  const optional = (value: number | undefined) => (value === undefined ? '' : (decimalText(value) ?? ''));
  return joinTrimmed(
    [
      fuelCodes[data.fuel],
      required(data.mpg),
      required(data.mileage),
      mileagePeriodCodes[data.mileagePer],
      required(data.fuelPrice),
      optional(data.petrolPrice),
      optional(data.vehicleTax),
    ],
    ':',
  );
}

/** The charging values as a link writes them, or `undefined` when a type's name or a value cannot be written. */
function chargingText(values: ChargingValues): string | undefined {
  const items: string[] = [];
  for (const type of Object.keys(values.shares)) {
    const share = decimalText(values.shares[type] ?? Number.NaN);
    const price = decimalText(ownValue(values.prices, type) ?? Number.NaN);
    if (!isShareableName(type) || share === undefined || price === undefined) return undefined;
    items.push(`${nameText(type)}:${share}:${price}`);
  }
  return items.join(',');
}

/** A finance choice as a link writes it after its id (`:48:2600:10000`), and whether every value could be written. */
function choiceText(choice: FinanceChoice | undefined): { text: string; whole: boolean } {
  if (choice === undefined) return { text: '', whole: true };
  const values = [choice.term, choice.deposit, choice.annualMileage].map((value) =>
    value === undefined ? '' : decimalText(value),
  );
  const text = joinTrimmed(
    values.map((value) => value ?? ''),
    ':',
  );
  return { text: text === '' ? '' : `:${text}`, whole: values.every((value) => value !== undefined) };
}

/**
 * The fragment (without `#`) that reproduces `state`'s comparison, or `undefined` before any vehicle data has been
 * accepted (there is no comparison to share). The charging values are the saved ones, else those being edited.
 *
 * The fragment and its `#` stay within `maxShareFragmentLength` (600) characters. Four compared editions with
 * 40-character ids and finance choices take about 350, six about 460. Over the budget, the encoder leaves out finance
 * choices (the last edition's first), then compared editions from the last, then the charging values, and lists in
 * `leftOut` what it left out. It also lists anything a link cannot carry exactly: an id that is empty, longer than a
 * stored id, `__proto__`, or has a control character or a lone surrogate; a finance value of 1e9 or more, or with
 * more than 22 decimals.
 */
export function encodeShareFragment(state: CalculatorState, brand: string): ShareFragment | undefined {
  if (state.accepted === null) return undefined;
  // A brand a link cannot carry in a few characters is left out: the link is then version 1, any calculator's.
  const brandText = isShareableName(brand) ? nameText(brand) : '';
  const head = brandText !== '' && brandText.length <= maxBrandText ? `2.${brandText}~` : '1.';
  const leftOut: LeftOutOfShare[] = [];
  const vehicle = vehicleText(state.accepted);
  let charging = chargingText(state.savedCharging ?? state.charging);
  if (charging === undefined) leftOut.push({ part: 'charging' });
  const editions = state.compared.flatMap((id) => {
    if (!isShareableName(id)) {
      leftOut.push({ part: 'compared', id });
      return [];
    }
    const choice = choiceText(ownValue(state.financeChoices, id));
    if (!choice.whole) leftOut.push({ part: 'finance-choice', id });
    return [{ id, name: nameText(id), choice: choice.text }];
  });
  const view = `${periodCodes[state.period]}:${basisCodes[state.basis]}`;
  const assemble = () =>
    `${sharePrefix}${head}${vehicle}~${charging ?? ''}~${editions.map((edition) => edition.name + edition.choice).join(',')}~${view}`;
  let fragment = assemble();
  // `#` and the fragment within the budget. The vehicle and the view alone are under 200 characters.
  while (fragment.length >= maxShareFragmentLength) {
    const withChoice = editions.findLast((edition) => edition.choice !== '');
    const last = editions.at(-1);
    if (withChoice) {
      withChoice.choice = '';
      // Listed once: a choice with a value a link cannot carry is listed already.
      const listed = leftOut.some((item) => item.part === 'finance-choice' && item.id === withChoice.id);
      if (!listed) leftOut.push({ part: 'finance-choice', id: withChoice.id });
    } else if (last) {
      editions.pop();
      leftOut.push({ part: 'compared', id: last.id });
    } else if (charging) {
      charging = undefined;
      leftOut.push({ part: 'charging' });
    } else break;
    fragment = assemble();
  }
  return { fragment, leftOut };
}

/** Thrown inside the decoder for a fragment that is not well formed; never leaves it. */
class MalformedShareLink extends Error {}

const malformed = (): never => {
  throw new MalformedShareLink();
};

/** The number `text` writes, refusing anything but a link's decimals (NaN, Infinity, exponents, signs, `0x`). */
function numberIn(text: string): number {
  if (!decimalPattern.test(text)) malformed();
  return Number(text);
}

/** The name `text` writes, refusing bytes that are not UTF-8, control characters and `__proto__`. */
function nameIn(text: string): string {
  if (!namePattern.test(text)) malformed();
  let name = '';
  try {
    name = decodeURIComponent(text.replaceAll('!', '%'));
  } catch {
    malformed();
  }
  if (name === prototypeKey || controlCharacter.test(name)) malformed();
  return name;
}

/** The value whose code is `code`, or `undefined`: read by value, so no code reaches a prototype. */
function valueOfCode<T extends string>(codes: Readonly<Record<T, string>>, code: string): T | undefined {
  return (Object.keys(codes) as T[]).find((value) => codes[value] === code);
}

/** Collects what a decoding changed, and holds the rules' helpers for one fragment. */
class ShareReader {
  readonly changes: ShareChange[] = [];

  constructor(readonly rules: ShareLinkRules) {}

  change(change: ShareChange): void {
    this.changes.push(change);
  }

  /** The value coded `code`; an unknown code gives `fallback`, with a change. */
  coded<T extends string>(field: SharedField, codes: Readonly<Record<T, string>>, code: string, fallback: T): T {
    const value = valueOfCode(codes, code);
    if (value !== undefined) return value;
    this.change({ field, from: code, to: fallback, rule: 'unknown-value' });
    return fallback;
  }

  /** The number `text` writes, within `range`: one outside is raised or lowered to the nearest end, with a change. */
  within(field: SharedField, text: string, range: PriceRange, key?: string): number {
    const value = numberIn(text);
    const kept = Math.min(range.max, Math.max(range.min, value));
    if (kept !== value) {
      const rule = value < range.min ? 'below-minimum' : 'above-maximum';
      this.change({ field, ...(key === undefined ? {} : { key }), from: text, to: String(kept), rule });
    }
    return kept;
  }

  vehicle(section: string): VehicleData {
    const fields = section.split(':');
    if (fields.length < 5 || fields.length > 7) malformed();
    const [fuelCode, mpg, mileage, perCode, fuelPrice, petrolPrice = '', vehicleTax = ''] = fields as string[];
    const fuelRange = this.rules.priceRanges.fuel;
    // Spec section 3: petrol and a week when absent (as `draftFrom`).
    const fuel = this.coded('fuel', fuelCodes, fuelCode ?? '', 'petrol');
    const mileagePer = this.coded('mileagePer', mileagePeriodCodes, perCode ?? '', 'week');
    const data: VehicleData = {
      fuel,
      mpg: this.within('mpg', mpg ?? '', mpgRange),
      mileage: this.within('mileage', mileage ?? '', { min: leastMileage, max: mileageLimits[mileagePer] }),
      mileagePer,
      fuelPrice: this.within('fuelPrice', fuelPrice ?? '', fuelRange),
    };
    if (petrolPrice !== '') data.petrolPrice = this.within('petrolPrice', petrolPrice, fuelRange);
    if (vehicleTax !== '') data.vehicleTax = this.within('vehicleTax', vehicleTax, vehicleTaxRange);
    return data;
  }

  /** The first profile at the configured prices, with a change saying why. */
  defaultCharging(rule: 'shares-total' | 'missing', from: string): ChargingValues {
    this.change({ field: 'charging', from, to: this.rules.charging.profiles[0]?.name ?? '', rule });
    return defaultCharging(this.rules.charging);
  }

  /**
   * The link's charging values for exactly the configuration's types. A type the configuration does not have is left
   * out; a type the link does not give is at 0% and its configured price; a share is a whole percent from 0 to 100; a
   * price other than the configured one is within the electricity range. Shares that then do not total 100 give the
   * first profile.
   */
  charging(section: string): ChargingValues {
    if (section === '') return this.defaultCharging('missing', '');
    const { types, prices: configured } = this.rules.charging;
    const shares = new Map<string, number>();
    const prices = new Map<string, number>();
    for (const item of section.split(',')) {
      const fields = item.split(':');
      if (fields.length !== 3) malformed();
      const [typeText, shareText, priceText] = fields as [string, string, string];
      const type = nameIn(typeText);
      const share = numberIn(shareText);
      const price = numberIn(priceText);
      if (!types.includes(type)) {
        this.change({ field: 'chargeType', key: type, from: type, to: '', rule: 'unknown-charge-type' });
      } else if (shares.has(type)) {
        this.change({ field: 'chargeType', key: type, from: type, to: '', rule: 'repeated' });
      } else {
        const kept = clampShare(share);
        const rule = share > 100 ? 'above-maximum' : 'whole-percent';
        if (kept !== share) this.change({ field: 'chargeShare', key: type, from: shareText, to: String(kept), rule });
        shares.set(type, kept);
        const electricity = this.rules.priceRanges.electricity;
        prices.set(
          type,
          price === ownValue(configured, type) ? price : this.within('chargePrice', priceText, electricity, type),
        );
      }
    }
    const values: ChargingValues = {
      shares: Object.fromEntries(types.map((type) => [type, shares.get(type) ?? 0])),
      prices: Object.fromEntries(types.map((type) => [type, prices.get(type) ?? ownValue(configured, type) ?? 0])),
    };
    const total = chargingTotal(values.shares);
    return total === 100 ? values : this.defaultCharging('shares-total', String(total));
  }

  /** The finance choice after an id: up to three values, each absent when empty. */
  financeChoice(fields: readonly string[]): FinanceChoice | undefined {
    const keys = ['term', 'deposit', 'annualMileage'] as const;
    const entries = keys.flatMap((key, index) => {
      const text = fields[index] ?? '';
      return text === '' ? [] : [[key, numberIn(text)] as const];
    });
    return entries.length === 0 ? undefined : (Object.fromEntries(entries) as FinanceChoice);
  }

  /**
   * The compared editions in the link's order, each once, with their finance choices. An empty, over-long or repeated
   * id is left out, and so is any edition past `max-compare`, each with a change.
   */
  editions(section: string): Pick<SharedComparison, 'compared' | 'financeChoices'> {
    const max = Number.isNaN(this.rules.maxCompare) ? 0 : Math.max(0, Math.floor(this.rules.maxCompare));
    const compared: string[] = [];
    const choices: [string, FinanceChoice][] = [];
    for (const item of section === '' ? [] : section.split(',')) {
      const [idText = '', ...choiceFields] = item.split(':');
      if (choiceFields.length > 3) malformed();
      const id = nameIn(idText);
      const choice = this.financeChoice(choiceFields);
      const leftOut = (rule: ShareChangeRule) => this.change({ field: 'compared', key: id, from: id, to: '', rule });
      if (id === '') leftOut('empty-id');
      else if (id.length > maxStoredTextLength) leftOut('too-long');
      else if (compared.includes(id)) leftOut('repeated');
      else if (compared.length >= max) leftOut('over-max-compare');
      else {
        compared.push(id);
        if (choice) choices.push([id, choice]);
      }
    }
    return { compared, financeChoices: Object.fromEntries(choices) };
  }

  view(section: string): { period: Period; basis: CalculationBasis } {
    const fields = section.split(':');
    if (fields.length !== 2) malformed();
    const [periodCode = '', basisCode = ''] = fields;
    return {
      period: this.coded('period', periodCodes, periodCode, 'annual'),
      // The default basis: real-world figures, like for like with the visitor's own mpg (decision record 0003).
      basis: this.coded('basis', basisCodes, basisCode, 'real-world'),
    };
  }
}

/** The form's draft for `data`: a diesel driver's petrol price kept, as the form keeps it for the hybrids. */
function draftOf(data: VehicleData): VehicleDraft {
  const draft = draftFrom(data);
  return data.fuel === 'diesel' && data.petrolPrice !== undefined
    ? { ...draft, petrolPrice: formatFuelPrice(data.petrolPrice) }
    : draft;
}

/** `text` percent-decoded once, or `undefined` when its escapes are broken. */
function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Whether a fragment (with or without its `#`) is meant as a share link: `hcuk=`, or `hcuk%3D` as some mail sends it. */
export function isShareFragment(fragment: string): boolean {
  return /^#?hcuk(?:=|%3[dD])/.test(fragment);
}

/** The version and payload of a fragment this decoder reads, without its `#`, or why the fragment is refused. */
function payloadOf(fragment: unknown): { version: string; payload: string } | ShareRefusal {
  if (typeof fragment !== 'string' || !isShareFragment(fragment)) return 'not-a-share-link';
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  // Percent-encoding triples a character at most: anything longer is over the budget whatever it decodes to.
  if (raw.length > maxShareFragmentLength * 3) return 'malformed';
  // A link's own characters are never percent-encoded, so a `%` is a mail client's or a browser's, decoded once.
  const text = raw.includes('%') ? percentDecoded(raw) : raw;
  const version = text === undefined ? null : /^hcuk=(0|[1-9][0-9]{0,5})\./.exec(text);
  if (text === undefined || version === null) return 'malformed';
  if (!readVersions.includes(version[1] ?? '')) return 'unknown-version';
  if (text.length > maxShareFragmentLength) return 'malformed';
  const payload = text.slice(version[0].length);
  return payloadPattern.test(payload) ? { version: version[1] ?? '', payload } : 'malformed';
}

/**
 * The comparison a share fragment holds, as the nearest valid one under `rules`, with what was changed; or why it is
 * refused. `fragment` may start with `#` and may be percent-encoded. Out-of-range numbers are raised or lowered to the
 * nearest allowed value (the finance document's bounds, the configuration's price ranges). An unknown code gives the
 * default, and an unknown charge type, an empty or repeated id, or an edition past `max-compare` is left out. Each of
 * these is reported in `changes`. Anything not well formed is refused: a fragment over 600 characters, another
 * character, separator or number of values, NaN, Infinity, an exponent, a sign, bytes that are not UTF-8, a control
 * character or `__proto__` in a name, or a value that is not a string.
 */
export function decodeShareFragment(fragment: string, rules: ShareLinkRules): SharedComparisonResult {
  const read = payloadOf(fragment);
  if (typeof read === 'string') return { ok: false, reason: read as Exclude<ShareRefusal, 'other-brand'> };
  try {
    const sections = read.payload.split('~');
    // Version 2 starts with the brand; version 1, written before it, has none and is any calculator's.
    const brand = read.version === '1' ? undefined : nameIn(sections.shift() ?? '');
    if (sections.length !== 4 || brand === '') malformed();
    const [vehicleSection = '', chargingSection = '', editionsSection = '', viewSection = ''] = sections;
    const reader = new ShareReader(rules);
    const accepted = reader.vehicle(vehicleSection);
    const charging = reader.charging(chargingSection);
    const { compared, financeChoices } = reader.editions(editionsSection);
    const { period, basis } = reader.view(viewSection);
    // Read whole first: a damaged link is refused as damaged, whichever brand it names.
    if (brand !== undefined && brand.toLowerCase() !== rules.brand.toLowerCase())
      return { ok: false, reason: 'other-brand', brand };
    // A configuration whose first profile does not total 100 leaves charging to be done again.
    const savedCharging = chargingTotal(charging.shares) === 100 ? charging : null;
    const step = savedCharging === null ? 'charging' : compared.length > 0 ? 'compare' : 'select';
    const patch: SharedComparison = {
      step,
      vehicle: draftOf(accepted),
      accepted,
      vehicleSaved: true,
      charging,
      savedCharging,
      selected: [...compared],
      compared,
      period,
      basis,
      financeChoices,
    };
    return { ok: true, patch, changes: reader.changes };
  } catch {
    // Only a malformed fragment throws here; anything else would be a bug, and a link must never break the page.
    return { ok: false, reason: 'malformed' };
  }
}
