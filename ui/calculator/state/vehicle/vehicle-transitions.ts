/** The vehicle step's transitions. */

import { parsePrice } from '../prices/price-text.ts';
import { type CalculatorSetup, type CalculatorState, initialCalculatorState } from '../store/calculator-state.ts';
import { defaultFuelPrice, draftFrom, type Fuel, formatFuelPrice } from './vehicle-data.ts';
import { parseVehicleDraft, readVehicleNumber } from './vehicle-validation.ts';

/**
 * Switches fuel; the price follows to the new fuel's default only while it still equals the other fuel's default.
 * Leaving petrol keeps the petrol price the visitor had, for the hybrids they compare; coming back to petrol with an
 * untouched diesel price brings it back.
 */
export function chooseFuel(state: CalculatorState, fuel: Fuel, setup: CalculatorSetup): CalculatorState {
  if (fuel === state.vehicle.fuel) return state;
  const { petrolPrice, ...vehicle } = state.vehicle;
  const other: Fuel = fuel === 'petrol' ? 'diesel' : 'petrol';
  const untouched = parsePrice(vehicle.fuelPrice) === defaultFuelPrice(setup.initial, other);
  const newDefault = (fuel === 'petrol' && petrolPrice) || formatFuelPrice(defaultFuelPrice(setup.initial, fuel));
  const fuelPrice = untouched ? newDefault : vehicle.fuelPrice;
  return {
    ...state,
    vehicle:
      fuel === 'diesel'
        ? { ...vehicle, fuel, fuelPrice, petrolPrice: vehicle.fuelPrice }
        : { ...vehicle, fuel, fuelPrice },
  };
}

/** Accepts valid vehicle data and moves on: to charging, or straight to models once charging is done. */
export function submitVehicle(state: CalculatorState, setup: CalculatorSetup): CalculatorState {
  const accepted = parseVehicleDraft(state.vehicle, setup.priceRanges.fuel);
  if (!accepted) return state;
  return { ...state, accepted, vehicleSaved: true, step: state.savedCharging ? 'select' : 'charging' };
}

/**
 * The compare step's typed mileage against the figures: whether they are for it, in its period (`costed`: "1,500" as
 * much as "1500"), and whether `check`, its plausibility note, holds it back until the visitor chooses "Use 1,500 miles
 * per week" (`held`). One that is neither waits only for the typing pause (or Copy a link) to be applied.
 */
export function typedMileage(state: CalculatorState, check: string | undefined): { costed: boolean; held: boolean } {
  const { accepted } = state;
  const costed =
    accepted != null &&
    readVehicleNumber('mileage', state.vehicle.mileage.trim()) === accepted.mileage &&
    state.vehicle.mileagePer === accepted.mileagePer;
  return { costed, held: check !== undefined && !costed };
}

/** Accepts valid vehicle data where the visitor is (the compare step's mileage field); invalid data changes nothing. */
export function applyVehicle(state: CalculatorState, setup: CalculatorSetup): CalculatorState {
  const accepted = parseVehicleDraft(state.vehicle, setup.priceRanges.fuel);
  return accepted ? { ...state, accepted } : state;
}

/**
 * Reset All: the vehicle data back to the initial options, priced at the initial fuel's default, and every stored value
 * cleared: no data submitted, charging not done, nothing selected or compared.
 */
export function resetVehicle(setup: CalculatorSetup): CalculatorState {
  const fresh = initialCalculatorState(setup);
  const fuel = setup.initial.fuel ?? 'petrol';
  return { ...fresh, vehicle: draftFrom({ ...setup.initial, fuel, fuelPrice: defaultFuelPrice(setup.initial, fuel) }) };
}
