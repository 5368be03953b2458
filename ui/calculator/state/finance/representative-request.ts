/**
 * The representative example's request: the lender's chosen vehicle price, deposit, term and (PCP) mileage from the
 * configuration, asked of the lender like any quote, so every figure of it is the lender's. Shown once, above the
 * compared vehicles; the answer must say it is at the representative APR (`representative: true`).
 */
import type { FinanceProduct, QuoteRequest } from './finance-request.ts';
import type { FinanceSettings } from './finance-requirements.ts';

/** The request for `product`'s representative example, or undefined when the lender has not chosen one. */
export function representativeRequest(
  settings: FinanceSettings | undefined,
  product: FinanceProduct,
): (QuoteRequest & { vehicle: string }) | undefined {
  const chosen = settings?.representativeExamples?.[product === 'pcp' ? 'PCP' : 'HP'];
  if (!chosen) return undefined;
  const request: QuoteRequest & { vehicle: string } = {
    product: product === 'pcp' ? 'PCP' : 'HP',
    price: chosen.price,
    deposit: chosen.deposit,
    term: chosen.term,
    vehicle: chosen.vehicle,
  };
  if (product === 'pcp' && chosen.annualMileage !== undefined) request.expectedMileage = chosen.annualMileage;
  return request;
}
