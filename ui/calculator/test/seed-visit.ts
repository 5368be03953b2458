/** Stores a visit in session storage before a calculator mounts, as a reload would find it. */
import { type CalculatorState, createCalculatorStore, initialCalculatorState } from '../state/store/index.ts';
import { mockSetup } from './mock-configuration.ts';

/** A visit that has reached the compare step with the initial figures and the default charging. */
export function comparingVisit(compared: string[], changes: Partial<CalculatorState> = {}): CalculatorState {
  const start = initialCalculatorState(mockSetup);
  return {
    ...start,
    step: 'compare',
    accepted: { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 },
    vehicleSaved: true,
    savedCharging: start.charging,
    selected: compared,
    compared,
    ...changes,
  };
}

/** Saves `state` as `brand`'s stored visit. */
export function seedVisit(brand: string, state: CalculatorState): void {
  createCalculatorStore(brand, mockSetup, sessionStorage).save(state);
}
