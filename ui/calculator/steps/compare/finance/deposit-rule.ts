/** The deposit field's rule: an amount in pounds within the lender's bounds for this price, on its steps. */
import { formatPrice } from '../../../format/money.ts';
import type { FieldRange } from '../../../state/finance/finance-request.ts';
import { fullStopThousandsError, readFieldNumber } from '../../../state/vehicle/index.ts';

/** The error for a typed deposit, naming the field and the rule, or `undefined` when the lender accepts it. */
export function depositError(text: string, range: FieldRange, label: string): string | undefined {
  if (text.trim() === '') return `Enter a ${label.toLowerCase()}`;
  // "3.100" is not costed as £3.10 (or refused as below the minimum): its full stop is asked about.
  const value = readFieldNumber(text, true);
  if (value === undefined)
    return (
      fullStopThousandsError(label, text, range.max, true) ??
      `${label} must be an amount in pounds, like ${formatPrice(range.default).slice(1)}`
    );
  if (value < range.min || value > range.max)
    return `${label} must be between ${formatPrice(range.min)} and ${formatPrice(range.max)}`;
  if (
    range.step > 0 &&
    Math.abs((value - range.min) / range.step - Math.round((value - range.min) / range.step)) > 1e-9
  )
    return `${label} must be in steps of ${formatPrice(range.step)}`;
  return undefined;
}
