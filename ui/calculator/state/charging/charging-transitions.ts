/** The charging step's transitions. */

import { inPriceRange } from '../prices/price-ranges.ts';
import type { CalculatorSetup, CalculatorState } from '../store/calculator-state.ts';
import { chargingTotal, clampShare, defaultCharging, percentShares } from './charging-values.ts';

/** Replaces every share with the chosen profile's defaults. */
export function chooseProfile(state: CalculatorState, index: number, setup: CalculatorSetup): CalculatorState {
  const profile = setup.charging.profiles[index];
  if (!profile) return state;
  return { ...state, charging: { ...state.charging, shares: percentShares(setup.charging.types, profile.defaults) } };
}

/** Sets one type's share, clamped to 0-100 and rounded to a whole percent. */
export function setShare(state: CalculatorState, chargeType: string, percent: number): CalculatorState {
  if (!Number.isFinite(percent) || !Object.hasOwn(state.charging.shares, chargeType)) return state;
  const shares = { ...state.charging.shares, [chargeType]: clampShare(percent) };
  return { ...state, charging: { ...state.charging, shares } };
}

/** Sets one type's price per kWh; a price outside the electricity range is refused (the editor shows why). */
export function setPrice(state: CalculatorState, chargeType: string, price: number, setup: CalculatorSetup) {
  const known = Object.hasOwn(state.charging.prices, chargeType);
  if (!known || !inPriceRange(price, setup.priceRanges.electricity)) return state;
  return { ...state, charging: { ...state.charging, prices: { ...state.charging.prices, [chargeType]: price } } };
}

/** Clears custom values and restores the default prices. */
export const resetCharging = (state: CalculatorState, setup: CalculatorSetup): CalculatorState => ({
  ...state,
  charging: defaultCharging(setup.charging),
});

/** Stores the values (only when the shares total 100) and goes to models, or back to the vehicle when it is not valid. */
export function finishCharging(state: CalculatorState): CalculatorState {
  if (chargingTotal(state.charging.shares) !== 100) return state;
  return { ...state, savedCharging: state.charging, step: state.accepted ? 'select' : 'vehicle' };
}
