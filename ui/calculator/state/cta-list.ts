/** Checks the `ctas` attribute: a list of `{ label, href, primary?, icon? }` with string label and href. */
import type { CtaItem } from './editions.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether `value` is a valid list of call-to-action items. */
export function isCtaList(value: unknown): value is CtaItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        isObject(item) &&
        typeof item.label === 'string' &&
        typeof item.href === 'string' &&
        (item.primary === undefined || typeof item.primary === 'boolean') &&
        (item.icon === undefined || typeof item.icon === 'string'),
    )
  );
}
