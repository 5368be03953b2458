/** The vehicle step's transitions (spec section 4). */
import { type CalculatorSetup, type CalculatorState, initialCalculatorState } from './calculator-state.ts';
import { parseAmount } from './parse-amount.ts';
import { defaultFuelPrice, draftFrom, type Fuel, formatFuelPrice } from './vehicle-data.ts';
import { parseVehicleDraft } from './vehicle-validation.ts';

/** Switches fuel; the price follows to the new fuel's default only while it still equals the other fuel's default. */
export function chooseFuel(state: CalculatorState, fuel: Fuel, setup: CalculatorSetup): CalculatorState {
  const other: Fuel = fuel === 'petrol' ? 'diesel' : 'petrol';
  const untouched = parseAmount(state.vehicle.fuelPrice) === defaultFuelPrice(setup.initial, other);
  const fuelPrice = untouched ? formatFuelPrice(defaultFuelPrice(setup.initial, fuel)) : state.vehicle.fuelPrice;
  return { ...state, vehicle: { ...state.vehicle, fuel, fuelPrice } };
}

/** Accepts valid vehicle data and moves on: to charging, or straight to models once charging is done. */
export function submitVehicle(state: CalculatorState): CalculatorState {
  const accepted = parseVehicleDraft(state.vehicle);
  if (!accepted) return state;
  return { ...state, accepted, vehicleSaved: true, step: state.savedCharging ? 'select' : 'charging' };
}

/** Accepts valid vehicle data where the visitor is (the compare step's mileage field); invalid data changes nothing. */
export function applyVehicle(state: CalculatorState): CalculatorState {
  const accepted = parseVehicleDraft(state.vehicle);
  return accepted ? { ...state, accepted } : state;
}

/**
 * Reset All (spec section 4): the vehicle data back to the initial options, priced at the initial fuel's default,
 * and every stored value cleared: no data submitted, charging not done, nothing selected or compared.
 */
export function resetVehicle(setup: CalculatorSetup): CalculatorState {
  const fresh = initialCalculatorState(setup);
  const fuel = setup.initial.fuel ?? 'petrol';
  return { ...fresh, vehicle: draftFrom({ ...setup.initial, fuel, fuelPrice: defaultFuelPrice(setup.initial, fuel) }) };
}
