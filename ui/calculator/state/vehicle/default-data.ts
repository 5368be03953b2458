/**
 * Whether the vehicle data is still the configuration's defaults: while it equals the initial options (ignoring
 * `showOnLoad`, the default prices and the vehicle tax), the calculator titles the figures "Illustrative", as they
 * describe a typical car, not the visitor's. The draft is compared by its numbers, so "45" and "45.0" agree. (Not the
 * finance "representative example", which is a lender's term under CONC 3.5.)
 */
import { parseAmount } from './parse-amount.ts';
import type { InitialOptions, VehicleData, VehicleDraft } from './vehicle-data.ts';

/** Whether vehicle data (a draft, or accepted data) still equals the initial options: default data. */
export function isDefaultData(data: VehicleDraft | VehicleData, initial: InitialOptions): boolean {
  const number = (value: string | number) => (typeof value === 'number' ? value : parseAmount(value));
  return (
    data.fuel === (initial.fuel ?? 'petrol') &&
    data.mileagePer === (initial.mileagePer ?? 'week') &&
    number(data.mpg) === initial.mpg &&
    number(data.mileage) === initial.mileage &&
    number(data.fuelPrice) === initial.fuelPrice
  );
}
