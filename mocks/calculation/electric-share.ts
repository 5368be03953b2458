/** Days per week: a plug-in hybrid's daily miles are its weekly miles / 7. */
export const DAYS_PER_WEEK = 7;

/**
 * The share of a plug-in hybrid's miles driven on electricity: min(1, WLTP electric range / daily miles), with daily
 * miles = weekly miles / 7. This is the SAE J2841 utility factor of one driver who drives the same distance every day
 * and starts each day fully charged (SAE J2841, "Utility Factor Definitions for Plug-In Hybrid Electric Vehicles Using
 * Travel Survey Data", 2010: of a day's distance d, the first min(R, d) miles fall within the charge-depleting range
 * R). A range that is 0 or missing gives 0: nothing is claimed as electric that the data does not show. Unrounded.
 */
export function electricShare(rangeMiles: number | null | undefined, weeklyMileage: number): number {
  if (rangeMiles === null || rangeMiles === undefined || !(rangeMiles > 0)) return 0;
  const dailyMiles = weeklyMileage / DAYS_PER_WEEK;
  return dailyMiles <= rangeMiles ? 1 : rangeMiles / dailyMiles;
}
