/**
 * The representative-data rule (spec section 4): data is illustrative while it equals the initial options,
 * ignoring `showOnLoad` and the two default prices. The draft is compared by its numbers, so "45" and "45.0" agree.
 */
import { parseAmount } from './parse-amount.ts';
import type { InitialOptions, VehicleData, VehicleDraft } from './vehicle-data.ts';

/** Whether vehicle data (a draft, or accepted data) still equals the initial options. */
export function isRepresentative(data: VehicleDraft | VehicleData, initial: InitialOptions): boolean {
  const number = (value: string | number) => (typeof value === 'number' ? value : parseAmount(value));
  return (
    data.fuel === (initial.fuel ?? 'petrol') &&
    data.mileagePer === (initial.mileagePer ?? 'week') &&
    number(data.mpg) === initial.mpg &&
    number(data.mileage) === initial.mileage &&
    number(data.fuelPrice) === initial.fuelPrice
  );
}
