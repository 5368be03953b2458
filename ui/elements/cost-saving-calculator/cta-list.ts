/** The calculator's `ctas` attribute: the appointment / test-drive block's buttons (spec section 3, CTA item). */

/** One call-to-action button. */
export interface CtaItem {
  /** The button's text. */
  label: string;
  /** Where it goes (unsafe addresses are dropped when rendered). */
  href: string;
  /** Shows it as the primary button; default false. */
  primary?: boolean;
  /** An icon name; default none. */
  icon?: string;
}

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
