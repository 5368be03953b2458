/**
 * Reads a number as a visitor types it: surrounding spaces, thousands commas and a leading £ are allowed
 * ("1,200", "£1.36"); anything else that is not a plain decimal number gives `undefined`.
 */
const decimalPattern = /^-?(\d+\.?\d*|\.\d+)$/;

/** The number in `text`, or `undefined` when it is empty or not a plain decimal number. */
export function parseAmount(text: string): number | undefined {
  const compact = text
    .trim()
    .replace(/^£/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!decimalPattern.test(compact)) return undefined;
  const value = Number(compact);
  return Number.isFinite(value) ? value : undefined;
}

/** Rounds to `places` decimals, half away from zero, without binary drift (1.005 → 1.01). */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}
