/**
 * The pence slip, the one rule behind every price field's hint: a price 100 times too big whose hundredth fits its
 * range was almost surely typed in pence (136 for £1.36 a litre, 8.5 for 8.5p a kWh). The finance document marks the
 * price schemas it applies to (`x-pence-slip`, generated as `penceSlip: true` in the rules); the calculator's forms and
 * the mock server both word their refusals from this function, so neither holds a copy of the rule.
 */

/** A range of pounds, inclusive. */
export interface PoundsRange {
  min: number;
  max: number;
}

/** The pounds `value` probably meant when it was typed in pence, or undefined when no guess fits. */
export function penceMeant(value: number, range: PoundsRange): number | undefined {
  const pounds = value / 100;
  return value > range.max && pounds >= range.min && pounds <= range.max ? pounds : undefined;
}
