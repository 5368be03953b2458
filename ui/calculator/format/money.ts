/** Money as a UK visitor reads it (spec section 9: GBP, en-GB, pound symbol). */

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const kwhPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** A running cost or saving, to the penny: `£1,071.66`, `-£12.40`. */
export const formatMoney = (value: number): string => pounds.format(value);

/** A vehicle price: whole pounds when it has no pence (`£25,995`), else to the penny. */
export const formatPrice = (value: number): string =>
  Number.isInteger(value) ? wholePounds.format(value) : pounds.format(value);

/** A price per kWh, to a tenth of a penny when it has one: `£0.085`, `£0.52`. */
export const formatKwhPrice = (value: number): string => kwhPounds.format(value);
