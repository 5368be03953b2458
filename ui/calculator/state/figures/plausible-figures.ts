/**
 * The figures a visitor may be shown (docs/calculator.md, When a call fails). An answer can pass the document (a number
 * is a number) and still be no figure at all for a visitor: a range of -5 miles, a price of 1e308 (309 digits), a
 * running cost of a billion pounds. Such a figure is treated as unknown ("Not available", or the row left out), never
 * printed. The ceilings sit far above any real car, so a real figure is never refused.
 */

/** The largest figure of each kind that is shown: above it the answer is wrong, not the car remarkable. */
export const figureCeilings = {
  /** On-the-road price, pounds: the dearest production cars cost a few million. */
  price: 10_000_000,
  /** WLTP electric range, miles. */
  evRange: 5_000,
  /** Usable battery, kWh. */
  battery: 1_000,
  /** Miles per gallon. */
  mpg: 1_000,
  /** A running cost or saving in any period, pounds: 10,000 miles a week at 1 mpg and £2.50 is about £6 million a year. */
  money: 100_000_000,
} as const;

/** `value` when it is a finite number above 0 and at most `ceiling`; otherwise `null` (unknown). */
export function positiveFigure(value: unknown, ceiling: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= ceiling ? value : null;
}

/** Whether `value` is an amount of money that can be shown: finite, within the ceiling either side of 0. */
export const isShownMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= figureCeilings.money;
