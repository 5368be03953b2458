/** The finance example's transition: the visitor's term, deposit or annual mileage for one vehicle. */
import type { CalculatorState } from '../store/calculator-state.ts';
import { type FinanceChoice, isChoiceValue } from './finance-request.ts';

/** Records `choice` for compared edition `id`, over its earlier choices; ignored for an edition not compared. */
export function chooseFinance(state: CalculatorState, id: string, choice: FinanceChoice): CalculatorState {
  if (!state.compared.includes(id) || ![choice.term, choice.deposit, choice.annualMileage].every(isChoiceValue))
    return state;
  const financeChoices = { ...state.financeChoices, [id]: { ...state.financeChoices[id], ...choice } };
  return { ...state, financeChoices };
}
