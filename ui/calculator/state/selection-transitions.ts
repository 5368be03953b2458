/** The models and compare steps' transitions (spec section 4). */
import type { CalculatorState } from './calculator-state.ts';

/** Checking adds an edition (until the maximum is reached); unchecking removes it. */
export function toggleEdition(state: CalculatorState, id: string, checked: boolean, max: number): CalculatorState {
  const has = state.selected.includes(id);
  if (checked === has) return state;
  if (!checked) return { ...state, selected: state.selected.filter((other) => other !== id) };
  return state.selected.length < max ? { ...state, selected: [...state.selected, id] } : state;
}

/** Compare copies the selection into the compared set and shows the comparison. */
export function compareSelection(state: CalculatorState): CalculatorState {
  if (state.selected.length === 0) return state;
  return { ...state, compared: [...state.selected], step: 'compare' };
}

/** Removing a compared edition drops it from both sets; with none left the visitor returns to models. */
export function removeCompared(state: CalculatorState, id: string): CalculatorState {
  const compared = state.compared.filter((other) => other !== id);
  const selected = state.selected.filter((other) => other !== id);
  const empty = compared.length === 0 && state.step === 'compare';
  // A removed vehicle's finance choices go with it, so stored state never outgrows the comparison.
  const { [id]: _removed, ...financeChoices } = state.financeChoices;
  return { ...state, compared, selected, financeChoices, step: empty ? 'select' : state.step };
}

/** A new brand: filter, selections and compared set start again; the compare step returns to models. */
export const changeBrand = (state: CalculatorState): CalculatorState => ({
  ...state,
  modelFilter: null,
  selected: [],
  compared: [],
  financeChoices: {},
  step: state.step === 'compare' ? 'select' : state.step,
});
