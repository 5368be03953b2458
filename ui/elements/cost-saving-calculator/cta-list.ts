/** The calculator's `ctas` attribute: the appointment / test-drive block's buttons (the document's `CtaItem`). */
import type { FinanceSchema } from '@hcuk-genesis/sdk';

/** One call-to-action button: label, href (unsafe addresses are dropped when rendered), primary, icon. */
export type CtaItem = FinanceSchema<'CtaItem'>;

const isCtaItem = (value: unknown): value is CtaItem => {
  if (typeof value !== 'object' || value === null) return false;
  const { label, href, primary, icon } = value as Record<string, unknown>;
  return (
    typeof label === 'string' &&
    typeof href === 'string' &&
    (primary === undefined || typeof primary === 'boolean') &&
    (icon === undefined || typeof icon === 'string')
  );
};

/** Whether `value` is a list of CTA items. */
export function isCtaList(value: unknown): value is CtaItem[] {
  return Array.isArray(value) && value.every(isCtaItem);
}
