/** Money as a UK visitor reads it: GBP, en-GB, pound symbol. */
import { numberFormat } from './intl-on-first-use.ts';
import { formatWholePounds } from './numbers-without-intl.ts';

const pounds = numberFormat('en-GB', { style: 'currency', currency: 'GBP' });
// No sign for anything that rounds to zero pence (-0.001 is £0.00, never −£0.00).
const signedPounds = numberFormat('en-GB', { style: 'currency', currency: 'GBP', signDisplay: 'negative' });

/** A true minus sign (U+2212) where Intl writes a hyphen-minus: "−£253.44" reads as minus, not as a dash. */
const trueMinus = (text: string) => text.replace(/^-/, '\u2212');

/** A running cost or saving, to the penny: `£1,071.66`, `−£12.40` (a true minus sign); never `−£0.00`, even for -0.001. */
export const formatMoney = (value: number): string => trueMinus(signedPounds.format(value));

/** A vehicle price: whole pounds when it has no pence (`£25,995`), else to the penny. */
export const formatPrice = (value: number): string =>
  Number.isInteger(value) ? formatWholePounds(value) : pounds.format(value);

/**
 * An amount said in a sentence ("Estimated saving: about £768 a year"): whole pounds from £100, to the penny below,
 * unless `whole` says otherwise (two amounts said side by side are said alike).
 */
export const formatAmount = (value: number, whole = Math.abs(value) >= 100): string =>
  whole ? formatWholePounds(Math.abs(value)) : pounds.format(Math.abs(value));
