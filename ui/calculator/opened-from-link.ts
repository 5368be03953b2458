/**
 * A visit opened from "Copy a link to this comparison": the page's URL fragment, read once when the calculator first
 * renders. A share fragment (`#hcuk=2.…`, `state/share/share-link.ts`) starts the calculator on the shared comparison
 * instead of the visit stored in this tab, and is then taken off the address (the state is stored as usual from
 * there, so a reload keeps what the visitor does next rather than going back to the link). A fragment that is the
 * host page's own is left alone; one that is ours but cannot be read is refused whole, and said so. A link for
 * another brand's calculator is left on the address for that calculator, when the page has one; else it is refused
 * with a note that it is another brand's (never quoting the brand: a link is anyone's text).
 */

import { readHcukConfig } from '#config/hcuk-config.ts';
import { decodeShareFragment, isShareFragment, type ShareChange, type SharedComparison } from './state/share/index.ts';
import { type CalculatorSetup, withVehicleTaxOf } from './state/store/index.ts';

/** How the visit came from a link: restored (with what was changed to fit the rules), or refused. */
export type OpenedFromLink =
  | { restored: true; changes: readonly ShareChange[]; compared: readonly string[] }
  | { restored: false; otherBrand?: string };

/**
 * What the page's fragment gives: the shared comparison to start from, and how it went; nothing when it is not ours
 * (`othersLink`: another calculator on the page is to open it, so it stays on the address).
 */
export interface SharedStart {
  patch?: SharedComparison;
  opened?: OpenedFromLink;
  othersLink?: true;
}

/** Every calculator in `root`, and in the open shadow roots of its elements (a host's own components), at any depth. */
function calculatorsIn(root: Document | ShadowRoot): Element[] {
  return Array.from(root.querySelectorAll('*')).flatMap((element) =>
    element.localName === 'hcuk-cost-saving-calculator'
      ? [element]
      : element.shadowRoot
        ? calculatorsIn(element.shadowRoot)
        : [],
  );
}

/**
 * Whether the page has a calculator of `brand` (its attribute, or the page's default for every calculator), in the
 * page itself or inside a host component's open shadow root. Read only for a link that is another brand's.
 */
function calculatorOnPage(brand: string): boolean {
  const fallback = readHcukConfig().attributes?.brand;
  const page = globalThis.document;
  return (page ? calculatorsIn(page) : []).some((element) => {
    const own = element.getAttribute('brand') ?? (typeof fallback === 'string' ? fallback : '');
    return own.toLowerCase() === brand.toLowerCase();
  });
}

/** Reads `location`'s fragment against `brand`, this configuration's rules and `maxCompare`. */
export function sharedStart(
  setup: CalculatorSetup,
  brand: string,
  maxCompare: number,
  location: Location | undefined,
): SharedStart {
  const fragment = location?.hash ?? '';
  if (!isShareFragment(fragment)) return {};
  const result = decodeShareFragment(fragment, {
    brand,
    charging: setup.charging,
    priceRanges: setup.priceRanges,
    maxCompare,
  });
  if (!result.ok && result.reason === 'other-brand')
    return calculatorOnPage(result.brand)
      ? { othersLink: true }
      : { opened: { restored: false, otherBrand: result.brand } };
  if (!result.ok) return result.reason === 'not-a-share-link' ? {} : { opened: { restored: false } };
  const { state: patch, filledIn } = withVehicleTaxOf(result.patch, setup.vehicleTax);
  const taxAdded: ShareChange[] =
    filledIn === undefined ? [] : [{ field: 'vehicleTax', from: '', to: String(filledIn), rule: 'missing' }];
  return {
    patch,
    opened: { restored: true, changes: [...result.changes, ...taxAdded], compared: patch.compared },
  };
}

/** Takes a share fragment off the address bar without a new history entry or a reload. */
export function forgetSharedFragment(): void {
  try {
    if (!isShareFragment(globalThis.location?.hash ?? '')) return;
    const { pathname, search } = globalThis.location;
    globalThis.history.replaceState(globalThis.history.state, '', `${pathname}${search}`);
  } catch {
    // A sandboxed frame may refuse: the link stays in the address bar, which changes nothing the visitor sees.
  }
}
