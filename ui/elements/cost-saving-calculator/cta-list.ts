/** The calculator's `ctas` attribute: the appointment / test-drive block's buttons (the document's `CtaItem`). */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { safeCtaHref } from '../../components/html-content/safe-cta-href.ts';

/** One call-to-action button: label, href, primary, icon. */
export type CtaItem = FinanceSchema<'CtaItem'>;

/**
 * A button a visitor can use: a label to read and an address the link policy keeps. One without either would render
 * as a dead button, so the whole list is refused with a warning that names the attribute, as any other bad value.
 */
const isCtaItem = (value: unknown): value is CtaItem => {
  if (typeof value !== 'object' || value === null) return false;
  const { label, href, primary, icon } = value as Record<string, unknown>;
  return (
    typeof label === 'string' &&
    label.trim() !== '' &&
    typeof href === 'string' &&
    safeCtaHref(href) !== undefined &&
    (primary === undefined || typeof primary === 'boolean') &&
    (icon === undefined || typeof icon === 'string')
  );
};

/** Whether `value` is a list of CTA items. */
export function isCtaList(value: unknown): value is CtaItem[] {
  return Array.isArray(value) && value.every(isCtaItem);
}
