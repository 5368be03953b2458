/**
 * Whether the vehicle data is still the configuration's defaults: while it equals the initial options (ignoring
 * `showOnLoad`, the default prices, and a vehicle tax not given), the calculator titles the figures "Illustrative", as
 * they describe a typical car, not the visitor's. The draft is compared by its numbers, so "45" and "45.0" agree. (Not
 * the finance "representative example", which is a lender's term under CONC 3.5.)
 */
import { parsePrice } from '../prices/price-text.ts';
import type { InitialOptions, VehicleData, VehicleDraft } from './vehicle-data.ts';
import { readVehicleNumber } from './vehicle-validation.ts';

/** Whether vehicle data (a draft, or accepted data) still equals the initial options: default data. */
export function isDefaultData(data: VehicleDraft | VehicleData, initial: InitialOptions): boolean {
  // Read as each field's rule reads it, so "1,36" is the default price and "45,0" the default MPG.
  const number = (value: string | number, read: (text: string) => number | undefined) =>
    typeof value === 'number' ? value : read(value);
  return (
    data.fuel === (initial.fuel ?? 'petrol') &&
    data.mileagePer === (initial.mileagePer ?? 'week') &&
    number(data.mpg, (text) => readVehicleNumber('mpg', text)) === initial.mpg &&
    number(data.mileage, (text) => readVehicleNumber('mileage', text)) === initial.mileage &&
    number(data.fuelPrice, parsePrice) === initial.fuelPrice &&
    // A tax the visitor gave is theirs unless it is the configuration's own (a review: "Example vehicle … not yours"
    // stood over the visitor's own £1,950); none given leaves the rest the example's.
    (data.vehicleTax === undefined ||
      data.vehicleTax === '' ||
      number(data.vehicleTax, (text) => readVehicleNumber('vehicleTax', text)) === initial.vehicleTax)
  );
}
