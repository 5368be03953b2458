import type { components } from '../generated/finance.ts';

/** The period a mileage is entered for. */
export type MileagePeriod = components['schemas']['MileagePeriod'];

/** Weekly miles (the calculation's unit) from a mileage and its period: monthly x12/52, yearly /52, weekly as is. */
export function toWeeklyMileage(mileage: number, per: MileagePeriod): number {
  if (per === 'month') return (mileage * 12) / 52;
  if (per === 'year') return mileage / 52;
  return mileage;
}
