/** The calculator's transitions as one pure reducer over `CalculatorState`. */

import { chooseProfile, finishCharging, resetCharging, setPrice, setShare } from '../charging/charging-transitions.ts';
import { chooseFinance } from '../finance/finance-transitions.ts';
import {
  capSelection,
  changeBrand,
  compareSelection,
  keepOffered,
  removeCompared,
  toggleEdition,
} from '../selection/selection-transitions.ts';
import { applyVehicle, chooseFuel, resetVehicle, submitVehicle } from '../vehicle/vehicle-transitions.ts';
import { normaliseVehicleField } from '../vehicle/vehicle-validation.ts';
import type { CalculatorAction } from './calculator-actions.ts';
import type { CalculatorSetup, CalculatorState } from './calculator-state.ts';
import { type CalculatorStep, previousStep } from './calculator-steps.ts';
import { canGoTo } from './step-access.ts';

/**
 * The step indicator and the Edit links: back, or forward once the steps before are done (`canGoTo`), else nowhere.
 * Comparison does the Compare button's work on the basket as it is, so it never shows the cars compared before the
 * basket changed (on Models, or before the visitor went back from there).
 */
function goTo(state: CalculatorState, to: CalculatorStep): CalculatorState {
  if (!canGoTo(state, to)) return state;
  return to === 'compare' && state.selected.length > 0 ? compareSelection(state) : { ...state, step: to };
}

/**
 * After a step's own submit (`saved`, or `before` itself when it was refused): on to `to`, the later step the step
 * indicator was asked for, when the saved state reaches it; else where the submit went.
 */
function goOnTo(saved: CalculatorState, before: CalculatorState, to: CalculatorStep | undefined): CalculatorState {
  if (saved === before || to === undefined) return saved;
  const gone = goTo({ ...saved, step: before.step }, to);
  return gone.step === before.step ? saved : gone;
}

/** A reducer for `useReducer`, bound to the configuration the rules need. */
export function createCalculatorReducer(setup: CalculatorSetup) {
  return function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
    switch (action.type) {
      case 'vehicle/edit':
        return { ...state, vehicle: { ...state.vehicle, [action.field]: action.value } };
      case 'vehicle/leave-field': {
        const typed = state.vehicle[action.field];
        if (typed === undefined) return state;
        const value = normaliseVehicleField(action.field, typed, setup.priceRanges.fuel);
        return value === state.vehicle[action.field]
          ? state
          : { ...state, vehicle: { ...state.vehicle, [action.field]: value } };
      }
      case 'vehicle/period':
        return { ...state, vehicle: { ...state.vehicle, mileagePer: action.period } };
      case 'vehicle/fuel':
        return chooseFuel(state, action.fuel, setup);
      case 'vehicle/submit':
        return goOnTo(submitVehicle(state, setup), state, action.to);
      case 'vehicle/apply':
        return applyVehicle(state, setup);
      case 'vehicle/reset':
        return resetVehicle(setup);
      case 'vehicle/undo-reset':
        return action.before;
      case 'charging/profile':
        return chooseProfile(state, action.index, setup);
      case 'charging/share':
        return setShare(state, action.chargeType, action.percent);
      case 'charging/price':
        return setPrice(state, action.chargeType, action.price, setup);
      case 'charging/reset':
        return resetCharging(state, setup);
      case 'charging/done':
        return goOnTo(finishCharging(state), state, action.to);
      case 'step/go':
        return goTo(state, action.step);
      case 'step/back':
        return { ...state, step: previousStep(state.step) };
      case 'select/filter':
        return { ...state, modelFilter: action.model };
      case 'select/sort':
        return { ...state, sort: action.sort };
      case 'select/toggle':
        return toggleEdition(state, action.id, action.checked, action.max);
      case 'select/remove':
        return toggleEdition(state, action.id, false, 0);
      case 'select/clear':
        return { ...state, selected: [] };
      case 'select/cap':
        return capSelection(state, action.max);
      case 'select/keep-offered':
        return keepOffered(state, action.offered);
      case 'select/compare':
        return compareSelection(state);
      case 'compare/remove':
        return removeCompared(state, action.id);
      case 'compare/period':
        return { ...state, period: action.period };
      case 'compare/basis':
        return { ...state, basis: action.basis };
      case 'finance/choose':
        return chooseFinance(state, action.id, action.choice);
      case 'brand/change':
        return changeBrand(state);
    }
  };
}
