import type { QuotedProduct } from '../calculation/finance-quote.ts';
import { isFinanceable, LENDING_RANGE } from '../calculation/quote-bounds.ts';
import { staticBody } from './data-files.ts';
import type { MockState } from './mock-state.ts';
import { problemResponse } from './problem.ts';

/** The title of the 404 for a vehicle the lender has no product for; a calculator shows it without Retry. */
export const NO_FINANCE_PRODUCT = 'No finance product for this vehicle';

/**
 * The representative APR, percent, of the lender's first product of this type in `GetSantanderFinanceProducts.json`
 * (PCP: SAN-PCP-EV, 9.9%; HP: SAN-HP, 10.9%), or undefined when no product of that type has one.
 */
export function representativeAprOf(product: QuotedProduct): number | undefined {
  const { products } = staticBody('getSantanderFinanceProducts');
  return products.find((candidate) => candidate.type === product && candidate.representativeApr !== undefined)
    ?.representativeApr;
}

/**
 * The 404 for a vehicle the lender has no `product` for, or null when it has one: a cash price outside £5,000 to
 * £100,000, a product withdrawn by the provider state "the lender offers no PCP for this vehicle", or one the
 * products file gives no APR. Its title is {@link NO_FINANCE_PRODUCT}; the detail says why.
 */
export function noFinanceProduct(product: QuotedProduct, cashPrice: number, state: MockState): Response | null {
  let detail: string | undefined;
  if (!isFinanceable(cashPrice)) {
    detail = `Santander finances cash prices from ${LENDING_RANGE.min} to ${LENDING_RANGE.max}; this vehicle's is ${cashPrice}.`;
  } else if (state.productsNotOffered.includes(product) || representativeAprOf(product) === undefined) {
    detail = `Santander offers no ${product} for this vehicle.`;
  }
  if (detail === undefined) return null;
  return problemResponse(
    404,
    NO_FINANCE_PRODUCT,
    detail,
    undefined,
    'https://hcuk.example/problems/no-finance-product',
  );
}
