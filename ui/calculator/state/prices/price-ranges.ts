/**
 * The prices a visitor may enter (a price typed in pence must never be costed silently). The built-in ranges are the
 * finance document's bounds (`PricePerLitre` 0.80-2.50 a litre; `PricePerKwh` up to 1.00, from 0.01 for a price the
 * visitor sets). A configuration's `priceRanges` may narrow them, never widen them: a wider range would let the
 * calculator send a price the calculation refuses.
 */
import { type FinanceSchema, financeRules } from '@hcuk-genesis/sdk';

/** A price range in pounds, both ends allowed. */
export interface PriceRange {
  min: number;
  max: number;
}

/** Whether `value` is a finite number within `range`, both ends allowed. */
export const inPriceRange = (value: unknown, { min, max }: PriceRange): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** The fuel price range (pounds per litre) and the electricity price range (pounds per kWh). */
export interface PriceRanges {
  fuel: PriceRange;
  electricity: PriceRange;
}

/**
 * The document's bounds (`PricePerLitre`, `PricePerKwh`), used where the configuration gives no range; a price the
 * visitor sets for electricity starts at 1p (0 is the free type's, never typed).
 */
export const builtInPriceRanges: PriceRanges = {
  fuel: { min: financeRules.PricePerLitre.minimum, max: financeRules.PricePerLitre.maximum },
  electricity: { min: 0.01, max: financeRules.PricePerKwh.maximum },
};

/** `range` kept within `outer`; the outer range when it is missing or empty once kept within. */
function within(range: FinanceSchema<'PriceRange'> | undefined, outer: PriceRange): PriceRange {
  if (!range || !Number.isFinite(range.min) || !Number.isFinite(range.max)) return outer;
  const min = Math.max(range.min, outer.min);
  const max = Math.min(range.max, outer.max);
  return min < max ? { min, max } : outer;
}

/** The ranges for a configuration's `priceRanges` (absent: the built-in ones). */
export function priceRangesOf(configured: FinanceSchema<'PriceRanges'> | undefined): PriceRanges {
  return {
    fuel: within(configured?.fuel, builtInPriceRanges.fuel),
    electricity: within(configured?.electricity, builtInPriceRanges.electricity),
  };
}
