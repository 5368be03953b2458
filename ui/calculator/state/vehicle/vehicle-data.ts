/** The current vehicle: the form's draft as typed, and the data once it is valid. */
import type { FinanceSchema, MileagePeriod } from '@hcuk-genesis/sdk';

/** Petrol (including hybrid and plug-in hybrid) or diesel. */
export type Fuel = FinanceSchema<'FuelType'>;

/** The configuration's initial options (also the shape of stored vehicle data). */
export type InitialOptions = FinanceSchema<'VehicleInputData'>;

/** The vehicle form as the visitor typed it: numbers stay text so nothing typed is lost. */
export interface VehicleDraft {
  fuel: Fuel;
  mpg: string;
  mileage: string;
  mileagePer: MileagePeriod;
  fuelPrice: string;
  /** A diesel driver's last petrol price as typed (kept when they switched from petrol); hybrids burn petrol. */
  petrolPrice?: string;
  /** The car's vehicle tax a year as typed; absent when the configuration has no tax rates (not asked). */
  vehicleTax?: string;
}

/** Valid vehicle data, as submitted (what Next accepts). */
export interface VehicleData {
  fuel: Fuel;
  mpg: number;
  mileage: number;
  mileagePer: MileagePeriod;
  fuelPrice: number;
  /** The petrol price hybrids are costed at: the fuel price on petrol, a diesel driver's last petrol price if any. */
  petrolPrice?: number;
  /** The car's vehicle tax a year, pounds; absent when not asked. */
  vehicleTax?: number;
}

/** The number fields of the form. */
export type VehicleNumberField = 'mpg' | 'mileage' | 'fuelPrice' | 'vehicleTax';

/** `VehicleNumberField`'s fields, in the form's order. */
export const vehicleNumberFields: readonly VehicleNumberField[] = ['mpg', 'mileage', 'fuelPrice', 'vehicleTax'];

/** The number fields other than the fuel price: read by `readVehicleNumber`, and asked about when unlikely. */
export type VehicleFigureField = Exclude<VehicleNumberField, 'fuelPrice'>;

/** `VehicleFigureField`'s fields, in the form's order. */
export const vehicleFigureFields: readonly VehicleFigureField[] = vehicleNumberFields.filter(
  (field): field is VehicleFigureField => field !== 'fuelPrice',
);

/** What Arrow Up and Down add to the mileage in each period: 10 a week, 100 a month, 1000 a year. */
export const mileageSteps: Readonly<Record<MileagePeriod, number>> = { week: 10, month: 100, year: 1000 };

/** Fuel price as shown: two decimals. */
export const formatFuelPrice = (price: number): string => price.toFixed(2);

/** The draft for some vehicle data (the initial options, or data accepted earlier). */
export function draftFrom(
  data: Pick<InitialOptions, 'fuel' | 'mpg' | 'mileage' | 'mileagePer' | 'fuelPrice' | 'vehicleTax'>,
) {
  const draft: VehicleDraft = {
    // Spec section 3: petrol and week when absent.
    fuel: data.fuel ?? 'petrol',
    mpg: String(data.mpg),
    mileage: String(data.mileage),
    mileagePer: data.mileagePer ?? 'week',
    fuelPrice: formatFuelPrice(data.fuelPrice),
    ...(data.vehicleTax === undefined ? {} : { vehicleTax: String(data.vehicleTax) }),
  };
  return draft;
}

/** The default price of a fuel from the initial options; the initial fuel price when none is configured. */
export function defaultFuelPrice(initial: InitialOptions, fuel: Fuel): number {
  return (fuel === 'diesel' ? initial.dieselPrice : initial.petrolPrice) ?? initial.fuelPrice;
}

/**
 * The petrol price hybrids and plug-in hybrids are costed at (a hybrid burns petrol, whatever the visitor drives now):
 * the visitor's own petrol price, else the configuration's default for a diesel driver who never gave one.
 */
export function petrolPriceOf(data: VehicleData, initial: InitialOptions): number {
  return data.fuel === 'petrol' ? data.fuelPrice : (data.petrolPrice ?? defaultFuelPrice(initial, 'petrol'));
}
