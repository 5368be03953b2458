/**
 * Prices per kWh the calculation allows but few visitors pay, by the finance document's `x-plausible-minimum` and
 * `-maximum` on each `{type}ChargeCost` parameter (generated as `calculateByQueryPlausible`): home under 5p or over 45p,
 * standard/fast under 15p, rapid/ultra under 25p. Each is costed, as the document allows it, but asked about with the
 * price a slip of the decimal point probably came from: 2.45p typed for 24.5p at home, or 7.9p for 79p at a rapid
 * charger, would cost those miles at a tenth, and the saving it leads to would be overstated, the kind of claim CAP
 * Code 3.1 and 3.7 forbid (a phone review: Rapid/Ultra at 7.9p took the MG4's saving from £363 to £523 a year).
 *
 * Only a price the visitor set is asked about: the configuration's own prices and home tariff presets are the
 * lender's, checked where they are written.
 */
import { financeRules } from '@hcuk-genesis/sdk';
import { formatPence } from '../prices/price-text.ts';
import { roundTo } from '../vehicle/parse-amount.ts';
import type { ChargingSetup, ChargingValues } from './charging-values.ts';
import type { HomeTariff } from './home-tariffs.ts';
import { kwhPriceDecimals } from './kwh-price.ts';

/** A parameter's plausible bounds, either or both. */
interface PlausibleBounds {
  plausibleMinimum?: number;
  plausibleMaximum?: number;
}

const byParameter: Readonly<Record<string, PlausibleBounds>> = financeRules.calculateByQueryPlausible;

/** The bounds for a charge type (`home`: `homeChargeCost`'s); none for one the document gives none. */
function boundsOf(type: string): PlausibleBounds {
  const parameter = `${type}ChargeCost`;
  return (Object.hasOwn(byParameter, parameter) ? byParameter[parameter] : undefined) ?? {};
}

/** Whether `price` (pounds) is within `bounds`, both ends allowed. */
const within = (
  price: number,
  { plausibleMinimum = 0, plausibleMaximum = Number.POSITIVE_INFINITY }: PlausibleBounds,
) => price >= plausibleMinimum && price <= plausibleMaximum;

/** A suggested price as a visitor would write it: "79p", "24.5p" (not the echo's "79.0p"). */
const suggested = (pounds: number) => formatPence(pounds).replace(/\.0p$/, 'p');

/**
 * The note asking the visitor to check a price per kWh, or `undefined` when most visitors pay it: "Rapid/Ultra: 7.9p
 * per kWh is less than almost anyone pays. Check it is right: did you mean 79p?" The guess is the price with its
 * decimal point one place over, offered only when most visitors pay that.
 */
export function kwhPriceCheck(type: string, typeLabel: string, price: number): string | undefined {
  const bounds = boundsOf(type);
  if (within(price, bounds)) return undefined;
  const below = price < (bounds.plausibleMinimum ?? 0);
  const meant = roundTo(below ? price * 10 : price / 10, kwhPriceDecimals);
  const guess = within(meant, bounds) ? `: did you mean ${suggested(meant)}?` : '.';
  const than = below ? 'less' : 'more';
  return `${typeLabel}: ${formatPence(price)} per kWh is ${than} than almost anyone pays. Check it is right${guess}`;
}

/** A request to check a price per kWh, by charge type. */
export interface PriceCheck {
  type: string;
  text: string;
}

/**
 * The notes for the prices the visitor set, in the configuration's order: a price equal to the configuration's own
 * for its type, or (home) to a tariff preset's, is the lender's and never asked about; nor is one whose share is 0,
 * which costs nothing.
 */
export function priceChecks(
  setup: ChargingSetup,
  presets: readonly HomeTariff[],
  { prices, shares }: Pick<ChargingValues, 'prices' | 'shares'>,
): PriceCheck[] {
  return setup.types.flatMap((type) => {
    const price = Object.hasOwn(prices, type) ? prices[type] : undefined;
    if (!(Object.hasOwn(shares, type) && (shares[type] ?? 0) > 0)) return [];
    const lenders =
      price === setup.prices[type] || (type === 'home' && presets.some((preset) => preset.price === price));
    const check = price === undefined || lenders ? undefined : kwhPriceCheck(type, setup.labels[type] ?? type, price);
    return check ? [{ type, text: check }] : [];
  });
}

/**
 * The same notes for the prices the figures were costed at, said again beside the charging profile on the results:
 * a saving overstated tenfold is still misleading once confirmed (CAP Code 3.7). "… did you mean 79p? The figures
 * here are costed at 7.9p."
 */
export function costedPriceChecks(
  setup: ChargingSetup,
  presets: readonly HomeTariff[],
  charging: Pick<ChargingValues, 'prices' | 'shares'>,
): PriceCheck[] {
  return priceChecks(setup, presets, charging).map(({ type, text }) => ({
    type,
    text: `${text} The figures here are costed at ${formatPence(charging.prices[type] ?? 0)}.`,
  }));
}
