/** The models and compare steps' transitions. */
import type { CalculatorState } from '../store/calculator-state.ts';
import { onSupportedStep } from '../store/supported-step.ts';

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

/**
 * A lower maximum (the `max-compare` attribute, or a stored visit from a page with a higher one) keeps the first `max`
 * of the selection and of the compared set; a step left without what it shows gives way.
 */
export function capSelection(state: CalculatorState, max: number): CalculatorState {
  if (state.selected.length <= max && state.compared.length <= max) return state;
  const compared = state.compared.slice(0, max);
  const financeChoices = choicesFor(compared, state.financeChoices);
  return onSupportedStep({ ...state, selected: state.selected.slice(0, max), compared, financeChoices });
}

/**
 * Keeps only the editions the brand still offers, in one pass over each set (one removal at a time was quadratic,
 * 16.5 s for 30,000 stored ids); the compare step with nothing left gives way to models.
 */
export function keepOffered(state: CalculatorState, offered: { has(id: string): boolean }): CalculatorState {
  const selected = state.selected.filter((id) => offered.has(id));
  const compared = state.compared.filter((id) => offered.has(id));
  if (selected.length === state.selected.length && compared.length === state.compared.length) return state;
  return onSupportedStep({ ...state, selected, compared, financeChoices: choicesFor(compared, state.financeChoices) });
}

/** The finance choices of the `compared` editions only (by own key: an id may be named `constructor`). */
export function choicesFor<T>(compared: readonly string[], choices: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(compared.flatMap((id) => (Object.hasOwn(choices, id) ? [[id, choices[id] as T]] : [])));
}
