/**
 * Reads a number as a visitor types it: surrounding spaces, thousands commas and a leading £ are allowed
 * ("1,200", "£1.36"); anything else that is not a plain decimal number gives `undefined`. Two slips a phone's
 * keyboard invites are read with care, so neither becomes a plausible wrong figure:
 *
 * - a full stop between thousands ("10.000", as much of Europe writes ten thousand) is found by
 *   `fullStopThousands`, so a field counted in thousands (miles, pounds) can refuse it instead of costing 10 miles;
 * - a decimal comma ("1,36", "45,5": the only decimal key of a phone set to a comma-decimal region) is read by
 *   `parseDecimal`, for fields with decimals (MPG, prices) only, and only where the comma cannot be a thousands
 *   comma: "1,0000" stays refused, and a whole-number field never reads "10,00" as 10.
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

// One comma before one or two final digits ("1,36"), or after a lone 0 ("0,245"): never a thousands comma.
const decimalComma = /^(£?-?\d+),(\d{1,2})$|^(£?-?0),(\d+)$/;

/** `parseAmount`, also reading a decimal comma where it cannot be a thousands comma ("1,36" is 1.36). */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  const comma = decimalComma.exec(trimmed);
  return parseAmount(comma ? `${comma[1] ?? comma[3]}.${comma[2] ?? comma[4]}` : trimmed);
}

/**
 * What "10.000" would mean with its full stops read as thousands separators (10000), or `undefined` for others.
 * "0.500" is one too (500): in a whole-number field it is refused, never costed as a half.
 */
export function fullStopThousands(text: string): number | undefined {
  const grouped = /^£?(\d{1,3}(?:\.\d{3})+)$/.exec(text.trim());
  return grouped?.[1] === undefined ? undefined : Number(grouped[1].replaceAll('.', ''));
}

/**
 * What "1,459" would mean with its one comma read as a decimal point (1.459), or `undefined` for text of another
 * shape: read as a thousands comma it is 1459, so a field with decimals can offer the other reading (never take it).
 */
export function thousandsCommaAsDecimal(text: string): number | undefined {
  const grouped = /^£?(\d{1,3}),(\d{3})$/.exec(text.trim());
  return grouped ? Number(`${grouped[1]}.${grouped[2]}`) : undefined;
}

/**
 * The number a field reads in `text`: a field with decimals reads a decimal comma (`parseDecimal`); a whole-number
 * field reads none from a full stop between thousands ("10.000" is no number of miles, not 10).
 */
export const readFieldNumber = (text: string, whole: boolean): number | undefined =>
  !whole ? parseDecimal(text) : fullStopThousands(text) === undefined ? parseAmount(text) : undefined;

/** Rounds to `places` decimals, half away from zero, without binary drift (1.005 → 1.01). */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}
