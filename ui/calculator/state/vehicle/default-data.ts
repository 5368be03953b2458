/**
 * Whether the vehicle data is still the configuration's defaults: while it equals the initial options (ignoring
 * `showOnLoad`, the default prices, and a vehicle tax not given), the calculator titles the figures "Illustrative", as
 * they describe a typical car, not the visitor's. The draft is compared by its numbers, so "45" and "45.0" agree. (Not
 * the finance "representative example", which is a lender's term under CONC 3.5.)
 */
import { parsePrice } from '../prices/price-text.ts';
import type { InitialOptions, VehicleData, VehicleDraft } from './vehicle-data.ts';
import { readVehicleNumber } from './vehicle-validation.ts';

/**
 * Which of the vehicle data's figures (a draft's, or accepted data's) still equal the initial options, field by field:
 * the mileage with its period. Read as each field's rule reads it, so "1,36" is the default price and "45,0" the
 * default MPG.
 */
export function exampleFigures(
  data: VehicleDraft | VehicleData,
  initial: InitialOptions,
): Record<'fuel' | 'mpg' | 'mileage' | 'fuelPrice' | 'vehicleTax', boolean> {
  const number = (value: string | number, read: (text: string) => number | undefined) =>
    typeof value === 'number' ? value : read(value);
  return {
    fuel: data.fuel === (initial.fuel ?? 'petrol'),
    mpg: number(data.mpg, (text) => readVehicleNumber('mpg', text)) === initial.mpg,
    mileage:
      data.mileagePer === (initial.mileagePer ?? 'week') &&
      number(data.mileage, (text) => readVehicleNumber('mileage', text)) === initial.mileage,
    fuelPrice: number(data.fuelPrice, parsePrice) === initial.fuelPrice,
    // A tax the visitor gave is theirs unless it is the configuration's own (a review: "Example vehicle … not yours"
    // stood over the visitor's own £1,950); none given leaves the rest the example's.
    vehicleTax:
      data.vehicleTax === undefined ||
      data.vehicleTax === '' ||
      number(data.vehicleTax, (text) => readVehicleNumber('vehicleTax', text)) === initial.vehicleTax,
  };
}

/** Whether vehicle data (a draft, or accepted data) still equals the initial options: default data. */
export function isDefaultData(data: VehicleDraft | VehicleData, initial: InitialOptions): boolean {
  return Object.values(exampleFigures(data, initial)).every(Boolean);
}

/**
 * What of a comparison is still the configuration's example, for the words that would otherwise say "your" of it
 * (CAP Code 3.1, 3.7): the whole car, or a figure the visitor has not changed while others are theirs.
 */
export interface ComparedExample {
  /** Every figure (no vehicle data accepted yet, or default data): the comparison is with the example car. */
  car: boolean;
  /** The mpg: the official basis is then set against the example mpg, not the visitor's own. */
  mpg: boolean;
  /** The mileage with its period: what the mileage duty comes to is at the example mileage. */
  mileage: boolean;
}

/** What of the comparison of `accepted` (null: none yet) is the example's. */
export function comparedExample(accepted: VehicleData | null, initial: InitialOptions): ComparedExample {
  if (accepted === null) return { car: true, mpg: true, mileage: true };
  const still = exampleFigures(accepted, initial);
  return { car: Object.values(still).every(Boolean), mpg: still.mpg, mileage: still.mileage };
}
