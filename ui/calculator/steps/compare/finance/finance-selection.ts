/**
 * A finance example as analytics reports it (the `selection` of its `quote_builder` event): the vehicle and the
 * product's terms, never anything about the visitor. "MG4 EV SE Standard Range 51kWh: PCP, 48 months, deposit £2,600,
 * 8,000 miles a year".
 */

import { formatCount } from '../../../format/count.ts';
import { formatPrice } from '../../../format/money.ts';
import type { Edition } from '../../../state/selection/index.ts';

/** The selection text for `edition` quoted with these terms. */
export function financeSelection(
  edition: Edition,
  terms: { product: string; term: number; deposit: number; expectedMileage?: number; annualMileage?: number },
): string {
  const miles = terms.annualMileage ?? terms.expectedMileage;
  const parts = [terms.product, `${terms.term} months`, `deposit ${formatPrice(terms.deposit)}`];
  if (miles !== undefined) parts.push(`${formatCount(miles)} miles a year`);
  return `${edition.description}: ${parts.join(', ')}`;
}
