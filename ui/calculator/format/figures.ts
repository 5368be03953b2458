/** The compare step's other figures as a visitor reads them: pence per mile, kilograms, percentages, miles. */
import { numberFormat } from './intl-on-first-use.ts';

const tenths = numberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = numberFormat('en-GB', { maximumFractionDigits: 0 });
const oneDecimal = numberFormat('en-GB', { maximumFractionDigits: 1 });
const asTyped = numberFormat('en-GB', { maximumFractionDigits: 3 });

/** `4.0` (always one decimal, grouped: an APR, miles per kWh, pence per mile, so figures beside each other line up). */
export const formatTenths = (value: number): string => tenths.format(value);

/** `13.7p` (always one decimal, so 3.9p and 13.7p line up). */
export const formatPencePerMile = (value: number): string => `${formatTenths(value)}p`;

/** `1,113` (a figure rounded to a whole number, grouped). */
export const formatRounded = (value: number): string => whole.format(value);

/** `2,347` (a figure in kg, whole). */
export const formatKg = formatRounded;

/** `72%` (a share 0..1 as a whole percentage). */
export const formatShare = (share: number): string => `${whole.format(share * 100)}%`;

/** `1,234.5` (a figure as a visitor typed or reads it: mpg, miles, kWh; grouped, to one decimal when it has one). */
export const formatFigure = (value: number): string => oneDecimal.format(value);

/**
 * `9.95` (a figure the visitor typed, as the calculator costs it: grouped, to as many as three decimals). One decimal
 * would say 9.95 mpg as "10 mpg", beside a request to check it because it is under 10.
 */
export const formatTyped = (value: number): string => asTyped.format(value);
